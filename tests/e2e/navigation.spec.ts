/**
 * Spec section 2, navigation behaviour on the production build: prefetching and
 * typed .html paths. (In-site .html links, scrolling after navigation, the
 * progress bar and the reload after a failed route chunk use fixture pages:
 * navigation.fixtures.spec.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { isHighlightChunk } from '../support/code-highlight.ts';
import { connectionInitScript, docHeading, htmlPathCases } from '../support/pages.ts';
import { buildDir } from '../support/paths.ts';
import { expect, openHydrated, test } from './fixtures.ts';

const isChunk = (url: string) => new URL(url).pathname.startsWith('/assets/js/');

/** Every script chunk requested, with when (before or after the click) and how. */
function recordChunks(page: Page) {
  const requests: { url: string; type: string; afterClick: boolean }[] = [];
  let clicked = false;
  page.on('request', (request: Request) => {
    if (isChunk(request.url())) requests.push({ url: request.url(), type: request.resourceType(), afterClick: clicked });
  });
  return {
    requests,
    markClick: () => (clicked = true),
    /**
     * Chunk files first requested after the click: the ones the target route
     * needed. Not the highlight chunks, loaded once the page shows a code block.
     */
    neededByClick: () => {
      const before = new Set(requests.filter((r) => !r.afterClick).map((r) => r.url));
      const after = requests.filter((r) => r.afterClick && !before.has(r.url) && !isHighlightChunk(r.url));
      return [...new Set(after.map((r) => r.url))];
    },
  };
}

const apiLink = (page: Page) => page.locator('.navbar__items a.navbar__link', { hasText: /^API$/ });

test.describe('prefetching', () => {
  // The last test uses what the slow-connection tests learnt: they run in order, in one worker.
  test.describe.configure({ mode: 'serial' });
  const slowConnections = [
    { name: 'data saver', connection: { effectiveType: '4g', saveData: true } },
    { name: '2g', connection: { effectiveType: '2g', saveData: false } },
    { name: 'slow-2g', connection: { effectiveType: 'slow-2g', saveData: false } },
  ];
  /** What the API page needs on top of the tutorials index, learnt with prefetching off. */
  let apiPageChunks: string[] = [];

  for (const { name, connection } of slowConnections) {
    test(`prefetches nothing on a ${name} connection, and the link still works`, async ({ page }) => {
      await page.addInitScript(connectionInitScript(connection));
      const chunks = recordChunks(page);
      await openHydrated(page, '/docs/tutorials/');
      await apiLink(page).hover();
      // Give an observer or hover handler every chance to act before looking.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      await expect(page.locator('head link[rel="prefetch"]'), 'no prefetch hints were added').toHaveCount(0);
      chunks.markClick();
      await apiLink(page).click();
      await expect(page).toHaveURL('/api/graphql-js');
      await expect(page.locator('article h1')).toBeVisible();
      const needed = chunks.neededByClick();
      expect(needed.length, 'the API page loads chunks of its own when clicked').toBeGreaterThan(0);
      apiPageChunks = needed;
    });
  }

  test('prefetches the route chunks of links in view, and preloads them on hover', async ({ page }) => {
    expect(apiPageChunks.length, 'the slow-connection tests ran first and learnt the API page chunks').toBeGreaterThan(0);
    const chunks = recordChunks(page);
    await openHydrated(page, '/docs/tutorials/');
    // The API navbar link is in view: its route's chunks get prefetch hints.
    await page.waitForFunction(
      (wanted) => wanted.every((url) => document.querySelector(`head link[rel="prefetch"][href="${new URL(url).pathname}"]`)),
      apiPageChunks,
    );
    expect(
      chunks.requests.some((r) => apiPageChunks.includes(r.url) && r.type === 'script'),
      'before the hover the chunks are only prefetched, not executed',
    ).toBe(false);
    // Hovering loads and runs them, ahead of the click.
    await apiLink(page).hover();
    await page.waitForFunction(
      (wanted) =>
        wanted.every((url) =>
          performance.getEntriesByType('resource').some((e) => e.name === url && (e as PerformanceResourceTiming).initiatorType === 'script'),
        ),
      apiPageChunks,
    );
    chunks.markClick();
    await apiLink(page).click();
    await expect(page).toHaveURL('/api/graphql-js');
    await expect(page.locator('article h1')).toBeVisible();
    // (The new page's own links may start prefetches, and its code block in view
    // the highlight chunks; no code had to be fetched to show it.)
    const scriptsAfterClick = chunks.requests
      .filter((r) => r.afterClick && r.type === 'script' && !isHighlightChunk(r.url))
      .map((r) => r.url);
    expect(scriptsAfterClick, 'the click needed no chunk that was not loaded already').toEqual([]);
  });
});

test.describe('.html paths end on the clean path', () => {
  for (const { typed, clean, doc } of htmlPathCases) {
    test(`typed: ${typed}`, async ({ page }) => {
      await openHydrated(page, typed);
      expect(new URL(page.url()).pathname).toMatch(clean);
      await expect(page.locator('article h1')).toHaveText(docHeading(doc));
    });

    test(`typed, on a host that serves ${typed} as a file`, async ({ page, baseURL }) => {
      // Static hosts such as GitHub Pages answer the .html URL itself (the page's
      // file, or 404.html) instead of redirecting; the app must clean the path.
      const cleanFile = path.join(buildDir, typed.replace(/(?:\/index)?\.html$/, ''), 'index.html');
      await page.route(new URL(typed, baseURL).href, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: fs.readFileSync(cleanFile) }),
      );
      await openHydrated(page, typed);
      await expect(page).toHaveURL(clean);
      await expect(page.locator('article h1')).toHaveText(docHeading(doc));
    });
  }
});
