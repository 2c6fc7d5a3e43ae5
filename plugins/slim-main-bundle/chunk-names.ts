/**
 * Shorter names for the route chunks of `.docusaurus/registry.js`, which the browser's main
 * bundle carries three times a chunk: as registry keys, in `routesChunkNames.json` and in the
 * runtime's map from chunk name to id (`__webpack_require__.gca`, which prefetching calls). In
 * production Docusaurus names a chunk by 8 hex digits of a hash of its module's path
 * (genChunkName in
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus/src/server/codegen/codegenRoutes.ts);
 * here each keeps the shortest start of its hash, 4 digits or more, that no other chunk's hash
 * starts with. A name stays the same as routes come and go unless another comes to share its
 * start, so the chunk ids the bundler derives from names, and the files' hashes, stay stable.
 */
const hashName = /^[0-9a-f]{8}$/;
const chunkName = /webpackChunkName: "([^"]*)"/g;

/** Every chunk name of the registry, mapped to its short name (a name not a hash to itself). */
export function shortChunkNames(registrySource: string): Map<string, string> {
  const names = [...registrySource.matchAll(chunkName)].map(([, name]) => name!);
  const hashes = names.filter((name) => hashName.test(name));
  return new Map(
    names.map((name) => {
      if (!hashName.test(name)) return [name, name];
      let length = 4;
      while (
        length < name.length &&
        hashes.some((other) => other !== name && other.startsWith(name.slice(0, length)))
      )
        length += 1;
      return [name, name.slice(0, length)];
    }),
  );
}
