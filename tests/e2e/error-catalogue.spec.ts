/**
 * What a reader sees when something goes wrong: a build served
 * under the wrong base URL, and the crashing fixture page kept out of the real
 * build. (The crashing page itself is in error-catalogue.fixtures.spec.ts, a page
 * whose code fails to load in page-loading.fixtures.spec.ts; build-time developer
 * errors in tests/build/.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildDir } from '../../lib/paths.ts';
import { servedFile } from '../../lib/server.ts';
import { siteConfig as config } from '../support/site-config.ts';
import { expect, openHydrated, test } from './fixtures.ts';

test.describe('a page that crashes', () => {
  test('exists only in the test build', async ({ request }) => {
    const response = await request.get('/__fixtures__/crash');
    expect(response.status()).toBe(404);
    expect(fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8')).not.toContain(
      '__fixtures__',
    );
  });
});

test.describe('the build served under the wrong base URL', () => {
  const wrongBase = '/graphql-docs/';

  /**
   * Answers every request of `page` to a made-up host from the build, untouched,
   * as if it were copied one folder down to `wrongBase`: anything outside that
   * folder (where the build's assets are linked) is 404.
   */
  async function serveBuildOneFolderDown(page: Page): Promise<string> {
    const origin = 'http://misplaced.test';
    await page.route(`${origin}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      const file = pathname.startsWith(wrongBase)
        ? servedFile(buildDir, pathname.slice(wrongBase.length))
        : undefined;
      return file
        ? route.fulfill({ path: file })
        : route.fulfill({ status: 404, body: 'Not Found' });
    });
    return `${origin}${wrongBase}`;
  }

  test('shows the banner that says the site did not load properly and suggests the base URL', async ({
    page,
  }) => {
    expect(config.baseUrl).not.toBe(wrongBase);
    await page.goto(await serveBuildOneFolderDown(page));
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toContainText(/did not load properly/);
    await expect(banner).toContainText(new RegExp(`configured baseUrl = ${config.baseUrl}`));
    await expect(
      page.locator('#__docusaurus-base-url-issue-banner-suggestion-container'),
    ).toHaveText(wrongBase);
  });

  test('does not show it where the site is served right', async ({ page }) => {
    await openHydrated(page, config.baseUrl);
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
  });
});
