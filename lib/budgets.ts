/**
 * Every budget of the site, in one place: tests/e2e/budgets.spec.ts and tests/e2e/try-it.spec.ts
 * hold the build to the byte, element and render-count budgets, and `npm run bench` reports its
 * figures against all but the render counts (the Lighthouse, build and dev-server ones only it
 * measures). Each page type's byte
 * budget is its measured size plus a little, so that any growth fails and is either undone or
 * accepted here, in review. KB = 1,000 bytes.
 */

/** The JavaScript (gzip) a first visit loads before the reader does anything, by page type id (lib/page-types.ts). */
export const initialJsGzipBudget: Record<string, number> = {
  home: 149_600,
  tutorial: 167_900,
  guide: 168_900,
  upgrade: 169_100,
  'api-overview': 174_500,
  'api-class': 171_700,
  'api-function': 170_400,
  'not-found': 144_400,
};

/**
 * DOM elements of the heaviest pages: the heaviest guide (the longest docs page), the class page
 * with the most members and examples (each declaration and example a highlighted block), and the
 * overview, which names every export.
 */
export const domElementsBudget: Record<string, number> = {
  guide: 1_930,
  'api-class': 1_495,
  'api-overview': 2_830,
};

/**
 * Components React renders again after hydrating a page, in the commits that follow the
 * hydration's: what the hydration's effects set off (the colour mode, the announcement bar and
 * the docs' preferred version read storage, `useIsBrowser` turns true, DocItem/Layout learns the
 * window's size; src/components/layout-part.ts keeps the layout's parts out of it). Each is work
 * in the task after hydration, on a phone while the reader may already be scrolling.
 */
export const componentsRenderedAfterHydrationBudget: Record<string, number> = {
  tutorial: 55,
  'api-class': 92,
};

/** Everything the first "Try it" of a page fetches: the editor, graphql, the samples, the worker. */
export const firstTryItGzipBudget = 250_000;

/** Lighthouse mobile performance (simulated throttling), the median run, by page type id. */
export const lighthousePerformanceBudget: Record<string, number> = {
  home: 97,
  tutorial: 97,
  'api-overview': 95,
  'api-class': 95,
  'api-function': 95,
};

/** Lighthouse accessibility, best practices and SEO, on every page the bench scores. */
export const lighthouseOtherCategoriesBudget = 100;

/** A production build after `docusaurus clear`, as a fresh clone's first, with future.faster. */
export const coldBuildMsBudget = 30_000;

/** `npm start` on a checkout that has started before, until the tutorials index and an API page answer… */
export const warmDevStartMsBudget = 6_000;
/** …and as a multiple of the stock template's warm start in the same run. */
export const warmDevStartVsTemplateBudget = 2;
