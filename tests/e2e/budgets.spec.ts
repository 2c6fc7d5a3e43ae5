import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser.ts';
import { weighPage, type PageWeight } from '../support/initial-assets.ts';
import { measuredPageTypes } from '../support/page-types.ts';
import { serveBuild, type ServedSite } from '../support/server.ts';

// Issue 6 sets a goal of 170 KB gzip of initial JavaScript per page. The site
// does not reach it: React DOM (~65 KB) and the route table of ~375 routes sit
// in every page's main bundle (README, "Performance"). Prism (~30 KB) is not in
// it: it loads when a code block comes into view (src/theme/CodeBlock/Content),
// so pages with a block in the first screen (home, API pages) still count it,
// loaded after hydration. The search bar is fetched and run on first use.
// This test holds each page type to its measured floor plus a few KB, so any
// growth fails; `npm run bench` reports the figures against the 170 KB goal.
// KB = 1,000 bytes.
const initialJsGzipBudget: Record<string, number> = {
  home: 197_000,
  tutorial: 188_000,
  'api-overview': 251_000,
  'api-class': 233_000,
  'api-function': 229_000,
  'not-found': 162_000,
};
const schemaPageDomBudget = 1_500;

describe('page weight budgets', () => {
  let site: ServedSite;
  let browser: Browser;
  const weights = new Map<string, PageWeight>();

  before(async () => {
    site = await serveBuild();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  async function weigh(path: string, expectedStatus: number): Promise<PageWeight> {
    let weight = weights.get(path);
    if (!weight) {
      const context = await newContext(browser);
      try {
        weight = await weighPage(context, site.url(path));
      } finally {
        await context.close();
      }
      weights.set(path, weight);
    }
    assert.equal(weight.status, expectedStatus, `${path} is served with HTTP ${weight.status}: the page is missing from the build`);
    return weight;
  }

  for (const type of measuredPageTypes) {
    const budget = initialJsGzipBudget[type.id];
    it(`${type.label} (${type.path}) loads at most ${budget / 1000} kB of JavaScript (gzip) on first visit`, async () => {
      assert.ok(budget, `no budget for page type ${type.id}`);
      const { js } = await weigh(type.path, type.status);
      assert.ok(js.files > 0, 'no script was requested: the measurement is broken');
      assert.ok(
        js.gzip <= budget,
        `${js.gzip} bytes gzip in ${js.files} scripts exceed the budget of ${budget}:\n${js.urls.join('\n')}`,
      );
    });
  }

  const schemaPage = measuredPageTypes.find((type) => type.id === 'api-class')!;
  it(`the GraphQLSchema page has at most ${schemaPageDomBudget} DOM elements`, async () => {
    const { domElements } = await weigh(schemaPage.path, schemaPage.status);
    assert.ok(domElements <= schemaPageDomBudget, `${domElements} elements exceed the budget of ${schemaPageDomBudget}`);
  });

});
