import type { Page } from '@playwright/test';
import { expect, openHydrated, phoneViewport, test } from './fixtures.ts';

// The mobile/desktop breakpoint: wider than this is desktop.
const breakpoint = 996;
const nextFrame = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

test.describe('mobile menu', () => {
  test('opens on a phone, with a back-to-main-menu button that leads to the navbar items', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/tutorials/');
    await expect(
      page.locator('.theme-layout-navbar-left a.navbar__link').first(),
      'items are folded away',
    ).toBeHidden();
    await page.locator('button.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page the menu first shows the tutorials' sidebar.
    await expect(sidebar.locator('a.menu__link[href="/docs/tutorials/"]').first()).toBeVisible();
    const back = sidebar.getByRole('button', { name: /back to main menu/i });
    await back.click();
    for (const label of ['Tutorial', 'API', 'GitHub']) {
      await expect(sidebar.locator('.menu__link', { hasText: label }).first()).toBeVisible();
    }
  });

  test(`closes itself when the window grows past ${breakpoint} px`, async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/');
    const navbar = page.locator('nav.navbar');
    await page.locator('button.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(navbar).toContainClass('navbar-sidebar--show');

    await page.setViewportSize({ width: breakpoint, height: phoneViewport.height });
    await nextFrame(page);
    expect(
      await navbar.evaluate((el) => el.classList.contains('navbar-sidebar--show')),
      `still open at exactly ${breakpoint} px`,
    ).toBe(true);

    await page.setViewportSize({ width: breakpoint + 1, height: phoneViewport.height });
    await expect(navbar).not.toContainClass('navbar-sidebar--show');
  });
});
