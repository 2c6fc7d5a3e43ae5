/**
 * No page logs an error or warning to the browser console. Every URL
 * of the production sitemap is loaded in tabs of one context; any console error or
 * warning, uncaught page error or failed same-origin request fails the test.
 */
import type { Page } from '@playwright/test';
import { siteConfig as config } from '../support/site-config.ts';
import { sitemapUrls } from '../support/sitemap.ts';
import { expect, test, waitForHydration, watchForProblems } from './fixtures.ts';

/** The sitemap's URLs, moved from the published host to the test server. */
function sitemapPaths(): string[] {
  return sitemapUrls().map((loc) => {
    const url = new URL(loc);
    expect(url.origin, `sitemap URL on the configured host: ${loc}`).toBe(
      new URL(config.url).origin,
    );
    return url.pathname + url.search;
  });
}

/** Tabs loading pages side by side; the server and browser keep two cores busy. */
const tabs = 3;

/** Loads each path in the given tab; records the pages with problems. */
async function loadAll(
  page: Page,
  problems: string[],
  queue: string[],
  dirty: string[],
): Promise<void> {
  for (let pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
    problems.length = 0;
    const response = await page.goto(pathname, { waitUntil: 'load' });
    if (!response?.ok()) problems.push(`HTTP ${response?.status()} for the page itself`);
    // Hydration is where React reports mismatches; it follows the load event closely.
    await waitForHydration(page);
    // Leaving a page cancels its pending prefetches (ERR_ABORTED): the test's doing, not the site's.
    const real = problems.filter(
      (problem) => !/^requestfailed: .* net::ERR_ABORTED$/.test(problem),
    );
    if (real.length > 0) dirty.push(`${pathname}\n    ${real.join('\n    ')}`);
  }
}

test.describe('console', () => {
  test('stays clean on every page of the sitemap', async ({ context, origin }) => {
    // Hundreds of page loads.
    test.setTimeout(15 * 60_000);
    const queue = sitemapPaths();
    expect(queue.length, `the sitemap lists the site's pages (${queue.length})`).toBeGreaterThan(
      100,
    );
    const dirty: string[] = [];
    await Promise.all(
      Array.from({ length: tabs }, async () => {
        const page = await context.newPage();
        await loadAll(page, watchForProblems(page, origin), queue, dirty);
      }),
    );
    expect(dirty, `pages with console problems:\n${dirty.join('\n')}`).toEqual([]);
  });
});
