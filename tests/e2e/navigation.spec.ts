/**
 * Navigation behaviour on the production build: prefetching, links in prose that left a page's
 * JavaScript (plugins/page-html.ts), and typed .html paths. (In-site .html links, scrolling after navigation, the
 * progress bar and the reload after a failed route chunk use fixture pages:
 * navigation.fixtures.spec.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { connectionInitScript, docHeading, htmlPathCases } from '../support/pages.ts';
import { buildDir } from '../../lib/paths.ts';
import { expect, openHydrated, test } from './fixtures.ts';

const isChunk = (url: string) => new URL(url).pathname.startsWith('/assets/js/');

/** Every script chunk requested, with when (before or after the click) and how. */
function recordChunks(page: Page) {
  const requests: { url: string; type: string; afterClick: boolean; byRoute: boolean }[] = [];
  let clicked = false;
  let chunkArrivedAfterClick = false;
  page.on('request', (request: Request) => {
    if (isChunk(request.url()))
      requests.push({
        url: request.url(),
        type: request.resourceType(),
        afterClick: clicked,
        byRoute: clicked && !chunkArrivedAfterClick,
      });
  });
  page.on('requestfinished', (request: Request) => {
    if (clicked && isChunk(request.url())) chunkArrivedAfterClick = true;
  });
  return {
    requests,
    markClick: () => (clicked = true),
    /**
     * Chunk files first requested after the click that the target route asked for, all at once
     * before any had arrived: not one a route's code then loads, as a page's HTML module
     * (plugins/page-html.ts), which Docusaurus's prefetch does not know of.
     */
    routeChunksNeededByClick: () => chunksFirstRequestedAfterClick((r) => r.byRoute),
    /** Every chunk file first requested after the click: the route's, then its page's HTML module. */
    chunksNeededByClick: () => chunksFirstRequestedAfterClick(() => true),
  };

  function chunksFirstRequestedAfterClick(which: (request: (typeof requests)[number]) => boolean) {
    const before = new Set(requests.filter((r) => !r.afterClick).map((r) => r.url));
    const after = requests.filter((r) => r.afterClick && which(r) && !before.has(r.url));
    return [...new Set(after.map((r) => r.url))];
  }
}

/** Waits until every one of the chunk files has been loaded and run as a script (not only prefetched). */
function waitForScriptsRun(page: Page, urls: string[]) {
  return page.waitForFunction(
    (wanted) =>
      wanted.every((url) =>
        performance
          .getEntriesByType('resource')
          .some(
            (e) => e.name === url && (e as PerformanceResourceTiming).initiatorType === 'script',
          ),
      ),
    urls,
  );
}

