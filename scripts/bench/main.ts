/**
 * `npm run bench`: how long the site takes to build and to serve while
 * writing, and what each kind of page costs a reader. Prints tables and writes
 * the figures to .bench/bench-<time>.json and .bench/latest.json; a run of every
 * part also rewrites the latest figures of BENCHMARKS.md, which is committed.
 *
 *   npm run bench                               every part
 *   npm run bench -- --only=pages,lighthouse    some parts: build, typedoc, dev, pages, lighthouse, bundle
 *   npm run bench -- --only=pages --build-dir=build   weigh an existing build instead of building one
 *   npm run bench -- --lighthouse-runs=3        median of three Lighthouse runs per page (default five)
 *
 * `lighthouse` also builds and scores the stock Docusaurus classic template at
 * the site's Docusaurus version (scaffolded once into .bench/template, see
 * template.ts), so that each score is also given as a ratio to the template's,
 * which moves much less with the load of the computer than the scores do.
 *
 * Builds run on a copy of the site in .bench/site with its own bundler cache
 * (see staging.ts), each holding the lock of process.ts (BENCH_LOCK, default
 * /tmp/build.lock; waiting for it is not timed).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumPath } from '../../lib/chromium.ts';
import { siteDir } from '../../lib/paths.ts';
import { checkBudgets } from './budgets.ts';
import { benchBundle, type BundleShare } from './bundle.ts';
import { benchBuilds, benchTypedoc, build, type BuildFigure, type TypedocFigure } from './build.ts';
import { benchDevServer, type DevFigure } from './dev.ts';
import { benchLighthouse, type LighthouseFigure } from './lighthouse.ts';
import { writeBenchmarks, type RunInfo, type Section } from './markdown.ts';
import { benchFirstTryIt, benchPages, type PageFigure, type TryItFigure } from './pages.ts';
import { withLock } from './process.ts';
import { benchSearch, type SearchFigure } from './search.ts';
import { prepareStaging } from './staging.ts';
import { buildTemplate, templatePageFor, templatePageTypes } from './template.ts';
import { kilobytes, mebibytes, seconds, table, type Cell } from './table.ts';

const parts = ['build', 'typedoc', 'dev', 'pages', 'lighthouse', 'bundle'] as const;
type Part = (typeof parts)[number];

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    'build-dir': { type: 'string' },
    'lighthouse-runs': { type: 'string', default: '5' },
  },
});
const selected = new Set<Part>(
  options.only
    ? options.only.split(',').map((name) => {
        if (!parts.includes(name as Part))
          throw new Error(`--only: unknown part "${name}"; parts are ${parts.join(', ')}`);
        return name as Part;
      })
    : parts,
);

const outDir = path.join(siteDir, '.bench');
/** The committed record of the latest complete run (see markdown.ts). */
const benchmarksFile = path.join(siteDir, 'BENCHMARKS.md');
const log = (line: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

function machine() {
  const cpus = os.cpus();
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // reported as unknown
  }
  return {
    cpu: `${cpus.length} x ${cpus[0]?.model.trim()}`,
    memory: mebibytes(os.totalmem()),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium,
    loadAverageAtStart: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  };
}

interface Results {
  startedAt: string;
  machine: ReturnType<typeof machine> & { loadAverageAtEnd?: string };
  builds?: BuildFigure[];
  typedoc?: TypedocFigure;
  dev?: DevFigure;
  pages?: PageFigure[];
  tryIt?: TryItFigure;
  search?: SearchFigure;
  lighthouse?: LighthouseFigure[];
  /** The stock template, scored in the same run. */
  templateLighthouse?: LighthouseFigure[];
  templateBuildMs?: number;
  bundle?: BundleShare[];
  errors: Record<string, string>;
}

const results: Results = { startedAt: new Date().toISOString(), machine: machine(), errors: {} };

function runInfo(): RunInfo {
  return {
    startedAt: results.startedAt,
    node: results.machine.node,
    chromium: results.machine.chromium,
    lighthouseRuns: Number(options['lighthouse-runs']),
  };
}

