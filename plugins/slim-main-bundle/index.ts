import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { RuleSetRule } from 'webpack';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * What every page loads before anything else, `runtime~main` and `main`, without what grows with
 * the site or what nothing in the browser uses, and doing no work for routes the page does not use:
 *
 * - The route registry (`.docusaurus/registry.js`) gives each entry's module path
 *   (`"@site/api/graphql-js/class/GraphQLSchema.md"`) and module id to react-loadable, to report
 *   which modules a page rendered and to find those already loaded. Only the server rendering
 *   asks for that report (`Loadable.Capture` in Docusaurus's serverEntry), and the ids are read
 *   only by `Loadable.preloadReady`, which Docusaurus does not call (it preloads a route's chunks
 *   itself, client/preload.ts), so a loader (./registry-loader.ts) leaves both out of the
 *   browser's copy. The number of routes weighs on the main bundle upstream too:
 *   https://github.com/facebook/docusaurus/issues/7256
 * - Route chunks are named by 8 hex digits each, written three times a chunk: the registry
 *   and `routesChunkNames.json` (./routes-chunk-names-loader.ts) get shorter names, by
 *   ./chunk-names.ts, which the bundler's map from names to chunks then has too.
 * - The runtime maps each chunk to its file name. Docusaurus names chunk files
 *   `[name].[contenthash]`, and in production a route chunk's name is a hash of its module path,
 *   so the runtime carries two hashes a chunk; named by their id, it carries one. (A function
 *   that kept the names of a few chunks makes the bundler write one condition per chunk.)
 * - The route table (`.docusaurus/routes.js`) builds every route's component as it loads; its
 *   `ComponentCreator` is ./lazy-route-component.tsx, which builds one when it is first used. The
 *   alias has Docusaurus's own name for the module, so that it replaces Docusaurus's alias.
 * - `@docusaurus/utils-common` ships CommonJS that requires tslib for one helper, and the bundler
 *   cannot drop the others from a `require`d module: that package gets ./tslib-import-default.ts.
 *
 * The site's page template (./runtime-last.ts) writes the runtime after the main bundle; the
 * browser's copy of the site config goes without it (./site-config-loader.ts).
 */
export default function slimMainBundlePlugin(context: LoadContext): Plugin {
  const clientRules: RuleSetRule[] = [
    {
      test: /[\\/]registry\.js$/,
      include: context.generatedFilesDir,
      use: [{ loader: path.join(here, 'registry-loader.ts') }],
    },
    {
      test: /[\\/]routesChunkNames\.json$/,
      include: context.generatedFilesDir,
      use: [{ loader: path.join(here, 'routes-chunk-names-loader.ts') }],
    },
    {
      test: /[\\/]routes\.js$/,
      include: context.generatedFilesDir,
      resolve: {
        alias: {
          '@docusaurus/ComponentCreator': path.join(here, 'lazy-route-component.tsx'),
        },
      },
    },
    {
      test: /[\\/]docusaurus\.config\.mjs$/,
      include: context.generatedFilesDir,
      use: [{ loader: path.join(here, 'site-config-loader.ts') }],
    },
    {
      test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
      resolve: { alias: { tslib$: path.join(here, 'tslib-import-default.ts') } },
    },
  ];
  return {
    name: 'slim-main-bundle',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
            module: {
              rules: clientRules,
            },
          },
  };
}
