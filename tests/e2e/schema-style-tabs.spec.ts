/**
 * The SDL/Code choice is the site's, not a page's: choosing Code on one tutorial shows the code of
 * every SDL/Code pair on the next page and after a reload, through Docusaurus's own tab storage.
 * (That every pair is in the one group is checked on the built HTML, tests/site/schema-style-tabs.test.ts.)
 */
import { expect, openHydrated, phoneViewport, test, waitForHydration } from './fixtures.ts';

const storageKey = 'docusaurus.tab.schema-style';

test('choosing Code is remembered across pages and reloads, and the page still fits a phone', async ({
  page,
}) => {
  await openHydrated(page, '/docs/tutorials/basic-types');
  await page.getByRole('tab', { name: 'Code' }).first().click();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), storageKey))
    .toBe('code');

  // Another page with a pair, reached through the sidebar as a reader moves on.
  await page.locator('.theme-doc-sidebar-menu a[href$="/object-types"]').click();
  await page.waitForURL(/\/object-types$/);
  const panels = page
    .locator('.tabs-container')
    .first()
    .getByRole('tabpanel', { includeHidden: true });
  const [sdl, code] = [panels.nth(0), panels.nth(1)];
  await expect(page.getByRole('tab', { name: 'Code' }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(code).toBeVisible();
  await expect(code).toContainText('new GraphQLObjectType');
  await expect(sdl).toBeHidden();

  await page.reload();
  await waitForHydration(page);
  await expect(code).toBeVisible();
  await expect(sdl).toBeHidden();

  // Only a code block may scroll sideways; the page itself fits the screen with Code shown.
  await page.setViewportSize(phoneViewport);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(phoneViewport.width);
});

test('a stored choice is shown on a tab set hydrated in place, not rebuilt', async ({ page }) => {
  await page.addInitScript((key) => {
    localStorage.setItem(key, 'code');
    const counter = window as unknown as { rebuiltTabSets: number };
    counter.rebuiltTabSets = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node instanceof Element && node.matches('.tabs-container, :has(.tabs-container)'))
            counter.rebuiltTabSets += 1;
    }).observe(document, { childList: true, subtree: true });
  }, storageKey);
  await openHydrated(page, '/docs/tutorials/object-types');
  const pair = page.locator('.tabs-container').first();
  await expect(pair.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
  await expect(pair.getByRole('tabpanel')).toContainText('new GraphQLObjectType');
  expect(
    await page.evaluate(() => (window as unknown as { rebuiltTabSets: number }).rebuiltTabSets),
    'tab sets removed from the page after it loaded',
  ).toBe(0);
});
