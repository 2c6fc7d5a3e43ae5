import { expectedTitle } from '../support/site-config.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

test.describe('not-found page', () => {
  test('answers an unknown path with 404 and a "Page Not Found" page inside the site layout', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText('Page Not Found');
    await expect(page).toHaveTitle(expectedTitle('Page Not Found'));
    await expect(
      page.locator('nav.navbar .navbar__brand'),
      'the navbar is there to find a way back',
    ).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();
  });
});
