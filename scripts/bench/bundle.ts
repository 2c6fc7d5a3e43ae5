import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';
import { runOrThrow, withLock } from './process.ts';
import { stagingDir } from './staging.ts';

/**
 * Where the JavaScript every page loads comes from: a build of the staging
 * copy with hidden source maps, whose entry chunks (runtime~main, main) are
 * attributed byte by byte to the package or generated file that produced them.
 */
export interface BundleShare {
  origin: string;
  raw: number;
  /** gzip of this origin's code alone: the shares add up to a bit more than the file */
  gzip: number;
}

const configFile = 'bench-source-maps.config.ts';
const outDir = 'build-source-maps';

/** The site's own config plus client source maps, which change nothing else. */
const wrapper = `import site from './docusaurus.config';
export default {
  ...site,
  plugins: [
    ...(site.plugins ?? []),
    () => ({
      name: 'bench-source-maps',
      configureWebpack: (_config: unknown, isServer: boolean) => (isServer ? {} : { devtool: 'hidden-source-map' }),
    }),
  ],
};
`;

/** Groups a source path: a package under node_modules, a generated Docusaurus file, or a site folder. */
function originOf(source: string | null): string {
  if (!source) return '(bundler runtime, unmapped)';
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const generated = source.indexOf('.docusaurus/');
  if (generated >= 0)
    return `generated: ${source
      .slice(generated + '.docusaurus/'.length)
      .split('/')
      .slice(0, 2)
      .join('/')}`;
  const inBundle = /^webpack:\/\/[^/]*\/(?:\.\/)?((?:\.\.\/)*)(.*)$/.exec(source);
  if (inBundle) {
    const [, climbs, rest] = inBundle;
    if (rest.startsWith('webpack/runtime/') || /RuntimeModule$/.test(rest))
      return '(bundler runtime: chunk loading, chunk file names)';
    // The site's own files exist in the staged copy; Docusaurus packages ship
    // source maps that point at their own src/ (theme-common, utils-common).
    if (!climbs && fs.existsSync(path.join(stagingDir, rest)))
      return `site: ${rest.split('/').slice(0, 3).join('/')}`;
    return 'Docusaurus packages (theme-common, utils-common)';
  }
  return `other: ${source}`;
}

function attribute(jsFile: string): Map<string, string[]> {
  const code = fs.readFileSync(jsFile, 'utf8').split('\n');
  const map = new TraceMap(fs.readFileSync(`${jsFile}.map`, 'utf8'));
  const pieces = new Map<string, string[]>();
  decodedMappings(map).forEach((segments, line) => {
    const text = code[line] ?? '';
    const sorted = [...segments].sort((a, b) => a[0] - b[0]);
    let column = 0;
    let origin = originOf(null);
    for (const segment of [...sorted, [text.length] as const]) {
      if (segment[0] > column)
        pieces.set(origin, [...(pieces.get(origin) ?? []), text.slice(column, segment[0])]);
      column = segment[0];
      origin = originOf(segment.length > 1 ? map.resolvedSources[(segment as number[])[1]] : null);
    }
  });
  return pieces;
}

export async function benchBundle(): Promise<BundleShare[]> {
  fs.writeFileSync(path.join(stagingDir, configFile), wrapper);
  await withLock(() =>
    runOrThrow(
      path.join(stagingDir, 'node_modules/.bin/docusaurus'),
      ['build', '--config', configFile, '--out-dir', outDir],
      { cwd: stagingDir },
    ),
  );
  const jsDir = path.join(stagingDir, outDir, 'assets/js');
  const entries = fs
    .readdirSync(jsDir)
    .filter((f) => /^(runtime~main|main)\.[0-9a-f]+\.js$/.test(f));
  const all = new Map<string, string[]>();
  for (const file of entries) {
    for (const [origin, texts] of attribute(path.join(jsDir, file)))
      all.set(origin, [...(all.get(origin) ?? []), ...texts]);
  }
  return [...all]
    .map(([origin, texts]) => {
      const text = texts.join('');
      return {
        origin,
        raw: Buffer.byteLength(text),
        gzip: zlib.gzipSync(text, { level: 6 }).length,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
