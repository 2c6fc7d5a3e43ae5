import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../../lib/chromium.ts';
import { siteDir } from '../../lib/paths.ts';
import { measuredPageTypes } from '../../lib/page-types.ts';
import { serveStatic } from '../static-server.ts';
import { runMeasured, withLock } from './process.ts';

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
const unscored = {
  performance: null,
  accessibility: null,
  bestPractices: null,
  seo: null,
  lcpMs: null,
  tbtMs: null,
  failedAudits: [],
};

/** The part of a Lighthouse report (LHR) the bench reads. */
interface Report {
  runtimeError?: { message: string };
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<string, { score: number | null; numericValue?: number } | undefined>;
}

/**
 * Lighthouse's CLI in its own plain-node process: under tsx, the functions
 * Lighthouse sends to the page would carry tsx's helpers and fail there.
 */
async function runLighthouse(url: string, reportFile: string): Promise<Report> {
  fs.rmSync(reportFile, { force: true });
  const run = await runMeasured(
    path.join(siteDir, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${reportFile}`,
      `--only-categories=${categories.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
      '--quiet',
    ],
    { cwd: siteDir, env: { CHROME_PATH: process.env.CHROME_PATH ?? chromiumPath } },
  );
  // A page it cannot score (a 404, say) still gets a report, with runtimeError set.
  if (!fs.existsSync(reportFile))
    throw new Error(`lighthouse ${url} exited with ${run.exitCode}:\n${run.output.slice(-3000)}`);
  return JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report;
}

/**
 * Lighthouse's default (mobile: Moto G Power viewport, simulated slow 4G and
 * 4x CPU slowdown) against the build served with gzip. Each report's JSON is
 * kept in `reportDir` to dig into.
 */
export async function benchLighthouse(
  buildDir: string,
  reportDir: string,
  runs = 1,
  pages: readonly { id: string; label: string; path: string; status: number }[] = measuredPageTypes,
): Promise<LighthouseFigure[]> {
  fs.mkdirSync(reportDir, { recursive: true });
  const site = await serveStatic(buildDir);
  try {
    // Lighthouse reads the CPU's speed: keep other builds off the cores meanwhile.
    return await withLock(async () => {
      const figures: LighthouseFigure[] = [];
      for (const type of pages) {
        // Lighthouse refuses to score a document served with an error status, so
        // the not-found page is audited at /404.html, the same page served with 200.
        const auditedPath = type.status === 404 ? '/404.html' : type.path;
        const status = (await fetch(site.url(auditedPath), { method: 'HEAD' })).status;
        if (status !== 200) {
          figures.push({
            id: type.id,
            label: type.label,
            path: type.path,
            ...unscored,
            error: `page missing (HTTP ${status})`,
          });
          continue;
        }
        const results: LighthouseFigure[] = [];
        for (let run = 0; run < runs; run++) {
          const lhr = await runLighthouse(
            site.url(auditedPath),
            path.join(reportDir, `${type.id}${runs > 1 ? `-${run + 1}` : ''}.json`),
          );
          const score = (id: string) =>
            lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score! * 100);
          const failedAudits = categories
            .filter((id) => id !== 'performance')
            .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => {
              const score = lhr.audits[ref.id]?.score;
              return ref.weight > 0 && score != null && score < 1;
            })
            .map((ref) => ref.id);
          results.push({
            id: type.id,
            label: type.label,
            path: auditedPath,
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
    await site.close();
  }
}
