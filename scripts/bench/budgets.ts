import type { BuildFigure } from './build.ts';
import type { DevFigure } from './dev.ts';
import type { LighthouseFigure } from './lighthouse.ts';
import type { PageFigure, TryItFigure } from './pages.ts';
import { domElementsBudget, firstTryItGzipBudget, initialJsGzipBudget } from '../../lib/budgets.ts';

/**
 * The goals only the bench measures (Lighthouse, build and dev-server times); the byte and element
 * budgets are lib/budgets.ts's, which the tests hold.
 */
export const budgets = {
  /** Lighthouse mobile performance, median of the runs, per page type. */
  lighthousePerformance: {
    home: 97,
    tutorial: 97,
    'api-overview': 95,
    'api-class': 95,
    'api-function': 95,
  } as Record<string, number>,
  lighthouseOtherCategories: 100,
  coldBuildWithFasterMs: 30_000,
  /** `npm start` on a clone that has started before: the tutorials index and an API page answer. */
  warmDevStartMs: 6_000,
  /** The same, against the stock template's warm start measured in the same run. */
  warmDevStartVsTemplate: 2,
};

export interface BudgetCheck {
  budget: string;
  measured: string;
  met: boolean | null;
}

export function checkBudgets(figures: {
  builds?: BuildFigure[];
  pages?: PageFigure[];
  tryIt?: TryItFigure;
  lighthouse?: LighthouseFigure[];
  dev?: DevFigure;
}): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const page of figures.pages ?? []) {
    const jsBudget = initialJsGzipBudget[page.id];
    if (jsBudget !== undefined) {
      const budget = `${page.label}: initial JS <= ${jsBudget / 1000} kB gzip`;
      checks.push(
        page.missing
          ? { budget, measured: `page missing (HTTP ${page.status})`, met: null }
          : {
              budget,
              measured: `${(page.js.gzip / 1000).toFixed(1)} kB`,
              met: page.js.gzip <= jsBudget,
            },
      );
    }
    const domBudget = domElementsBudget[page.id];
    if (domBudget !== undefined) {
      const dom = `${page.label}: <= ${domBudget} DOM elements`;
      checks.push(
        page.missing
          ? { budget: dom, measured: 'page missing', met: null }
          : { budget: dom, measured: String(page.domElements), met: page.domElements <= domBudget },
      );
    }
  }
  if (figures.tryIt) {
    const { js, editorScriptsWithPage } = figures.tryIt;
    checks.push({
      budget: `first "Try it": <= ${firstTryItGzipBudget / 1000} kB gzip, none of it with the page`,
      measured: `${(js.gzip / 1000).toFixed(1)} kB; ${editorScriptsWithPage} with the page`,
      met: js.gzip <= firstTryItGzipBudget && editorScriptsWithPage === 0,
    });
  }
  for (const report of figures.lighthouse ?? []) {
    const goal = budgets.lighthousePerformance[report.id];
    if (goal !== undefined) {
      checks.push({
        budget: `${report.label}: Lighthouse performance >= ${goal}`,
        measured:
          report.performance === null ? (report.error ?? 'not scored') : String(report.performance),
        met: report.performance === null ? null : report.performance >= goal,
      });
    }
    const others = [report.accessibility, report.bestPractices, report.seo];
    checks.push({
      budget: `${report.label}: accessibility / best practices / SEO = ${budgets.lighthouseOtherCategories}`,
      measured: others.some((s) => s === null)
        ? (report.error ?? 'not scored')
        : others.join(' / '),
      met: others.some((s) => s === null)
        ? null
        : others.every((s) => s! >= budgets.lighthouseOtherCategories),
    });
  }
  const cold = figures.builds?.find((b) => b.bundler === 'faster' && b.cache === 'cold');
  if (cold) {
    checks.push({
      budget: `cold production build with future.faster <= ${budgets.coldBuildWithFasterMs / 1000} s`,
      measured: `${(cold.wallMs / 1000).toFixed(1)} s`,
      met: cold.wallMs <= budgets.coldBuildWithFasterMs,
    });
  }
  if (figures.dev) {
    const { warm, template } = figures.dev;
    const siteMs = Math.max(warm.firstResponseMs, warm.secondResponseMs ?? 0);
    checks.push({
      budget: `warm npm start: tutorials index and an API page <= ${budgets.warmDevStartMs / 1000} s`,
      measured: `${(siteMs / 1000).toFixed(1)} s`,
      met: siteMs <= budgets.warmDevStartMs,
    });
    const ratio = siteMs / template.warm.firstResponseMs;
    checks.push({
      budget: `warm npm start <= ${budgets.warmDevStartVsTemplate}x the template's`,
      measured: `${ratio.toFixed(2)}x`,
      met: ratio <= budgets.warmDevStartVsTemplate,
    });
  }
  return checks;
}
