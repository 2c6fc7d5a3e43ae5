import { themeConfig } from '../support/site-config.ts';
import { colourModeToggle, expect, openHydrated, test, waitForHydration } from './fixtures.ts';

test.describe('colour mode', () => {
  test.describe(() => {
    test.use({ colorScheme: 'dark' });

    test('is light by default even when the browser prefers dark', async ({ page }) => {
      expect(themeConfig.colorMode!.defaultMode).toBe('light');
      await openHydrated(page, '/');
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        true,
      );
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });
  });

  test('flips with the toggle, is saved as `theme` and survives a reload', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/');
    const html = page.locator('html');
    await page.locator(colourModeToggle).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.locator(colourModeToggle).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('is followed by another open tab', async ({ page: first, context }) => {
    await openHydrated(first, '/');
    const second = await context.newPage();
    await openHydrated(second, '/docs/tutorials/');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
    await first.locator(colourModeToggle).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
