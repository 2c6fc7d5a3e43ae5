import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../../tests/support/browser.ts';
import { pageTypes } from '../../tests/support/page-types.ts';
import { serveStatic } from '../static-server.ts';
import { withLock } from './process.ts';

export interface LighthouseFigure {
  id: string;
  label: string;
  path: string;
  /** category scores 0-100; null when Lighthouse could not score the page */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /** Lighthouse's own problem report, e.g. a 404 status or a missing page */
  error?: string;
  /** audits that lost points outside performance, for finding what to fix */
  failedAudits: string[];
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse's default (mobile: Moto G Power viewport, simulated slow 4G and
 * 4x CPU slowdown) against the build served with gzip. Each report's JSON is
 * kept in `reportDir` to dig into.
 */
export async function benchLighthouse(buildDir: string, reportDir: string, runs = 1): Promise<LighthouseFigure[]> {
  fs.mkdirSync(reportDir, { recursive: true });
  const site = await serveStatic(buildDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    // Lighthouse reads the CPU's speed: keep other builds off the cores meanwhile.
    return await withLock(async () => {
      const figures: LighthouseFigure[] = [];
      for (const type of pageTypes) {
        const results: LighthouseFigure[] = [];
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(site.url(type.path), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
          if (!result) throw new Error(`lighthouse returned nothing for ${type.path}`);
          const { lhr } = result;
          fs.writeFileSync(path.join(reportDir, `${type.id}${runs > 1 ? `-${run + 1}` : ''}.json`), JSON.stringify(lhr));
          const score = (id: string) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score! * 100));
          const failedAudits = categories
            .filter((id) => id !== 'performance')
            .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score! < 1)
            .map((ref) => ref.id);
          results.push({
            id: type.id,
            label: type.label,
            path: type.path,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
            tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
            error: lhr.runtimeError?.message,
            failedAudits: [...new Set(failedAudits)],
          });
        }
        // The median run by performance, as Lighthouse's docs advise for several runs.
        results.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
        figures.push(results[Math.floor(results.length / 2)]);
      }
      return figures;
    });
  } finally {
    chrome.kill();
    await site.close();
  }
}
