import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';
import { siteDir } from '../../lib/paths.ts';
import { benchDir, buildCommand, run } from './commands.ts';

/** The site's own config plus hidden client source maps, which change nothing else. */
const config = `import site from '../docusaurus.config.ts';
const sourceMaps = () => ({
  name: 'bench-source-maps',
  configureWebpack: (_: unknown, isServer: boolean) => (isServer ? {} : { devtool: 'hidden-source-map' }),
});
export default { ...site, plugins: [...(site.plugins ?? []), sourceMaps] };
`;

/** A package under node_modules, a generated Docusaurus file, the bundler's runtime or a site folder. */
function originOf(source: string | null): string {
  const [, generated] = /\.docusaurus\/([^/]+(?:\/[^/]+)?)/.exec(source ?? '') ?? [];
  const [, pkg] = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source ?? '') ?? [];
  const [, climbs, file] =
    /^webpack:\/\/[^/]*\/(?:\.\/)?((?:\.\.\/)*)(.*)$/.exec(source ?? '') ?? [];
  if (!source) return '(bundler runtime, unmapped)';
  if (pkg) return pkg;
  if (generated) return `generated: ${generated}`;
  if (file === undefined) return `other: ${source}`;
  if (file.startsWith('webpack/runtime/') || file.endsWith('RuntimeModule'))
    return '(bundler runtime: chunk loading, chunk file names)';
  // Docusaurus packages ship source maps that point at their own src/.
  if (!climbs && fs.existsSync(path.join(siteDir, file)))
    return `site: ${file.split('/').slice(0, 3).join('/')}`;
  return 'Docusaurus packages (theme-common, utils-common)';
}

/**
 * A build with source maps into .bench/, whose entry chunks (runtime~main, main), the JavaScript
 * every page loads, are given byte by byte to the source they came from.
 */
export function benchBundle() {
  const file = path.join(benchDir, 'source-maps.config.ts');
  const outDir = path.join(benchDir, 'build-source-maps');
  fs.writeFileSync(file, config);
  const build = `${buildCommand(true)} --config '${file}' --out-dir '${outDir}'`;
  run('sh', ['-c', build]);
  const jsDir = path.join(outDir, 'assets/js');
  const entries = fs.readdirSync(jsDir).filter((f) => /^(runtime~main|main)\.\w+\.js$/.test(f));
  const pieces = new Map<string, string>();
  for (const name of entries) {
    const lines = fs.readFileSync(path.join(jsDir, name), 'utf8').split('\n');
    const map = new TraceMap(fs.readFileSync(path.join(jsDir, `${name}.map`), 'utf8'));
    decodedMappings(map).forEach((segments, line) => {
      const text = lines[line] ?? '';
      let [column, origin] = [0, originOf(null)];
      const sorted = [...segments].sort((a, b) => a[0] - b[0]);
      for (const segment of [...sorted, [text.length]]) {
        pieces.set(origin, (pieces.get(origin) ?? '') + text.slice(column, segment[0]));
        column = segment[0];
        origin = originOf(segment.length > 1 ? map.resolvedSources[segment[1]!] : null);
      }
    });
  }
  // Each origin gzipped alone: the shares add up to a bit more than the files.
  const share = ([origin, code]: [string, string]) => {
    return { origin, raw: Buffer.byteLength(code), gzip: zlib.gzipSync(code).length };
  };
  return [...pieces].map(share).sort((a, b) => b.gzip - a.gzip);
}
