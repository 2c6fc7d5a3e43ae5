/**
 * The byte and element budgets of the site's pages, in one place: tests/e2e/budgets.spec.ts and
 * tests/e2e/try-it.spec.ts hold the build to them, and `npm run bench` reports its figures against
 * them. Each page type's budget is its measured size plus a little, so that any growth fails and
 * is either undone or accepted here, in review. KB = 1,000 bytes.
 */

/** The JavaScript (gzip) a first visit loads before the reader does anything, by page type id (lib/page-types.ts). */
export const initialJsGzipBudget: Record<string, number> = {
  home: 164_000,
  tutorial: 194_000,
  'api-overview': 205_000,
  'api-class': 192_000,
  'api-function': 184_000,
  'not-found': 158_000,
};

/**
 * DOM elements of the heaviest API pages: the class page with the most members and examples (each
 * declaration and example a highlighted block), and the overview, which names every export.
 */
export const domElementsBudget: Record<string, number> = {
  'api-class': 1_495,
  'api-overview': 2_830,
};

/** Everything the first "Try it" of a page fetches: the editor, graphql, the samples, the worker. */
export const firstTryItGzipBudget = 250_000;
