import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * The site's package.json says `"type": "module"`, so the bundler would parse the files
 * Docusaurus generates into `.docusaurus/` as strict ES modules. Those files call webpack's
 * `require.resolveWeak` (react-loadable's route registry), which is rewritten only in modules of
 * type `javascript/auto`; left as is, the build fails with "require.resolveWeak is not a function"
 * (https://webpack.js.org/api/module-methods/#requireresolveweak). This plugin gives the generated
 * files that type back.
 */
export default function generatedModulesPlugin(context: LoadContext): Plugin {
  return {
    name: 'generated-modules',
    configureWebpack: (_config, isServer) => ({
      module: {
        rules: [{ test: /\.js$/, include: context.generatedFilesDir, type: 'javascript/auto' }],
      },
      // The server bundle's chunks are CommonJS that Node requires while rendering the pages:
      // named .cjs, Node does not take them for ES modules under this package.json.
      ...(isServer && { output: { chunkFilename: 'assets/js/[name].[contenthash:8].cjs' } }),
    }),
  };
}
