import { siteConfig } from '../support/site-config.ts';
import { expect, openHydrated, test } from './fixtures.ts';

// Console errors and failed requests on every page: sitemap-sweep.spec.ts; the 404 page: not-found.spec.ts.
test.describe('page health', () => {
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
