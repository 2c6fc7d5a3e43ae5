/**
 * `npm run bench`: how long the site takes to build and to serve while writing, and what the pages
 * of weighedPageTypes (lib/page-types.ts) cost a reader, beside the stock Docusaurus classic template
 * measured in the same run (scaffolded once into .bench/template): absolute figures move with the
 * computer's load, the ratios much less. Figures are held to lib/budgets.ts, the tests' budgets.
 * Prints tables and writes .bench/bench-<time>.json and .bench/latest.json; a run of every part
 * without failures also rewrites the latest figures of BENCHMARKS.md.
 *
 *   npm run bench                               every part
 *   npm run bench -- --only=pages,lighthouse    some parts: build, typedoc, dev, pages, lighthouse, bundle
 *   npm run bench -- --only=pages --build-dir=build   measure an existing build instead of building
 *   npm run bench -- --lighthouse-runs=3        Lighthouse's median of three runs a page (default five)
 *
 * It runs in its checkout: build and dev first clear what a fresh clone lacks (typedoc the API
 * markdown), and leave build/ and api/ as the site builds them; a node_modules linked from another
 * checkout is refused. It takes no lock: run it alone on the computer, with nothing else building
 * or testing. hyperfine times the builds, and GNU time their memory.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as budget from '../../lib/budgets.ts';
import { chromiumPath } from '../../lib/chromium.ts';
import { weighedPageTypes } from '../../lib/page-types.ts';
import { siteDir } from '../../lib/paths.ts';
import { benchBundle } from './bundle.ts';
import { benchBuilds, benchDir, benchTypedoc, buildCommand } from './commands.ts';
import { buildTemplate, run } from './commands.ts';
import { benchDevServer } from './dev.ts';
import { benchLighthouse } from './lighthouse.ts';
import { tryItPath, weighPages, type Page, type PageFigure } from './pages.ts';
import { benchSearch } from './search.ts';
import { kB, MiB, ms, ratio, seconds, table, verdict, writeBenchmarks } from './report.ts';
import type { Cell, Section } from './report.ts';

const parts = ['build', 'typedoc', 'dev', 'pages', 'lighthouse', 'bundle'];
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    'build-dir': { type: 'string' },
    'lighthouse-runs': { type: 'string', default: '5' },
  },
});
const selected = new Set(options.only?.split(',') ?? parts);
for (const name of selected) if (!parts.includes(name)) throw new Error(`--only: no part ${name}`);
const runs = Number(options['lighthouse-runs']);

/** The template pages the site's stand beside: its home page, and a doc with code blocks. */
const templateDoc = '/docs/tutorial-basics/markdown-features';
const templatePages: Page[] = [
  { id: 'home', label: 'template home', path: '/', status: 200 },
  { id: 'doc', label: 'template doc', path: templateDoc, status: 200 },
];

const startedAt = new Date().toISOString();
const chromium = String(execFileSync(chromiumPath, ['--version'], { stdio: 'pipe' })).trim();
const machine = { cpus: os.cpus().length, node: process.version, chromium, lighthouseRuns: runs };
const errors: Record<string, string> = {};

