// How the site's JavaScript and TypeScript (src/, compiled MDX) are transpiled.
// The build uses it because docusaurus.config.ts sets future.faster.swcJsLoader
// to false; see the note there.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
