/**
 * State the reader leaves behind: sidebar categories across pages and the preferred docs version
 * in storage. (The colour mode, across reloads and tabs, is in colour-mode.spec.ts; tab choices
 * are in remembered-state.fixtures.spec.ts, on fixture pages, and in
 * schema-style-tabs.spec.ts, the SDL/Code choice on the tutorials; announcement-bar
 * dismissal is covered with the site shell's tests.)
 */
import type { Page } from '@playwright/test';
import sidebars from '../../sidebars.ts';
import { siteConfig as config } from '../support/site-config.ts';
import { expect, openHydrated, test, waitForHydration } from './fixtures.ts';

const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('sidebar category', () => {
  type Category = { type: 'category'; label: string };
  const tutorialSidebar = sidebars.tutorialSidebar as (string | { type: string })[];
  const category = tutorialSidebar.find(
    (item): item is Category => typeof item === 'object' && item.type === 'category',
  );
  // Pages of the sidebar outside the category, so that being on them never opens it by itself.
  const pagesOutside = tutorialSidebar.filter((item): item is string => typeof item === 'string');

  test('toggles, and stays as the reader left it while moving between pages of the sidebar', async ({
    page,
  }) => {
    expect(category, 'sidebars.ts has a category in tutorialSidebar').toBeTruthy();
    expect(
      pagesOutside.length,
      'the sidebar has at least three pages outside the category',
    ).toBeGreaterThanOrEqual(3);
    await openHydrated(page, '/docs/tutorials/');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const toggle = sidebar.locator('a.menu__link--sublist', { hasText: category!.label });
    const goToSidebarPage = async (docId: string) => {
      const link = sidebar
        .locator(`a.menu__link[href$="/${docId.replace(/\/index$/, '/')}"]`)
        .first();
      await link.click();
      await page.waitForURL((url) => url.pathname.endsWith(docId.replace(/\/index$/, '/')));
      await expect(page.locator('article h1')).toBeVisible();
    };
    const firstState = (await toggle.getAttribute('aria-expanded')) === 'true';
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', String(!firstState));

    await goToSidebarPage(pagesOutside[1]!);
    await expect(toggle, 'kept after one page').toHaveAttribute(
      'aria-expanded',
      String(!firstState),
    );
    await goToSidebarPage(pagesOutside[2]!);
    await expect(toggle, 'kept after another page').toHaveAttribute(
      'aria-expanded',
      String(!firstState),
    );

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', String(firstState));
    await goToSidebarPage(pagesOutside[1]!);
    await expect(toggle, 'toggled back and kept').toHaveAttribute(
      'aria-expanded',
      String(firstState),
    );
  });
});

test.describe('preferred docs version', () => {
  const docsVersions = (
    config.presets?.[0] as [string, { docs: { versions: Record<string, { label: string }> } }]
  )[1].docs.versions;
  const [versionName, { label }] = Object.entries(docsVersions)[0]!;
  // The preset's docs plugin has the default plugin id.
  const storageKey = 'docs-preferred-version-default';

  test(`is stored under ${storageKey} when chosen in the versions dropdown`, async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/basic-types');
    expect(await storageItem(page, storageKey), 'nothing stored before a choice').toBeNull();
    // The versions dropdown opens on hover; its item for the version stores the choice.
    const dropdown = page
      .locator('.navbar__items--right .dropdown')
      .filter({ has: page.locator('.dropdown__menu a', { hasText: label }) });
    await dropdown.hover();
    await dropdown
      .locator('.dropdown__menu')
      .getByRole('link', { name: label, exact: true })
      .click();
    await expect.poll(() => storageItem(page, storageKey)).toBe(versionName);
    await page.reload();
    await waitForHydration(page);
    expect(await storageItem(page, storageKey), 'kept after a reload').toBe(versionName);
  });
});
