import { expectedTitle } from '../support/site-config.ts';
import { expect, test, waitForHydration, watchForProblems } from './fixtures.ts';

test.describe('not-found page', () => {
  test('answers an unknown path with 404 and a "Page Not Found" page inside the site layout, with nothing else failing', async ({
    page,
    origin,
  }) => {
    const problems = watchForProblems(page, origin);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // The page itself answers 404, which Chromium also logs; nothing else may fail.
    expect(problems).toEqual([
      `HTTP 404: ${origin}/no/such/page`,
      'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await expect(page.locator('main h1')).toHaveText('Page Not Found');
    await expect(page).toHaveTitle(expectedTitle('Page Not Found'));
    await expect(
      page.locator('nav.navbar .navbar__brand'),
      'the navbar is there to find a way back',
    ).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();
  });
});
