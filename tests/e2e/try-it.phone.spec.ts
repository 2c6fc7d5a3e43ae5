/** Try it on a phone (390 px): the editor fits, only code scrolls sideways. */
import { expect, openHydrated, test } from './fixtures.ts';

test('the try-it editor and its result fit a 390 px screen', async ({ page }) => {
  await openHydrated(page, '/docs/tutorials/passing-arguments');
  const block = page.locator('[data-try-it]').first();
  await block.getByRole('button', { name: 'Try it' }).click();
  await expect(block.getByRole('textbox', { name: 'Operation' })).toBeFocused();
  await block.getByRole('button', { name: 'Run' }).click();
  await expect(block.getByRole('region', { name: 'Result' })).toContainText('Done');
  const widths = await page.evaluate(() => ({
    viewport: window.innerWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.page, 'the page does not scroll sideways').toBeLessThanOrEqual(widths.viewport);
  for (const control of ['Run', 'Reset', 'Copy link'])
    await expect(block.getByRole('button', { name: control })).toBeInViewport();
});
