import fs from 'node:fs';
import path from 'node:path';
import { shortChunkNames } from './chunk-names.ts';

/**
 * Bundler loader for the client's copy of `.docusaurus/routesChunkNames.json`, which maps each
 * route to the names of its chunks: they become the short names ./chunk-names.ts gives the
 * registry written beside it, which ./registry-loader.ts renames alike.
 */
export function withShortChunkNames(json: string, registrySource: string, file: string): string {
  const short = shortChunkNames(registrySource);
  const rename = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const shortName = short.get(value);
      if (shortName === undefined)
        throw new Error(`${file}: chunk ${value} is not in the route registry beside it`);
      return shortName;
    }
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rename(item)]));
    return value;
  };
  const routes = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(Object.entries(routes).map(([route, names]) => [route, rename(names)])),
  );
}

export default function routesChunkNamesLoader(
  this: { resourcePath: string; addDependency(file: string): void },
  source: string,
): string {
  const registry = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registry);
  return withShortChunkNames(source, fs.readFileSync(registry, 'utf8'), this.resourcePath);
}
