/**
 * Loading a page's code: the loading state waits 200 ms
 * before showing, and a load error shows its text with a Retry button that works.
 * The fixture page /__fixtures__/lazy-part loads a part of itself through the same
 * react-loadable + @theme/Loading pair Docusaurus wraps every route chunk in.
 */
import { delay } from '../support/pages.ts';
import { expect, test } from './fixtures.ts';

const slowChunk = '**/assets/js/fixture-slow-part.*.js';
const loader = '#loader';
const loadedPart = '#slow-part-content';

test.describe('loading state', () => {
  test('appears after 200 ms while the code is still loading, not before', async ({ page }) => {
    await page.addInitScript(`
      window.__loaderShownAt = null;
      new MutationObserver(() => {
        if (window.__loaderShownAt === null && document.querySelector('${loader}')) window.__loaderShownAt = performance.now();
      }).observe(document, { childList: true, subtree: true });`);
    await page.route(slowChunk, async (route) => {
      await delay(1500);
      await route.continue();
    });
    await page.goto('/__fixtures__/lazy-part');
    await expect(page.locator(loader)).toBeVisible();
    await expect(page.locator(loadedPart)).toBeVisible();
    await expect(
      page.locator(loader),
      'the loading state is gone once the part is there',
    ).toHaveCount(0);
    const { shownAt, requestedAt, arrivedAt } = await page.evaluate(() => {
      const chunk = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/fixture-slow-part.')) as PerformanceResourceTiming;
      return {
        shownAt: (window as unknown as { __loaderShownAt: number }).__loaderShownAt,
        requestedAt: chunk.startTime,
        arrivedAt: chunk.responseEnd,
      };
    });
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
    await page.route(slowChunk, async (route) => {
      if (!failing) return route.continue();
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
    ).toContainText(/fixture-slow-part/);
    await expect(page.locator(loadedPart)).toHaveCount(0);

    failing = false;
    await retry.click();
    await expect(page.locator(loadedPart)).toBeVisible();
    await expect(retry, 'the error is gone after the retry').toHaveCount(0);
  });
});