/** A part that fails is reported, and the others still run. */
async function part<T>(name: string, what: string, work: () => T | Promise<T>) {
  if (!selected.has(name)) return undefined;
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${name}: ${what}`);
  try {
    return await work();
  } catch (error) {
    console.log(`${name} failed: ${(error as Error).message}`);
    errors[name] = (error as Error).stack ?? String(error);
  }
}

const builds = await part('build', 'cold and warm builds with each bundler', benchBuilds);
const typedoc = await part('typedoc', 'docusaurus generate-typedoc', benchTypedoc);
const dev = await part('dev', 'npm start cold and warm, site and template', benchDevServer);
const buildDir = path.resolve(options['build-dir'] ?? 'build');
if (!options['build-dir'] && !builds && (selected.has('pages') || selected.has('lighthouse')))
  run('sh', ['-c', buildCommand(true)]);
const pages = await part('pages', `weighing pages in Chromium (${buildDir})`, async () => {
  const site = await weighPages(buildDir, weighedPageTypes, true);
  const template = await weighPages(buildTemplate(), templatePages);
  return { ...site, template: template.pages, search: benchSearch(buildDir) };
});
const lighthouse = await part('lighthouse', `mobile, median of ${runs} runs`, async () => {
  const scored = await benchLighthouse(
    [
      { name: 'site', buildDir, pages: weighedPageTypes },
      { name: 'template', buildDir: buildTemplate(), pages: templatePages },
    ],
    runs,
  );
  return { site: scored.site!, template: scored.template! };
});
const bundle = await part('bundle', 'a build with source maps: what every page loads', benchBundle);

const sections: Section[] = [];
const row = (what: string, a: number, b: number, f = seconds) => [what, f(a), f(b), ratio(a, b)];
if (builds) {
  const rows = ['cold', 'warm'].flatMap((cache) => {
    const [slow, fast, stock] = ['default', 'faster', 'template'].map(
      (b) => builds[`${b}-${cache}`],
    );
    return [
      [...row(`${cache}: wall time`, slow.ms, fast.ms), seconds(stock.ms)],
      [...row(`${cache}: peak memory`, slow.rss, fast.rss, MiB), MiB(stock.rss)],
    ];
  });
  const { coldBuildMsBudget: goal } = budget;
  sections.push({
    title: 'Production build (hyperfine; peak memory: the largest process, by GNU time)',
    header: ['', 'default bundler', 'future.faster', 'default / faster', 'template'],
    rows,
    note: `Cold build with future.faster: ${verdict(builds['faster-cold'].ms <= goal, `<= ${seconds(goal)}`)}.`,
  });
}
if (typedoc || dev) {
  const rows: Cell[][] = [];
  if (typedoc)
    rows.push(
      ['TypeDoc: generate-typedoc', seconds(typedoc.ms), '', ''],
      ['TypeDoc: peak memory', MiB(typedoc.rss), '', ''],
    );
  if (dev) {
    const { site, template } = dev;
    const warm = Math.max(...site.warm);
    const { warmDevStartMsBudget: goal, warmDevStartVsTemplateBudget: times } = budget;
    const met = verdict(warm <= goal, `<= ${seconds(goal)}`);
    const metVs = verdict(warm / template.warm[0] <= times, `<= ${times}x`);
    rows.push(
      row('dev server, cold (fresh clone): tutorials index', site.cold[0], template.cold[0]),
      row('dev server, warm (started before): tutorials index', site.warm[0], template.warm[0]),
      ['dev server, warm: then an API page', seconds(site.warm[1]), '', ''],
      [`dev server: markdown saved -> shown (${dev.editVia})`, seconds(dev.editToShownMs), '', ''],
      ['budgets: warm, the tutorials index and an API page', met, '', metVs],
    );
  }
  sections.push({ title: 'Authoring', header: ['', 'site', 'template', 'site / template'], rows });
}

type Scored = NonNullable<typeof lighthouse>['site'][number];
const others = (f: Scored) => [f.accessibility, f.bestPractices, f.seo];
const all = budget.lighthouseOtherCategoriesBudget;
const othersMet = (f: Scored) => others(f).every((score) => score === all);
/** A page's figures against lib/budgets.ts. */
function budgets({ id, weight: w }: Partial<PageFigure>, f?: Scored): string {
  const [js, dom] = [budget.initialJsGzipBudget[id!], budget.domElementsBudget[id!]];
  const perf = budget.lighthousePerformanceBudget[id!];
  const checks = [
    w && js && verdict(w.js.gzip <= js, `JS <= ${kB(js)}`),
    w && dom && verdict(w.domElements <= dom, `DOM <= ${dom}`),
    f && perf && verdict((f.performance ?? 0) >= perf, `performance >= ${perf}`),
    f && verdict(othersMet(f), `others ${all}`),
  ];
  return checks.filter(Boolean).join(', ');
}
type Column<F> = [string, (f: F, t?: F) => Cell];
/** A table of the site's pages, each beside the template page it compares with. */
function beside<F extends Page>(title: string, [site, stock]: F[][], columns: Column<F>[]) {
  const compared = (f: F) => stock[['home', 'not-found'].includes(f.id) ? 0 : 1];
  const rows = site.map((f) => columns.map(([, cell]) => cell(f, compared(f))));
  const note = `Beside home and not found, the template's home page; beside the others, ${templateDoc}.`;
  return { title, header: columns.map(([header]) => header), rows, note };
}
const name = (f: Page & { error?: string }) =>
  `${f.label} (${f.path})${f.error ? `: ${f.error.slice(0, 80)}` : ''}`;