/** Waits until each of the chunk files has a prefetch hint, and checks that none has run as a script yet. */
async function expectPrefetchedOnly(
  page: Page,
  chunks: ReturnType<typeof recordChunks>,
  urls: string[],
) {
  await page.waitForFunction(
    (wanted) =>
      wanted.every((url) =>
        document.querySelector(`head link[rel="prefetch"][href="${new URL(url).pathname}"]`),
      ),
    urls,
  );
  expect(
    chunks.requests.some((r) => urls.includes(r.url) && r.type === 'script'),
    'before the hover the chunks are only prefetched, not run',
  ).toBe(false);
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
  /**
   * What the API page needs on top of the tutorials index, learnt with prefetching off: its route's
   * chunks, and those with its HTML module, which the route's content loads.
   */
  let apiRouteChunks: string[] = [];
  let apiPageChunks: string[] = [];

  for (const { name, connection } of slowConnections) {
    test(`prefetches nothing on a ${name} connection, and the link still works`, async ({
      page,
    }) => {
      await page.addInitScript(connectionInitScript(connection));
      const chunks = recordChunks(page);
      await openHydrated(page, '/docs/tutorials/');
      await apiLink(page).hover();
      // Give an observer or hover handler every chance to act before looking.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      await expect(
        page.locator('head link[rel="prefetch"]'),
        'no prefetch hints were added',
      ).toHaveCount(0);
      chunks.markClick();
      await apiLink(page).click();
      await expect(page).toHaveURL('/api/graphql-js');
      await expect(page.locator('article h1')).toBeVisible();
      apiRouteChunks = chunks.routeChunksNeededByClick();
      expect(
        apiRouteChunks.length,
        'the API page loads chunks of its own when clicked',
      ).toBeGreaterThan(0);
      apiPageChunks = chunks.chunksNeededByClick();
    });
  }

  test('prefetches the route chunks of links in view, and preloads them on hover', async ({
    page,
  }) => {
    expect(
      apiPageChunks.length,
      'the slow-connection tests ran first and learnt the API page chunks',
    ).toBeGreaterThan(0);
    const chunks = recordChunks(page);
    await openHydrated(page, '/docs/tutorials/');
    // The API navbar link is in view: its route's chunks get prefetch hints.
    await expectPrefetchedOnly(page, chunks, apiRouteChunks);
    // Hovering loads and runs them, and the page's HTML module, ahead of the click.
    await apiLink(page).hover();
    await waitForScriptsRun(page, apiPageChunks);
    chunks.markClick();
    await apiLink(page).click();
    await expect(page).toHaveURL('/api/graphql-js');
    await expect(page.locator('article h1')).toBeVisible();
    // (The new page's own links may start prefetches; no code had to be fetched to show it.)
    const scriptsAfterClick = chunks.requests
      .filter((r) => r.afterClick && r.type === 'script')
      .map((r) => r.url);
    expect(scriptsAfterClick, 'the click needed no chunk that was not loaded already').toEqual([]);
  });
  /**
   * Records, from before the page's own scripts run, when the page hydrated and
   * loaded, each idle callback that added prefetch hints (when it ran and how
   * many it added, counted around the callback), and hints seen before hydration.
   */
  const prefetchTimeline = `(() => {
    const timeline = { hydratedAt: null, loadedAt: null, idleBatches: [], hintsBeforeHydration: 0 };
    window.__prefetchTimeline = timeline;
    const hints = () => document.querySelectorAll('head link[rel="prefetch"]').length;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.nodeName === 'LINK' && node.rel === 'prefetch' && timeline.hydratedAt === null) timeline.hintsBeforeHydration += 1;
        }
        if (record.type === 'attributes' && document.documentElement.dataset.hasHydrated === 'true' && timeline.hydratedAt === null) {
          timeline.hydratedAt = performance.now();
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-has-hydrated'] });
    addEventListener('load', () => (timeline.loadedAt = performance.now()));
    const requestIdleCallback = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      requestIdleCallback((deadline) => {
        const before = hints();
        try {
          callback(deadline);
        } finally {
          const added = hints() - before;
          if (added > 0) timeline.idleBatches.push({ at: performance.now(), added });
        }
      }, options);
  })();`;

  interface Timeline {
    hydratedAt: number | null;
    loadedAt: number | null;
    idleBatches: { at: number; added: number }[];
    hintsBeforeHydration: number;
  }

  test('prefetches links in view only in idle time once the page is interactive, a few routes at a time', async ({
    page,
  }) => {
    await page.addInitScript(prefetchTimeline);
    await openHydrated(page, '/docs/tutorials/');
    // The sidebar and navbar put far more links in view than one batch takes.
    expect(await page.locator('a[href^="/"]:visible').count()).toBeGreaterThan(10);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { __prefetchTimeline: Timeline }).__prefetchTimeline.idleBatches
              .length,
        ),
      )
      .toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    // The timeline and the hints in one snapshot: the queue may still be draining in idle time.
    const { timeline, total } = await page.evaluate(() => ({
      timeline: (window as unknown as { __prefetchTimeline: Timeline }).__prefetchTimeline,
      total: document.head.querySelectorAll('link[rel="prefetch"]').length,
    }));
    expect(
      timeline.hintsBeforeHydration,
      'prefetch hints added before the page was interactive',
    ).toBe(0);
    const first = Math.min(...timeline.idleBatches.map((batch) => batch.at));
    expect(first).toBeGreaterThanOrEqual(timeline.hydratedAt!);
    expect(first).toBeGreaterThanOrEqual(timeline.loadedAt!);
    expect(
      timeline.idleBatches.reduce((sum, batch) => sum + batch.added, 0),
      'every hint was added in an idle callback',
    ).toBe(total);
    expect(
      Math.max(...timeline.idleBatches.map((batch) => batch.added)),
      'no batch holds every hint',
    ).toBeLessThan(total);
  });

  test('preloads a hovered link at once, without waiting for idle time', async ({ page }) => {
    expect(
      apiPageChunks.length,
      'the slow-connection tests ran first and learnt the API page chunks',
    ).toBeGreaterThan(0);
    // A page that never goes idle: queued viewport prefetches never run.
    await page.addInitScript('window.requestIdleCallback = () => 0;');
    await openHydrated(page, '/docs/tutorials/');
    await apiLink(page).hover();
    await waitForScriptsRun(page, apiPageChunks);
    await expect(
      page.locator('head link[rel="prefetch"]'),
      'viewport prefetches still wait for idle time',
    ).toHaveCount(0);
  });
});

