import { expectedTitle, siteConfig } from '../support/site-config.ts';
import { readDocPages } from '../support/tutorials.ts';
import { expect, openHydrated, test, waitForHydration } from './fixtures.ts';

test.describe('page titles', () => {
  test('every docs page is titled "<its title> | GraphQL.js"', async ({ page }) => {
    for (const tutorial of readDocPages()) {
      await page.goto(tutorial.route);
      await waitForHydration(page);
      await expect(page, tutorial.file).toHaveTitle(expectedTitle(tutorial.title));
    }
  });

  test('the API overview and the home page use the same pattern', async ({ page }) => {
    await openHydrated(page, '/api/graphql-js');
    const heading = (await page.locator('article h1').first().innerText()).trim();
    await expect(page).toHaveTitle(expectedTitle(heading));
    await openHydrated(page, '/');
    await expect(page).toHaveTitle(expectedTitle(siteConfig.tagline!));
  });
});
