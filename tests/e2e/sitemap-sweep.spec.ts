/**
 * Every URL of the production sitemap, loaded once in Chromium from a server
 * that sends no security headers (as GitHub Pages), so each page is held to its
 * own meta Content-Security-Policy alone: no console error or warning, no
 * uncaught page error, no failed same-origin request, no policy violation.
 * A failure lists each URL with what went wrong on it. (Each page type is also
 * loaded under the `_headers` policy by security-headers.spec.ts; that policy
 * lists every page's hashes, so under both a page is still held to its own.)
 */
import type { Page } from '@playwright/test';
import { siteConfig } from '../support/site-config.ts';
import { sitemapUrls } from '../support/sitemap.ts';
import { expect, pageFaults, test, waitForHydration, watchForProblems } from './fixtures.ts';

/** The sitemap's URLs, moved from the published host to the test server. */
function sitemapPaths(): string[] {
  return sitemapUrls().map((loc) => {
    const url = new URL(loc);
    expect(url.origin, `sitemap URL on the configured host: ${loc}`).toBe(
      new URL(siteConfig.url).origin,
    );
    return url.pathname + url.search;
  });
}

/** Tabs loading pages side by side, so that the server and the browser work at once. */
const tabs = 3;

interface Sweep {
  queue: string[];
  /** Each URL that had a problem, with its problems. */
  dirty: string[];
  headersSent: Set<string>;
}

async function loadAll(page: Page, origin: string, sweep: Sweep): Promise<void> {
  const problems = watchForProblems(page, origin);
  for (let pathname = sweep.queue.shift(); pathname !== undefined; pathname = sweep.queue.shift()) {
    problems.length = 0;
    const response = await page.goto(pathname, { waitUntil: 'load' });
    if (!response?.ok()) problems.push(`HTTP ${response?.status()} for the page itself`);
    for (const name of Object.keys(response?.headers() ?? {})) sweep.headersSent.add(name);
    // Hydration is where React reports mismatches; it follows the load event closely.
    await waitForHydration(page);
    const found = await pageFaults(page, problems);
    if (found.length > 0) sweep.dirty.push(`${pathname}\n    ${found.join('\n    ')}`);
  }
}

/**
 * The sitemap in shards, each a test of its own, so that both workers share the sweep instead of
 * one loading every page while the other runs out of tests.
 */
const shards = 4;
test.describe.configure({ mode: 'parallel' });

for (let shard = 0; shard < shards; shard++) {
  test(`every sitemap URL loads under its own policy with a clean console (${shard + 1} of ${shards})`, async ({
    context,
    origin,
  }) => {
    // Hundreds of page loads.
    test.setTimeout(10 * 60_000);
    const paths = sitemapPaths();
    expect(paths.length, `the sitemap lists the site's pages`).toBeGreaterThan(100);
    const queue = paths.filter((_, index) => index % shards === shard);
    const sweep: Sweep = { queue, dirty: [], headersSent: new Set() };
    await Promise.all(
      Array.from({ length: tabs }, async () => loadAll(await context.newPage(), origin, sweep)),
    );
    expect(sweep.dirty, `pages with problems:\n${sweep.dirty.join('\n')}`).toEqual([]);
    expect(
      sweep.headersSent.has('content-security-policy'),
      'the server sends no policy: only the meta tags enforce it',
    ).toBe(false);
  });
}
