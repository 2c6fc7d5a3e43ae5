/**
 * Loading a page's code: the loading state waits 200 ms
 * before showing, and a load error shows its text with a Retry button that works.
 * The fixture page /__fixtures__/lazy-part loads a part of itself through the same
 * react-loadable + @theme/Loading pair Docusaurus wraps every route chunk in. A banner whose
 * code is a chunk of its own (an unlisted page's) is in the served page all the same.
 */
import type { Page, Route } from '@playwright/test';
import { delay } from '../support/pages.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const loader = '#loader';
const loadedPart = '#slow-part-content';

/**
 * Hands the request for the slow part's chunk to `handle`, and returns its file's name once
 * requested. Chunk files are named by number (plugins/slim-main-bundle), so the chunk is the one
 * whose code renders the part.
 */
async function routeSlowPart(
  page: Page,
  handle: (route: Route, response: Awaited<ReturnType<Route['fetch']>>) => Promise<void>,
): Promise<() => string> {
  let file = '';
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    if (!(await response.text()).includes(loadedPart.slice(1))) return route.fulfill({ response });
    file = new URL(route.request().url()).pathname.split('/').pop()!;
    await handle(route, response);
  });
  return () => file;
}

test.describe('loading state', () => {
  test('appears after 200 ms while the code is still loading, not before', async ({ page }) => {
    await page.addInitScript(`
      window.__loaderShownAt = null;
      new MutationObserver(() => {
        if (window.__loaderShownAt === null && document.querySelector('${loader}')) window.__loaderShownAt = performance.now();
      }).observe(document, { childList: true, subtree: true });`);
    const slowChunk = await routeSlowPart(page, async (route, response) => {
      await delay(1500);
      await route.fulfill({ response });
    });
    await page.goto('/__fixtures__/lazy-part');
    await expect(page.locator(loader)).toBeVisible();
    await expect(page.locator(loadedPart)).toBeVisible();
    await expect(
      page.locator(loader),
      'the loading state is gone once the part is there',
    ).toHaveCount(0);
    const { shownAt, requestedAt, arrivedAt } = await page.evaluate((file) => {
      const chunk = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith(`/${file}`)) as PerformanceResourceTiming;
      return {
        shownAt: (window as unknown as { __loaderShownAt: number }).__loaderShownAt,
        requestedAt: chunk.startTime,
        arrivedAt: chunk.responseEnd,
      };
    }, slowChunk());
    // The loader's 200 ms timer starts just after the chunk request; allow the few
    // milliseconds between the request being issued and its timing entry starting.
    expect(
      shownAt - requestedAt,
      `shown ${Math.round(shownAt - requestedAt)} ms after the request`,
    ).toBeGreaterThanOrEqual(195);
    expect(shownAt, 'shown while the code was still on its way').toBeLessThan(arrivedAt);
  });
});

test.describe('load error', () => {
  test('shows the error text with a Retry button that loads the page part', async ({ page }) => {
    let failing = true;
    // react-loadable drops a result that arrives before the component has mounted,
    // so the failing request is held until the loading state shows (mounted, 200 ms
    // past), then fails: the order a reader on a slow, dropping connection meets.
    let failNow = (): void => {};
    const loaderShown = new Promise<void>((resolve) => (failNow = resolve));
    const slowChunk = await routeSlowPart(page, async (route, response) => {
      if (!failing) return route.fulfill({ response });
      await loaderShown;
      return route.abort('failed');
    });
    await page.goto('/__fixtures__/lazy-part');
    await expect(page.locator(loader)).toBeVisible();
    failNow();
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    // The error box: the error's text, then the button.
    await expect(
      retry.locator('xpath=../../p'),
      'the error names the chunk that failed',
    ).toContainText(slowChunk());
    await expect(page.locator(loadedPart)).toHaveCount(0);

    failing = false;
    await retry.click();
    await expect(page.locator(loadedPart)).toBeVisible();
    await expect(retry, 'the error is gone after the retry').toHaveCount(0);
  });
});

test('an unlisted page’s banner, a chunk of its own, is served with the page with its noindex tag, and stays once hydrated', async ({
  page,
  problems,
}) => {
  const served = await (await page.request.get('/__fixtures__/unlisted')).text();
  expect(served, 'the banner is in the served HTML').toContain('theme-unlisted-banner');
  expect(served, 'and the noindex tag').toMatch(/<meta[^>]*name="?robots"?[^>]*content="noindex/);
  await page.goto('/__fixtures__/unlisted');
  await waitForHydration(page);
  await expect(page.locator('.theme-unlisted-banner')).toBeVisible();
  await expect(page.locator('.theme-unlisted-banner')).toContainText('Unlisted page');
  expect(problems).toEqual([]);
});
