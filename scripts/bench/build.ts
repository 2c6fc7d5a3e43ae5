import fs from 'node:fs';
import path from 'node:path';
import { runOrThrow, withLock, type Measured } from './process.ts';
import { stagingDir } from './staging.ts';

export type Bundler = 'default' | 'faster';

export interface BuildFigure {
  bundler: Bundler;
  cache: 'cold' | 'warm';
  wallMs: number;
  peakRssBytes: number;
  /** lines of the build's output that warn */
  warnings: number;
}

const docusaurus = () => path.join(stagingDir, 'node_modules/.bin/docusaurus');

/** `docusaurus clear` (build, .docusaurus, node_modules/.cache) and the generated API markdown. */
export async function clearCaches(): Promise<void> {
  await runOrThrow(docusaurus(), ['clear'], { cwd: stagingDir });
  fs.rmSync(path.join(stagingDir, 'api'), { recursive: true, force: true });
  if (fs.existsSync(path.join(stagingDir, 'node_modules/.cache')))
    throw new Error('docusaurus clear left node_modules/.cache');
}

export async function build(bundler: Bundler): Promise<Measured> {
  return withLock(() =>
    runOrThrow(docusaurus(), ['build'], {
      cwd: stagingDir,
      // Read by docusaurus.config.ts: future.faster follows it.
      env: { DOCUSAURUS_FASTER: bundler === 'faster' ? 'true' : 'false' },
    }),
  );
}

function figure(bundler: Bundler, cache: 'cold' | 'warm', run: Measured): BuildFigure {
  const warnings = run.output.split('\n').filter((line) => /\bwarn(ing)?\b/i.test(line)).length;
  return { bundler, cache, wallMs: run.wallMs, peakRssBytes: run.peakRssBytes, warnings };
}

/**
 * Cold then warm production builds with each bundler. The faster bundler goes
 * last, so the build left in .bench/site/build is the site's real configuration.
 */
export async function benchBuilds(log: (line: string) => void): Promise<BuildFigure[]> {
  // One turn of the lock for all four builds: other jobs taking the lock wait once, and so do we.
  return withLock(() => buildsInTurn(log));
}

async function buildsInTurn(log: (line: string) => void): Promise<BuildFigure[]> {
  const figures: BuildFigure[] = [];
  for (const bundler of ['default', 'faster'] as const) {
    await clearCaches();
    for (const cache of ['cold', 'warm'] as const) {
      log(`build: ${bundler} bundler, ${cache}`);
      const result = figure(bundler, cache, await build(bundler));
      log(
        `  ${(result.wallMs / 1000).toFixed(1)} s, peak ${(result.peakRssBytes / 2 ** 20).toFixed(0)} MiB`,
      );
      figures.push(result);
    }
  }
  return figures;
}

export interface TypedocFigure {
  wallMs: number;
  peakRssBytes: number;
  markdownFiles: number;
}

/** `docusaurus generate-typedoc`: the API markdown alone, without the site build. */
export async function benchTypedoc(): Promise<TypedocFigure> {
  const api = path.join(stagingDir, 'api');
  fs.rmSync(api, { recursive: true, force: true });
  const run = await withLock(() =>
    runOrThrow(docusaurus(), ['generate-typedoc'], { cwd: stagingDir }),
  );
  const markdownFiles = fs
    .readdirSync(api, { recursive: true })
    .filter((f) => String(f).endsWith('.md')).length;
  return { wallMs: run.wallMs, peakRssBytes: run.peakRssBytes, markdownFiles };
}
