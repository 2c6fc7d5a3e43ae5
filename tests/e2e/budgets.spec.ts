import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser.ts';
import { weighPage, type PageWeight } from '../support/initial-assets.ts';
import { pageTypes } from '../support/page-types.ts';
import { serveBuild, type ServedSite } from '../support/server.ts';

// Budgets from issue 6. "170 KB" is read as 170,000 bytes, the stricter reading.
const initialJsGzipBudget = 170_000;
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

  for (const type of pageTypes) {
    it(`${type.label} (${type.path}) loads at most ${initialJsGzipBudget / 1000} kB of JavaScript (gzip) on first visit`, async () => {
      const { js } = await weigh(type.path, type.status);
      assert.ok(js.files > 0, 'no script was requested: the measurement is broken');
      assert.ok(
        js.gzip <= initialJsGzipBudget,
        `${js.gzip} bytes gzip in ${js.files} scripts exceed the budget of ${initialJsGzipBudget}:\n${js.urls.join('\n')}`,
      );
    });
  }

  const schemaPage = pageTypes.find((type) => type.id === 'api-class')!;
  it(`the GraphQLSchema page has at most ${schemaPageDomBudget} DOM elements`, async () => {
    const { domElements } = await weigh(schemaPage.path, schemaPage.status);
    assert.ok(domElements <= schemaPageDomBudget, `${domElements} elements exceed the budget of ${schemaPageDomBudget}`);
  });

});
