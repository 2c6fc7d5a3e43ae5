/**
 * Spec section 2, navigation behaviour: prefetching, .html paths, scrolling after
 * navigation, the progress bar and the reload after a failed route chunk.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { connectionInitScript, delay, docHeading, waitForHydration } from '../support/pages.ts';
import { buildDir } from '../support/paths.ts';
import { browserSession } from '../support/session.ts';

const isChunk = (url: string) => new URL(url).pathname.startsWith('/assets/js/');

const session = browserSession({ fixtures: true });

async function withPage<T>(options: { initScript?: string }, run: (page: Page) => Promise<T>): Promise<T> {
  return run(await session.freshPage(options));
}

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
    /** Chunk files first requested after the click: the ones the target route needed. */
    neededByClick: () => {
      const before = new Set(requests.filter((r) => !r.afterClick).map((r) => r.url));
      const after = requests.filter((r) => r.afterClick && !before.has(r.url));
      return [...new Set(after.map((r) => r.url))];
    },
  };
}

const apiLink = (page: Page) => page.locator('.navbar__items a.navbar__link', { hasText: /^API$/ });

describe('prefetching', () => {
  const slowConnections = [
    { name: 'data saver', connection: { effectiveType: '4g', saveData: true } },
    { name: '2g', connection: { effectiveType: '2g', saveData: false } },
    { name: 'slow-2g', connection: { effectiveType: 'slow-2g', saveData: false } },
  ];
  /** What the API page needs on top of the tutorials index, learnt with prefetching off. */
  let apiPageChunks: string[] = [];

  for (const { name, connection } of slowConnections) {
    it(`prefetches nothing on a ${name} connection, and the link still works`, async () => {
      await withPage({ initScript: connectionInitScript(connection) }, async (page) => {
        const chunks = recordChunks(page);
        await page.goto(session.site.url('/docs/tutorials/'));
        await waitForHydration(page);
        await apiLink(page).hover();
        // Give an observer or hover handler every chance to act before looking.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
        assert.equal(await page.locator('head link[rel="prefetch"]').count(), 0, 'no prefetch hints were added');
        chunks.markClick();
        await apiLink(page).click();
        await page.waitForURL(session.site.url('/api/graphql-js'));
        await page.locator('article h1').waitFor();
        const needed = chunks.neededByClick();
        assert.ok(needed.length > 0, 'the API page loads chunks of its own when clicked');
        apiPageChunks = needed;
      });
    });
  }

  it('prefetches the route chunks of links in view, and preloads them on hover', async () => {
    assert.ok(apiPageChunks.length > 0, 'the slow-connection tests ran first and learnt the API page chunks');
    await withPage({}, async (page) => {
      const chunks = recordChunks(page);
      await page.goto(session.site.url('/docs/tutorials/'));
      await waitForHydration(page);
      // The API navbar link is in view: its route's chunks get prefetch hints.
      await page.waitForFunction(
        (wanted) => wanted.every((url) => document.querySelector(`head link[rel="prefetch"][href="${new URL(url).pathname}"]`)),
        apiPageChunks,
      );
      assert.ok(
        !chunks.requests.some((r) => apiPageChunks.includes(r.url) && r.type === 'script'),
        'before the hover the chunks are only prefetched, not executed',
      );
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
      await page.waitForURL(session.site.url('/api/graphql-js'));
      await page.locator('article h1').waitFor();
      // (The new page's own links may start prefetches; no code had to be fetched to show it.)
      const scriptsAfterClick = chunks.requests
        .filter((r) => r.afterClick && r.type === 'script')
        .map((r) => r.url);
      assert.deepEqual(scriptsAfterClick, [], 'the click needed no chunk that was not loaded already');
    });
  });
});

describe('.html paths end on the clean path', () => {
  const cases = [
    { typed: '/docs/tutorials/basic-types.html', clean: /\/docs\/tutorials\/basic-types$/, doc: 'tutorials/basic-types.md', link: '#link-basic-types-html' },
    { typed: '/docs/tutorials/index.html', clean: /\/docs\/tutorials\/?$/, doc: 'tutorials/index.md', link: '#link-index-html' },
  ];
  for (const { typed, clean, doc, link } of cases) {
    it(`typed: ${typed}`, async () => {
      await withPage({}, async (page) => {
        await page.goto(session.site.url(typed));
        await waitForHydration(page);
        assert.match(new URL(page.url()).pathname, clean);
        assert.equal(await page.locator('article h1').innerText(), docHeading(doc));
      });
    });

    it(`typed, on a host that serves ${typed} as a file`, async () => {
      // Static hosts such as GitHub Pages answer the .html URL itself (the page's
      // file, or 404.html) instead of redirecting; the app must clean the path.
      const cleanFile = path.join(buildDir, typed.replace(/(?:\/index)?\.html$/, ''), 'index.html');
      await withPage({}, async (page) => {
        await page.route(session.site.url(typed), (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: fs.readFileSync(cleanFile) }),
        );
        await page.goto(session.site.url(typed));
        await waitForHydration(page);
        await page.waitForURL(clean);
        assert.equal(await page.locator('article h1').innerText(), docHeading(doc));
      });
    });

    it(`as an in-site link to ${typed}`, async () => {
      await withPage({}, async (page) => {
        await page.goto(session.fixtures.url('/__fixtures__/html-links'));
        await waitForHydration(page);
        assert.equal(await page.locator(link).getAttribute('href'), typed);
        await page.click(link);
        await page.waitForURL(clean);
        assert.equal(await page.locator('article h1').innerText(), docHeading(doc));
      });
    });
  }
});

