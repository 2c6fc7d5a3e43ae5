import type { BrowserContext } from '@playwright/test';
import { weighPage, type PageWeight } from '../../lib/initial-assets.ts';
import {
  componentsRenderedAfterHydrationBudget,
  domElementsBudget,
  initialJsGzipBudget,
} from '../../lib/budgets.ts';
import { weighedPageTypes } from '../../lib/page-types.ts';
import { countReactCommits, renderedPerCommit } from '../support/react-commits.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// The budgets (lib/budgets.ts) hold each page type to its measured size plus a little, so any
// growth fails. React DOM and the route table sit in every page's main bundle; code is highlighted
// at build time, so no highlighter is loaded, but each page's content chunk carries its blocks'
// highlighted HTML; docs version routes and the API's global data are slimmed
// (plugins/slim-docs-metadata). `npm run bench` reports the figures against the same budgets.

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

  for (const type of weighedPageTypes) {
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

  for (const [id, budget] of Object.entries(domElementsBudget)) {
    const type = weighedPageTypes.find((candidate) => candidate.id === id)!;
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

  for (const [id, budget] of Object.entries(componentsRenderedAfterHydrationBudget)) {
    const type = weighedPageTypes.find((candidate) => candidate.id === id)!;
    test(`${type.label} (${type.path}) renders at most ${budget} components again once hydrated`, async ({
      page,
    }) => {
      await countReactCommits(page);
      await page.goto(type.path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      // What the hydration's effects set off is rendered in tasks React schedules right after them.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      const [hydration = 0, ...after] = await renderedPerCommit(page);
      expect(hydration, 'the hydration rendered the whole page: the count works').toBeGreaterThan(
        500,
      );
      const again = after.reduce((sum, count) => sum + count, 0);
      expect(
        again,
        `${again} components rendered in the commits after the hydration's (${after.join(', ')})`,
      ).toBeLessThanOrEqual(budget);
    });
  }
});
