/**
 * Spec section 8: no page logs an error or warning to the browser console. Every URL
 * of the production sitemap is loaded in one reused tab; any console error or
 * warning, uncaught page error or failed same-origin request fails the test.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import config from '../../docusaurus.config.ts';
import { watchForProblems, type PageProblems } from '../support/browser.ts';
import { waitForHydration } from '../support/pages.ts';
import { buildDir } from '../support/paths.ts';
import { browserSession } from '../support/session.ts';

/** The sitemap's URLs, moved from the published host to the test server. */
function sitemapPaths(): string[] {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!);
    assert.equal(url.origin, new URL(config.url).origin, `sitemap URL on the configured host: ${loc}`);
    return url.pathname + url.search;
  });
}

/** Tabs loading pages side by side; the server and browser keep two cores busy. */
const tabs = 3;

const session = browserSession();

/** Loads each path in the given tab; returns the problems seen, per page. */
async function loadAll(page: Page, problems: PageProblems, queue: string[], dirty: string[]): Promise<void> {
  for (let pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
    problems.list.length = 0;
    const response = await page.goto(session.site.url(pathname), { waitUntil: 'load' });
    if (!response?.ok()) problems.list.push(`HTTP ${response?.status()} for the page itself`);
    // Hydration is where React reports mismatches; it follows the load event closely.
    await waitForHydration(page);
    // Leaving a page cancels its pending prefetches (ERR_ABORTED): the test's doing, not the site's.
    const real = problems.list.filter((problem) => !/^requestfailed: .* net::ERR_ABORTED$/.test(problem));
    if (real.length > 0) dirty.push(`${pathname}\n    ${real.join('\n    ')}`);
  }
}

describe('console', () => {
  it('stays clean on every page of the sitemap', async () => {
    const queue = sitemapPaths();
    assert.ok(queue.length > 100, `the sitemap lists the site's pages (${queue.length})`);
    const firstTab = await session.freshPage();
    const dirty: string[] = [];
    await Promise.all(
      Array.from({ length: tabs }, async (_, index) => {
        const page = index === 0 ? firstTab : await session.context.newPage();
        await loadAll(page, watchForProblems(page, session.site.origin), queue, dirty);
      }),
    );
    assert.deepEqual(dirty, [], `pages with console problems:\n${dirty.join('\n')}`);
  });
});
