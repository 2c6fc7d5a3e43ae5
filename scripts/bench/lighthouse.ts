import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../lib/chromium.ts';
import { freePort } from '../../lib/server.ts';
import { serveStatic } from '../static-server.ts';
import { benchDir } from './commands.ts';
import type { Page } from './pages.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Category scores 0-100 (null: not scored), total blocking time and LCP. */
function figure(page: Page, { categories: scores, audits, runtimeError }: Result) {
  const [performance, accessibility, bestPractices, seo] = categories.map((id) => {
    const score = scores[id]?.score;
    return score == null ? null : Math.round(score * 100);
  });
  const tbtMs = audits['total-blocking-time']?.numericValue;
  const lcpMs = audits['largest-contentful-paint']?.numericValue;
  const error = runtimeError?.message;
  return { ...page, performance, accessibility, bestPractices, seo, tbtMs, lcpMs, error };
}

/**
 * Lighthouse's default (mobile, simulated throttling) `runs` times on each page of the build
 * served with gzip. Lighthouse's own median run is kept, its HTML report in .bench/lighthouse/.
 */
export async function benchLighthouse(
  buildDir: string,
  pages: readonly Page[],
  runs: number,
  site: string,
) {
  const reports = path.join(benchDir, 'lighthouse', site);
  fs.mkdirSync(reports, { recursive: true });
  const server = await serveStatic(buildDir);
  const port = await freePort();
  const args = [...chromiumArgs, `--remote-debugging-port=${port}`];
  const flags = { port, logLevel: 'error', onlyCategories: categories, output: 'html' } as const;
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const figures = [];
    for (const page of pages) {
      // Lighthouse scores no document served with an error status: the not-found page is
      // scored at /404.html, served with 200.
      const url = server.url(page.status === 404 ? '/404.html' : page.path);
      const results = [];
      for (let run = 0; run < runs; run++) results.push((await lighthouse(url, flags))!);
      // A page Lighthouse could not load has no FCP, and so no median.
      const valid = filterToValidRuns(results.map((result) => result.lhr));
      const lhr = valid.length > 0 ? computeMedianRun(valid) : results[0].lhr;
      const report = results.find((result) => result.lhr === lhr)!.report;
      fs.writeFileSync(path.join(reports, `${page.id}.html`), String(report));
      figures.push(figure(page, lhr));
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}