test.describe("prose that left a page's JavaScript (plugins/page-html.ts)", () => {
  /**
   * The text of the page's content as the server rendered it, and as shown once the page shows
   * the server's heading: a client-side navigation changes the URL at once and shows the page it
   * names once its chunks have loaded.
   */
  async function contentText(page: Page, pathname: string) {
    const served = await (await page.request.get(pathname)).text();
    const article = DomUtils.findOne(
      (element) => element.name === 'article',
      parseDocument(served).children,
    );
    const heading =
      article && DomUtils.findOne((element) => element.name === 'h1', article.children);
    expect(heading, `${pathname} is served with an article heading`).toBeTruthy();
    await expect(page.locator('article h1')).toHaveText(DomUtils.textContent(heading!));
    return page.evaluate((html) => {
      const text = (root: ParentNode) => root.querySelector('.theme-doc-markdown')?.textContent;
      return {
        shown: text(document),
        served: text(new DOMParser().parseFromString(html, 'text/html')),
      };
    }, served);
  }

  test('its links are prefetched in view, preloaded on hover and followed without a page load, as Link’s are', async ({
    page,
    context,
  }) => {
    const opened = '/docs/upgrade-from-16/errors-and-variables';
    const target = '/api/graphql-js/function/validateSchema';
    const linkTo = (on: Page) => on.locator(`a[href="${target}"]`);
    // The target route's chunks, learnt on a connection that prefetches nothing. (A hover before
    // the idle queue reaches the route would preload it, and Docusaurus then skips its prefetch.)
    const learner = await context.newPage();
    await learner.addInitScript(connectionInitScript({ effectiveType: '4g', saveData: true }));
    const learnt = recordChunks(learner);
    await openHydrated(learner, opened);
    learnt.markClick();
    await linkTo(learner).first().click();
    await expect(learner).toHaveURL(target);
    const routeChunks = learnt.routeChunksNeededByClick();
    await learner.close();
    expect(routeChunks.length, 'the route has chunks of its own').toBeGreaterThan(0);

    const chunks = recordChunks(page);
    await openHydrated(page, opened);
    await page.evaluate(() => ((window as { loadedOnce?: true }).loadedOnce = true));
    // React keeps its fiber on an element it rendered, not on HTML it was handed.
    const rendered = await linkTo(page).evaluateAll((all) =>
      all.map((a) => Object.keys(a).some((key) => key.startsWith('__reactFiber'))),
    );
    expect(rendered.length).toBeGreaterThan(0);
    expect(
      rendered,
      'every link to the route is prose HTML, which no Link prefetches',
    ).not.toContain(true);
    const link = linkTo(page).first();
    await link.scrollIntoViewIfNeeded();
    await expectPrefetchedOnly(page, chunks, routeChunks);
    await link.hover();
    await waitForScriptsRun(page, routeChunks);
    chunks.markClick();
    await link.click();
    await expect(page).toHaveURL(target);
    await expect(page.locator('article h1')).toHaveText('Function: validateSchema()');
    expect(
      await page.evaluate(() => (window as { loadedOnce?: true }).loadedOnce),
      'a client-side navigation, not a page load',
    ).toBe(true);
    expect(
      chunks.requests.filter((r) => r.afterClick && r.type === 'script').map((r) => r.url),
      'the click needed no chunk that was not loaded already',
    ).toEqual([]);
    // Back on the page the reader opened, shown anew from the elements it hydrated.
    await page.goBack();
    await expect(page.locator('article h1')).toHaveText(
      docHeading('upgrade-from-16/errors-and-variables.md'),
    );
    const { shown, served } = await contentText(page, opened);
    expect(shown).toBe(served);
  });

  test('a page shown by a client-side navigation shows it from its module, as the server rendered it', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/tutorials/');
    await apiLink(page).click();
    await expect(page).toHaveURL('/api/graphql-js');
    const { shown, served } = await contentText(page, '/api/graphql-js');
    expect(shown?.length).toBeGreaterThan(10_000);
    expect(shown).toBe(served);
  });
});

test("after a client-side navigation, the breadcrumbs, table of contents and pagination are the new page's, as the server renders them", async ({
  page,
}) => {
  // The layout's parts render again only when the doc they read changes (src/components/layout-part.ts).
  const parts = ['theme-doc-breadcrumbs', 'theme-doc-toc-desktop', 'pagination-nav'];
  const [from, to] = ['/docs/tutorials/basic-types', '/docs/tutorials/passing-arguments'];
  const servedText = async (pathname: string, className: string) => {
    const served = parseDocument(await (await page.request.get(pathname)).text());
    const part = DomUtils.findOne(
      (element) => element.attribs.class?.split(' ').includes(className) ?? false,
      served.children,
    );
    expect(part, `${pathname} is served with .${className}`).toBeTruthy();
    return DomUtils.textContent(part!);
  };
  await openHydrated(page, from);
  await page.evaluate(() => ((window as { loadedOnce?: true }).loadedOnce = true));
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(to);
  await expect(page.locator('article h1')).toHaveText(docHeading('tutorials/passing-arguments.md'));
  expect(
    await page.evaluate(() => (window as { loadedOnce?: true }).loadedOnce),
    'a client-side navigation, not a page load',
  ).toBe(true);
  for (const className of parts) {
    const expected = await servedText(to, className);
    expect(expected, `.${className} differs between the two pages`).not.toBe(
      await servedText(from, className),
    );
    await expect(page.locator(`.${className}`)).toHaveText(expected);
  }
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
