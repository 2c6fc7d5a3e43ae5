import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSession } from '../support/session.ts';
import { waitForHydration } from '../support/pages.ts';
import { expectedTitle, siteConfig } from '../support/site-config.ts';
import { readTutorials } from '../support/tutorials.ts';

/** The title settles once React has hydrated; a wrong one still fails the assertion after. */
async function waitForTitle(page: Page, title: string): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction((t) => document.title === t, title, { timeout: 5_000 }).catch(() => undefined);
}

describe('page titles', () => {
  const sut = browserSession();

  it('every tutorial is titled "<its title> | GraphQL.js"', async () => {
    const context = await sut.browser.newContext();
    const page = await context.newPage();
    for (const tutorial of readTutorials()) {
      await page.goto(sut.site.url(tutorial.route));
      await waitForTitle(page, expectedTitle(tutorial.title));
      assert.equal(await page.title(), expectedTitle(tutorial.title), tutorial.file);
    }
    await context.close();
  });

  it('the API overview and the home page use the same pattern', async () => {
    const page = await sut.open('/api/graphql-js');
    const heading = (await page.locator('article h1').first().innerText()).trim();
    await waitForTitle(page, expectedTitle(heading));
    assert.equal(await page.title(), expectedTitle(heading));
    await page.goto(sut.site.url('/'));
    await waitForTitle(page, expectedTitle(siteConfig.tagline!));
    assert.equal(await page.title(), expectedTitle(siteConfig.tagline!));
    await page.context().close();
  });
});
