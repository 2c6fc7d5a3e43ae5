/**
 * A tab choice the reader leaves behind, on the fixture pages
 * /__fixtures__/tabs-first and tabs-second (two tab groups sharing a groupId).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openHydrated, test, waitForHydration } from './fixtures.ts';

const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('tab group choice', () => {
  const groupId = 'package-manager';
  const storageKey = `docusaurus.tab.${groupId}`;
  const selectedTab = (page: Page): Locator => page.locator('[role="tab"][aria-selected="true"]');

  test(`is stored under ${storageKey} and shown again across pages and reloads`, async ({
    page,
  }) => {
    await openHydrated(page, '/__fixtures__/tabs-first');
    const defaultChoice = await selectedTab(page).innerText();
    const otherTab = page.locator('[role="tab"][aria-selected="false"]').first();
    const chosen = await otherTab.innerText();
    expect(chosen).not.toBe(defaultChoice);
    await otherTab.click();
    await expect.poll(() => storageItem(page, storageKey)).not.toBeNull();
    const stored = await storageItem(page, storageKey);

    // Another page with the same group, reached through an in-site link.
    await page.getByRole('link', { name: 'The second tabs page' }).click();
    await page.waitForURL(/tabs-second$/);
    await expect(page.locator('[role="tab"]').first()).toBeVisible();
    await expect(selectedTab(page), 'the choice carries over to another page').toHaveText(chosen);

    await page.reload();
    await waitForHydration(page);
    await expect(selectedTab(page)).toHaveText(chosen);
    expect(await storageItem(page, storageKey), 'the stored choice is unchanged').toBe(stored);
  });
});
