import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../lib/chromium.ts';
import { freePort } from '../../lib/server.ts';
import { serveStatic } from '../static-server.ts';
import { cpuSlowdownFor, median } from './cpu-slowdown.ts';
import { benchDir } from './commands.ts';
import type { Page } from './pages.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's benchmark index of the computer as it is now, measured in a tab of `browser` as Lighthouse measures it. */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}

/**
 * Category scores 0-100 (null: not scored), total blocking time and LCP, and the benchmark index
 * and CPU slowdown of the run.
 */
function figure(
  page: Page,
  { categories: scores, audits, runtimeError, environment, configSettings }: Result,
) {
  const [performance, accessibility, bestPractices, seo] = categories.map((id) => {
    const score = scores[id]?.score;
    return score == null ? null : Math.round(score * 100);
  });
  const tbtMs = audits['total-blocking-time']?.numericValue;
  const lcpMs = audits['largest-contentful-paint']?.numericValue;
  const error = runtimeError?.message;
  const { benchmarkIndex } = environment;
  const { cpuSlowdownMultiplier } = configSettings.throttling;
  return {
    ...page,
    performance,
    accessibility,
    bestPractices,
    seo,
    tbtMs,
    lcpMs,
    benchmarkIndex,
    cpuSlowdownMultiplier,
    error,
  };
}

/** One site's pages to score: its build folder, served with gzip, and the name its reports go under. */
export interface LighthouseSite {
  name: string;
  buildDir: string;
  pages: readonly Page[];
}

/**
 * Lighthouse's default (mobile, simulated throttling) `runs` times on each page of each site, with
 * the CPU slowdown calibrated to the computer before each run.
 * The runs go round every page of every site in turn, so that a slower minute of the computer
 * falls on one run of each page, the template's as much as the site's, and the median of each
 * page leaves it out, where running one page's runs back to back let it move that page's median.
 * Lighthouse's own median run is kept, its HTML report in .bench/lighthouse/<site>/.
 */
export async function benchLighthouse(sites: readonly LighthouseSite[], runs: number) {
  const port = await freePort();
  const args = [...chromiumArgs, `--remote-debugging-port=${port}`];
  const flags = { port, logLevel: 'error', onlyCategories: categories, output: 'html' } as const;
  const servers = await Promise.all(sites.map((site) => serveStatic(site.buildDir)));
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const results = sites.map((site) => site.pages.map((): RunnerResult[] => []));
    const speeds: number[] = [];
    for (let warmUp = 0; warmUp < 3; warmUp++) speeds.push(await benchmarkIndex(browser));
    for (let run = 0; run < runs; run++) {
      for (const [s, site] of sites.entries()) {
        for (const [p, page] of site.pages.entries()) {
          // Lighthouse scores no document served with an error status: the not-found page is
          // scored at /404.html, served with 200.
          const url = servers[s]!.url(page.status === 404 ? '/404.html' : page.path);
          // Each run is throttled for the computer's speed as measured so far (cpuSlowdownFor): the
          // median of every measure of this part, as one measure takes a second and a shared
          // computer's second is a noisy sample, while the median still follows a slower hour.
          speeds.push(await benchmarkIndex(browser));
          const throttling = { cpuSlowdownMultiplier: cpuSlowdownFor(median(speeds)) };
          results[s]![p]!.push((await lighthouse(url, { ...flags, throttling }))!);
        }
      }
    }
    return Object.fromEntries(
      sites.map((site, s) => {
        const reports = path.join(benchDir, 'lighthouse', site.name);
        fs.mkdirSync(reports, { recursive: true });
        const figures = site.pages.map((page, p) => {
          const pageResults = results[s]![p]!;
          // A page Lighthouse could not load has no FCP, and so no median.
          const valid = filterToValidRuns(pageResults.map((result) => result.lhr));
          const lhr = valid.length > 0 ? computeMedianRun(valid) : pageResults[0]!.lhr;
          const report = pageResults.find((result) => result.lhr === lhr)!.report;
          fs.writeFileSync(path.join(reports, `${page.id}.html`), String(report));
          return figure(page, lhr);
        });
        return [site.name, figures];
      }),
    );
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}
