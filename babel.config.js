// Used only when the default (non-Rspack) bundler runs, e.g. by `npm run bench`.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
