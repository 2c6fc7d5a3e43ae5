import { shortChunkNames } from './chunk-names.ts';

/**
 * Bundler loader for the client's copy of `.docusaurus/registry.js`, whose entries Docusaurus
 * writes as `"<chunk>": [() => import("<path>"), "<path>", require.resolveWeak("<path>")],`
 * with a webpackChunkName comment in the import (genRegistry in
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus/src/server/codegen/codegenRoutes.ts):
 * the path and the module id after the loader go, and the chunk's name, as key and in the
 * comment, becomes the short one of ./chunk-names.ts. See ./index.ts for why.
 */
const entry =
  /"([^"]*)": (\[\(\) => import\(\/\* webpackChunkName: )"\1"( \*\/ ("(?:[^"\\]|\\.)*")\)), \4, require\.resolveWeak\(\4\)\]/g;

export function slimRouteRegistry(source: string, file: string): string {
  const entries = source.match(/webpackChunkName/g)?.length ?? 0;
  const short = shortChunkNames(source);
  let slimmed = 0;
  const result = source.replace(entry, (_match, name: string, open: string, imported: string) => {
    slimmed += 1;
    const shortName = JSON.stringify(short.get(name));
    return `${shortName}: ${open}${shortName}${imported}]`;
  });
  if (slimmed !== entries) {
    throw new Error(
      `${file}: ${entries - slimmed} of ${entries} route registry entries are not in the form ` +
        'plugins/slim-main-bundle/registry-loader.ts expects; Docusaurus may have changed how it writes them',
    );
  }
  return result;
}

export default function slimRouteRegistryLoader(
  this: { resourcePath: string },
  source: string,
): string {
  return slimRouteRegistry(source, this.resourcePath);
}