/** A part that fails is reported and the others still run. */
async function part<T>(name: Part, work: () => Promise<T>): Promise<T | undefined> {
  if (!selected.has(name)) return undefined;
  try {
    return await work();
  } catch (error) {
    log(`${name} failed: ${(error as Error).message}`);
    results.errors[name] = (error as Error).message;
    return undefined;
  }
}

async function main(): Promise<void> {
  log(`staging a copy of ${siteDir}`);
  const staging = prepareStaging();
  let buildDir = options['build-dir'] ? path.resolve(options['build-dir']) : undefined;

  // The lock is taken in three turns (builds and TypeDoc; the dev server;
  // Lighthouse and the bundle build), each part inside re-enters it.
  await withLock(
    async () => {
      results.builds = await part('build', () => benchBuilds(log));
      if (results.builds) buildDir ??= path.join(staging, 'build');
      results.typedoc = await part('typedoc', async () => {
        log('typedoc: docusaurus generate-typedoc');
        return benchTypedoc();
      });
    },
    selected.has('build') || selected.has('typedoc'),
  );
  results.dev = await part('dev', async () => {
    log('dev server: docusaurus start cold and warm, an edit to a tutorial; the template too');
    return benchDevServer(log);
  });
  if (!buildDir && (selected.has('pages') || selected.has('lighthouse'))) {
    log('building the site to measure its pages');
    await build('faster');
    buildDir = path.join(staging, 'build');
  }
  results.pages = await part('pages', async () => {
    log(`pages: weighing each page type in Chromium (${buildDir})`);
    return benchPages(buildDir!);
  });
  results.tryIt = await part('pages', async () => {
    log('pages: the first "Try it" of a tutorial, from the choice to the first result');
    return benchFirstTryIt(buildDir!);
  });
  results.search = await part('pages', async () => {
    log('pages: the search, its hit rate over lib/search-queries.ts and its index');
    return benchSearch(buildDir!);
  });
  await withLock(
    async () => {
      results.lighthouse = await part('lighthouse', async () => {
        log('lighthouse: mobile, each page type');
        const runs = Number(options['lighthouse-runs']);
        const site = await benchLighthouse(buildDir!, path.join(outDir, 'lighthouse'), runs);
        log('lighthouse: the stock classic template, for comparison');
        const template = await buildTemplate(log);
        results.templateBuildMs = template.build.wallMs;
        results.templateLighthouse = await benchLighthouse(
          template.buildDir,
          path.join(outDir, 'lighthouse-template'),
          runs,
          templatePageTypes,
        );
        return site;
      });
      results.bundle = await part('bundle', async () => {
        log('bundle: a build with source maps, to see what the initial JavaScript is made of');
        return benchBundle();
      });
    },
    selected.has('lighthouse') || selected.has('bundle'),
  );
  results.machine.loadAverageAtEnd = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

  // ---- report ----
  const print = (title: string, text: string) => console.log(`\n${title}\n${text}`);
  /** The tables of the run, printed and kept for BENCHMARKS.md. */
  const sections: Section[] = [];
  const report = (section: Section) => {
    sections.push(section);
    const note = section.note ? `\n${section.note}` : '';
    print(section.title, table(section.header, section.rows) + note);
  };
  print(
    'Machine',
    Object.entries(results.machine)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n'),
  );

  if (results.builds) {
    const row = (bundler: string) => {
      const cold = results.builds!.find((b) => b.bundler === bundler && b.cache === 'cold')!;
      const warm = results.builds!.find((b) => b.bundler === bundler && b.cache === 'warm')!;
      return { cold, warm };
    };
    const webpack = row('default');
    const faster = row('faster');
    /** One measure of both bundlers' builds, and their ratio. */
    const compare = (cache: 'cold' | 'warm', measure: 'wall time' | 'peak memory'): Cell[] => {
      const [byDefault, withFaster] = [webpack[cache], faster[cache]].map((build) =>
        measure === 'wall time' ? build.wallMs : build.peakRssBytes,
      );
      const format = measure === 'wall time' ? seconds : mebibytes;
      return [
        `${cache}: ${measure}`,
        format(byDefault),
        format(withFaster),
        `${(byDefault / withFaster).toFixed(2)}x`,
      ];
    };
    report({
      title: 'Production build (peak memory: resident memory of the process tree, summed)',
      header: ['', 'default bundler', 'future.faster', 'default / faster'],
      rows: [
        compare('cold', 'wall time'),
        compare('cold', 'peak memory'),
        compare('warm', 'wall time'),
        compare('warm', 'peak memory'),
        ['warning lines (cold)', webpack.cold.warnings, faster.cold.warnings, ''],
      ],
      note:
        results.templateBuildMs === undefined
          ? undefined
          : `The stock template's production build took ${seconds(results.templateBuildMs)} in the same run.`,
    });
  }
  if (results.typedoc || results.dev) {
    const rows: Cell[][] = [];
    if (results.typedoc) {
      rows.push(['TypeDoc: docusaurus generate-typedoc', seconds(results.typedoc.wallMs), '', '']);
      rows.push(['TypeDoc: peak memory', mebibytes(results.typedoc.peakRssBytes), '', '']);
      rows.push(['TypeDoc: markdown files written', results.typedoc.markdownFiles, '', '']);
    }
    if (results.dev) {
      const { cold, warm, template } = results.dev;
      const ratio = (site: number, stock: number) => `${(site / stock).toFixed(2)}x the template`;
      rows.push([
        'dev server, cold (fresh clone): tutorials index answers',
        seconds(cold.firstResponseMs),
        seconds(template.cold.firstResponseMs),
        ratio(cold.firstResponseMs, template.cold.firstResponseMs),
      ]);
      rows.push([
        'dev server, warm (started before): tutorials index answers',
        seconds(warm.firstResponseMs),
        seconds(template.warm.firstResponseMs),
        ratio(warm.firstResponseMs, template.warm.firstResponseMs),
      ]);
      if (warm.secondResponseMs !== undefined)
        rows.push([
          'dev server, warm: then an API page answers',
          seconds(warm.secondResponseMs),
          '',
          '',
        ]);
      rows.push([
        `dev server: markdown saved -> shown (${results.dev.editVia})`,
        seconds(results.dev.editToServedMs),
        '',
        '',
      ]);
      rows.push(['dev server: peak memory (cold)', mebibytes(cold.peakRssBytes), '', '']);
    }
    report({ title: 'Authoring', header: ['', 'site', 'template', ''], rows });
  }
  if (results.pages) {
    report({
      title: 'Pages: first visit, desktop Chromium, network idle after load (gzip at level 6)',
      header: [
        'page',
        'JS files',
        'JS raw',
        'JS gzip',
        'CSS raw',
        'CSS gzip',
        'HTML raw',
        'HTML gzip',
        'DOM elements',
      ],
      rows: results.pages.map((p) =>
        p.missing
          ? [`${p.label} (${p.path})`, `missing: HTTP ${p.status}`, '', '', '', '', '', '', '']
          : [
              `${p.label} (${p.path})`,
              p.js.files,
              kilobytes(p.js.raw),
              kilobytes(p.js.gzip),
              kilobytes(p.css.raw),
              kilobytes(p.css.gzip),
              kilobytes(p.html.raw),
              kilobytes(p.html.gzip),
              p.domElements,
            ],
      ),
    });
  }
  if (results.tryIt) {
    const { path: tryItPage, js, editorScriptsWithPage } = results.tryIt;
    report({
      title:
        'Try it: what the first use fetches, from the choice to the first result (gzip at level 6)',
      header: ['page', 'editor scripts with the page', 'JS files', 'JS raw', 'JS gzip'],
      rows: [[tryItPage, editorScriptsWithPage, js.files, kilobytes(js.raw), kilobytes(js.gzip)]],
    });
  }
  if (results.search) {
    const { queries, hits, hitRate, indexBytes, indexGzipBytes, slowestQueryMs } = results.search;
    report({
      title:
        'Search: reader queries answered among the first 3 suggestions (lib/search-queries.ts)',
      header: ['queries', 'answered', 'hit rate', 'index raw', 'index gzip', 'slowest query'],
      rows: [
        [
          queries,
          hits,
          `${(100 * hitRate).toFixed(1)} %`,
          kilobytes(indexBytes),
          kilobytes(indexGzipBytes),
          `${slowestQueryMs} ms`,
        ],
      ],
    });
  }
  if (results.lighthouse) {
    /** The page's performance score over the template page it compares with. */
    const ratioToTemplate = (r: LighthouseFigure) => {
      if (r.id.startsWith('template-')) return '';
      const template = results.templateLighthouse?.find((t) => t.id === templatePageFor(r.id));
      if (!template?.performance || r.performance === null) return '-';
      return `${(r.performance / template.performance).toFixed(2)} (${template.label})`;
    };
    const score = (n: number | null) => (n === null ? '-' : n);
    report({
      title: 'Lighthouse 12 (mobile, simulated throttling), served with gzip',
      header: [
        'page',
        'performance',
        'vs template',
        'accessibility',
        'best practices',
        'SEO',
        'LCP',
        'TBT',
        'note',
      ],
      rows: [...results.lighthouse, ...(results.templateLighthouse ?? [])].map((r) => [
        `${r.label} (${r.path})`,
        score(r.performance),
        ratioToTemplate(r),
        score(r.accessibility),
        score(r.bestPractices),
        score(r.seo),
        r.lcpMs === null ? '-' : seconds(r.lcpMs),
        r.tbtMs === null ? '-' : `${Math.round(r.tbtMs)} ms`,
        (r.error ?? r.failedAudits.join(', ')).slice(0, 100),
      ]),
    });
  }
  if (results.bundle) {
    const total = results.bundle.reduce((sum, share) => sum + share.gzip, 0);
    report({
      title: 'Initial JavaScript every page loads (runtime~main + main), by origin; top 20',
      header: ['origin', 'raw', 'gzip', 'share'],
      rows: results.bundle
        .slice(0, 20)
        .map((s) => [
          s.origin,
          kilobytes(s.raw),
          kilobytes(s.gzip),
          `${((s.gzip / total) * 100).toFixed(0)}%`,
        ]),
    });
  }
  const checks = checkBudgets(results);
  if (checks.length > 0) {
    report({
      title: 'Budgets',
      header: ['budget', 'measured', ''],
      rows: checks.map((c) => [
        c.budget,
        c.measured.slice(0, 40),
        c.met === null ? 'n/a' : c.met ? 'met' : 'MISSED',
      ]),
    });
  }
  for (const [name, message] of Object.entries(results.errors))
    print(`Part "${name}" failed`, message.slice(0, 2000));

  fs.mkdirSync(outDir, { recursive: true });
  const json = JSON.stringify({ ...results, budgets: checks }, null, 2);
  const file = path.join(outDir, `bench-${results.startedAt.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, json);
  fs.writeFileSync(path.join(outDir, 'latest.json'), json);
  console.log(`\nFigures written to ${path.relative(siteDir, file)} and .bench/latest.json`);

  // The committed record is rewritten only by a complete run, so its tables share one date.
  const complete = selected.size === parts.length && Object.keys(results.errors).length === 0;
  if (complete) {
    await writeBenchmarks(benchmarksFile, runInfo(), sections);
    console.log(`Latest figures of ${path.relative(siteDir, benchmarksFile)} rewritten`);
  } else {
    console.log(
      `${path.relative(siteDir, benchmarksFile)} left as it is: a run of every part without failures rewrites it`,
    );
  }
  process.exitCode = Object.keys(results.errors).length > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
