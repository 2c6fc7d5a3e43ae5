import { siteConfig } from '../support/site-config.ts';
import { expect, openHydrated, test, waitForHydration, watchForProblems } from './fixtures.ts';

const pages = ['/', '/docs/tutorials/', '/api/graphql-js', '/no/such/page'];

test.describe('page health', () => {
  test('the main pages load without console errors or failed requests', async ({
    browser,
    origin,
  }) => {
    for (const pathname of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems = watchForProblems(page, origin);
      await page.goto(pathname);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // The unknown path itself is meant to answer 404 (and Chromium logs that); nothing else may.
      const expected404 = pathname.startsWith('/no/')
        ? [
            `HTTP 404: ${origin}${pathname}`,
            'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
          ]
        : [];
      const unexpected = problems.filter((p) => !expected404.includes(p));
      if (expected404.length > 0)
        expect(problems.length - unexpected.length, 'the unknown path answered 404').toBe(2);
      expect(unexpected, pathname).toEqual([]);
      await context.close();
    }
  });

  test('the favicon and the navbar logo are served', async ({ page, request }) => {
    await openHydrated(page, '/');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe(`/${siteConfig.favicon}`);
    for (const asset of [
      icon!,
      await page.locator('.navbar__logo img').first().getAttribute('src'),
    ]) {
      const response = await request.get(asset!);
      expect(response.status(), asset!).toBe(200);
      expect(response.headers()['content-type'] ?? '', asset!).toMatch(/image\/svg\+xml/);
    }
  });
});
