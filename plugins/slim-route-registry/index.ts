import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';

const loader = path.join(path.dirname(fileURLToPath(import.meta.url)), 'loader.ts');

/**
 * The route registry (`.docusaurus/registry.js`) is in every page's main bundle, and each of its
 * entries names its module's path (`"@site/api/graphql-js/class/GraphQLSchema.md"`) for
 * react-loadable to report which modules a page rendered. Only the server rendering asks for
 * that report (`Loadable.Capture` in Docusaurus's serverEntry), so in the browser's bundle a
 * loader (./loader.ts) leaves the paths out, which with the API's hundreds of routes is a good
 * part of the registry. The number of routes weighs on the main bundle upstream too:
 * https://github.com/facebook/docusaurus/issues/7256
 */
export default function slimRouteRegistryPlugin(context: LoadContext): Plugin {
  return {
    name: 'slim-route-registry',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            module: {
              rules: [
                {
                  test: /[\\/]registry\.js$/,
                  include: context.generatedFilesDir,
                  use: [{ loader }],
                },
              ],
            },
          },
  };
}