if (pages) {
  const title = 'Pages: first visit, desktop Chromium, network idle after load (gzip at level 6)';
  sections.push(
    beside(
      title,
      [pages.pages, pages.template],
      [
        ['page', name],
        ['JS gzip', (f) => kB(f.weight?.js.gzip)],
        ['template', (_, t) => kB(t?.weight?.js.gzip)],
        ['JS files', (f) => f.weight?.js.files ?? '-'],
        ['HTML gzip', (f) => kB(f.weight?.html.gzip)],
        ['DOM', (f) => f.weight?.domElements ?? '-'],
        ['template', (_, t) => t?.weight?.domElements ?? '-'],
        ['budgets', (f) => budgets(f)],
      ],
    ),
  );
  const { js, editorScriptsWithPage: withPage } = pages.tryIt!;
  const { firstTryItGzipBudget: goal } = budget;
  const met = verdict(js.gzip <= goal && withPage === 0, `<= ${kB(goal)}, none with the page`);
  sections.push({
    title:
      'Try it: what the first use fetches, from the choice to the first result (gzip at level 6)',
    header: ['page', 'editor scripts with the page', 'JS files', 'JS gzip', 'budget'],
    rows: [[tryItPath, withPage, js.files, kB(js.gzip), met]],
  });
  const { queries, hits, index, slowestQueryMs } = pages.search;
  sections.push({
    title: 'Search: reader queries answered among the first 3 suggestions (lib/search-queries.ts)',
    header: ['queries', 'answered', 'index raw', 'index gzip', 'slowest query'],
    rows: [[queries, hits, kB(index.raw), kB(index.gzip), ms(slowestQueryMs)]],
  });
}
if (lighthouse) {
  const title =
    'Lighthouse 12 (mobile, simulated throttling, the CPU slowdown calibrated to the computer before each run), served with gzip';
  const host = (f?: Scored) =>
    f?.benchmarkIndex === undefined
      ? '-'
      : `${Math.round(f.benchmarkIndex)}, ${f.cpuSlowdownMultiplier}x`;
  const scores = beside(
    title,
    [lighthouse.site, lighthouse.template],
    [
      ['page', name],
      ['performance', (f) => f.performance ?? '-'],
      ['template', (_, t) => t?.performance ?? '-'],
      ['site / template', (f, t) => ratio(f.performance, t?.performance)],
      ['TBT', (f) => ms(f.tbtMs)],
      ['template', (_, t) => ms(t?.tbtMs)],
      ['host, slowdown', (f) => host(f)],
      ['template', (_, t) => host(t)],
      ['a11y / BP / SEO', (f) => others(f).join(' / ')],
      ['budgets', (f) => budgets({ id: f.id }, f)],
    ],
  );
  scores.note +=
    ' "host, slowdown": the median run\'s benchmark index (Lighthouse\'s measure of the computer) and the CPU slowdown scripts/bench/cpu-slowdown.ts gave it for the indexes measured up to then.';
  sections.push(scores);
}
if (bundle) {
  const total = bundle.reduce((sum, share) => sum + share.gzip, 0);
  const share = (gzip: number) => `${Math.round((100 * gzip) / total)}%`;
  sections.push({
    title: 'Initial JavaScript every page loads (runtime~main + main), by origin; top 20',
    header: ['origin', 'raw', 'gzip', 'share'],
    rows: bundle.slice(0, 20).map((s) => [s.origin, kB(s.raw), kB(s.gzip), share(s.gzip)]),
  });
}

for (const section of sections) console.log(`\n${table(section)}`);
for (const [name, error] of Object.entries(errors)) console.log(`\nPart ${name} failed\n${error}`);
const figures = { builds, typedoc, dev, pages, lighthouse, bundle, errors };
const json = JSON.stringify({ startedAt, machine, ...figures }, null, 2);
const file = path.join(benchDir, `bench-${startedAt.replace(/[:.]/g, '-')}.json`);
fs.mkdirSync(benchDir, { recursive: true });
for (const out of [file, path.join(benchDir, 'latest.json')]) fs.writeFileSync(out, json);
console.log(`\nFigures written to ${path.relative(siteDir, file)} and .bench/latest.json`);
// Only a complete run rewrites the committed record, so that its tables share one date.
if (selected.size === parts.length && Object.keys(errors).length === 0) {
  const info = { startedAt, node: process.version, chromium, lighthouseRuns: runs };
  await writeBenchmarks(path.join(siteDir, 'BENCHMARKS.md'), info, sections);
  console.log('Latest figures of BENCHMARKS.md rewritten');
} else console.log('BENCHMARKS.md left as it is: a complete run without failures rewrites it');
process.exitCode = Object.keys(errors).length > 0 ? 1 : 0;