describe('scroll position after navigation', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  it('goes to the top without a hash, and back/forward restore the positions', async () => {
    await withPage({}, async (page) => {
      await page.goto(session.fixtures.url('/__fixtures__/long-first'));
      await waitForHydration(page);
      const link = page.getByRole('link', { name: 'The other long page', exact: true });
      await link.scrollIntoViewIfNeeded();
      const leftAt = await scrollY(page);
      assert.ok(leftAt > 1000, `the link sits far down the page (scrollY ${leftAt})`);
      await link.click();
      await page.waitForURL(/long-second$/);
      await page.getByRole('heading', { level: 1, name: /long-second/ }).waitFor();
      await page.waitForFunction(() => window.scrollY === 0);

      await page.evaluate(() => window.scrollTo(0, 1500));
      await page.waitForFunction(() => Math.round(window.scrollY) === 1500);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: /long-first/ }).waitFor();
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, leftAt);
      await page.goForward();
      await page.getByRole('heading', { level: 1, name: /long-second/ }).waitFor();
      await page.waitForFunction(() => Math.abs(window.scrollY - 1500) <= 2);
    });
  });

  it('scrolls the hash target into view', async () => {
    await withPage({}, async (page) => {
      await page.goto(session.fixtures.url('/__fixtures__/long-first'));
      await waitForHydration(page);
      await page.getByRole('link', { name: 'The other long page, at its far section' }).click();
      await page.waitForURL(/long-second#far-section$/);
      const target = page.locator('#far-section');
      // The target heading ends up at the top of the view (under the sticky navbar).
      await page.waitForFunction(() => {
        const top = document.getElementById('far-section')!.getBoundingClientRect().top;
        return window.scrollY > 1000 && top >= 0 && top < 200;
      });
      assert.ok(await target.isVisible());
    });
  });
});

describe('progress bar', () => {
  /** Records when the click happened and when #nprogress first appeared. */
  const progressProbe = `
    window.__progress = { clickedAt: null, shownAt: null };
    document.addEventListener('click', () => { window.__progress.clickedAt = performance.now(); }, true);
    new MutationObserver(() => {
      if (window.__progress.shownAt === null && document.getElementById('nprogress')) window.__progress.shownAt = performance.now();
    }).observe(document, { childList: true, subtree: true });`;
  type Progress = { clickedAt: number | null; shownAt: number | null };
  const readProgress = (page: Page) => page.evaluate(() => (window as unknown as { __progress: Progress }).__progress);

  it('appears, no sooner than 200 ms, when a navigation is slow', async () => {
    await withPage({ initScript: progressProbe }, async (page) => {
      let slow = false;
      await page.route('**/assets/js/**', async (route) => {
        if (slow) await delay(1000);
        await route.continue();
      });
      await page.goto(session.fixtures.url('/__fixtures__/long-first'));
      await waitForHydration(page);
      slow = true;
      await page.getByRole('link', { name: 'The other long page', exact: true }).click();
      await page.waitForURL(/long-second$/);
      await page.getByRole('heading', { level: 1, name: /long-second/ }).waitFor();
      const { clickedAt, shownAt } = await readProgress(page);
      assert.ok(clickedAt !== null && shownAt !== null, 'the progress bar was shown');
      assert.ok(shownAt - clickedAt >= 200, `shown ${Math.round(shownAt - clickedAt)} ms after the click`);
    });
  });

  it('does not appear when the page is ready at once', async () => {
    await withPage({ initScript: progressProbe }, async (page) => {
      await page.goto(session.fixtures.url('/__fixtures__/long-first'));
      await waitForHydration(page);
      const link = page.getByRole('link', { name: 'The other long page', exact: true });
      // Visit the target once and come back: its code is loaded, so the next visit is instant.
      await link.click();
      await page.getByRole('heading', { level: 1, name: /long-second/ }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: /long-first/ }).waitFor();
      await page.evaluate(() => {
        const progress = (window as unknown as { __progress: Progress }).__progress;
        progress.clickedAt = progress.shownAt = null;
      });
      await link.click();
      await page.waitForURL(/long-second$/);
      await page.getByRole('heading', { level: 1, name: /long-second/ }).waitFor();
      // The page has rendered, so the bar's 200 ms timer is cleared: it can no longer appear.
      const { clickedAt, shownAt } = await readProgress(page);
      assert.ok(clickedAt !== null, 'the click was recorded');
      assert.equal(shownAt, null, 'the progress bar never appeared');
    });
  });
});

describe('a route chunk that fails to load', () => {
  it('makes the browser reload, and the reader lands on the page', async () => {
    await withPage({}, async (page) => {
      let failChunks = false;
      let reloadedTo: string | null = null;
      await page.route('**/*', async (route, request) => {
        if (request.isNavigationRequest() && failChunks) {
          reloadedTo = request.url();
          failChunks = false;
        }
        if (failChunks && isChunk(request.url())) return route.abort('failed');
        return route.continue();
      });
      await page.goto(session.fixtures.url('/__fixtures__/long-first'));
      await waitForHydration(page);
      failChunks = true;
      await page.getByRole('link', { name: 'The other long page', exact: true }).click();
      await page.waitForURL(/long-second$/);
      await page.getByRole('heading', { level: 1, name: /long-second/ }).waitFor();
      await waitForHydration(page);
      assert.equal(reloadedTo, session.fixtures.url('/__fixtures__/long-second'), 'the browser loaded the page afresh');
    });
  });
});
