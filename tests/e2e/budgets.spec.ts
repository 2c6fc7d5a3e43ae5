import type { BrowserContext } from '@playwright/test';
import { weighPage, type PageWeight } from '../../lib/initial-assets.ts';
import { measuredPageTypes } from '../../lib/page-types.ts';
import { expect, test } from './fixtures.ts';

// The goal for the initial JavaScript of a page is in scripts/bench/budgets.ts.
// React DOM and the route table sit in every page's main bundle (BENCHMARKS.md,
// "Budgets and where they stand"); code is highlighted at build time, so no highlighter is
// loaded, but each page's content chunk carries its blocks' highlighted HTML. Docs
// version routes and the API's global data are slimmed (plugins/slim-docs-metadata).
// This test holds each page type to its measured size plus a few KB, so any
// growth fails; `npm run bench` reports the figures against the goals.
// KB = 1,000 bytes.
const initialJsGzipBudget: Record<string, number> = {
  home: 164_000,
  tutorial: 194_000,
  'api-overview': 205_000,
  'api-class': 192_000,
  'api-function': 184_000,
  'not-found': 158_000,
};
// The class page with the most members and examples: every member's declaration and
// every example is a highlighted block whose tokens are in the DOM. BENCHMARKS.md
// says how it fits (declarations without buttons, operators unstyled, lists for parameters).
const schemaPageDomBudget = 1_495;
// The overview names every export with a summary each and shows the type
// aliases' declarations: held at its measured size plus a little, so growth fails.
// The goal (scripts/bench/budgets.ts) and the floor an experiment found: BENCHMARKS.md.
const overviewDomBudget = 2_830;

test.describe('page weight budgets', () => {
  // Measured once per path and worker: the two API pages serve two tests each.
  const weights = new Map<string, PageWeight>();

  async function weigh(
    context: BrowserContext,
    baseURL: string,
    path: string,
    expectedStatus: number,
  ): Promise<PageWeight> {
    let weight = weights.get(path);
    if (!weight) {
      weight = await weighPage(context, new URL(path, baseURL).href);
      weights.set(path, weight);
    }
    expect(
      weight.status,
      `${path} is served with HTTP ${weight.status}: the page is missing from the build`,
    ).toBe(expectedStatus);
    return weight;
  }

  for (const type of measuredPageTypes) {
    const budget = initialJsGzipBudget[type.id];
    test(`${type.label} (${type.path}) loads at most ${budget / 1000} kB of JavaScript (gzip) on first visit`, async ({
      context,
      baseURL,
    }) => {
      expect(budget, `no budget for page type ${type.id}`).toBeTruthy();
      const { js } = await weigh(context, baseURL!, type.path, type.status);
      expect(js.files, 'no script was requested: the measurement is broken').toBeGreaterThan(0);
      expect(
        js.gzip,
        `${js.gzip} bytes gzip in ${js.files} scripts exceed the budget of ${budget}:\n${js.urls.join('\n')}`,
      ).toBeLessThanOrEqual(budget);
    });
  }

  for (const [id, budget] of [
    ['api-class', schemaPageDomBudget],
    ['api-overview', overviewDomBudget],
  ] as const) {
    const type = measuredPageTypes.find((candidate) => candidate.id === id)!;
    test(`${type.label} (${type.path}) has at most ${budget} DOM elements`, async ({
      context,
      baseURL,
    }) => {
      const { domElements } = await weigh(context, baseURL!, type.path, type.status);
      expect(
        domElements,
        `${domElements} elements exceed the budget of ${budget}`,
      ).toBeLessThanOrEqual(budget);
    });
  }
});
