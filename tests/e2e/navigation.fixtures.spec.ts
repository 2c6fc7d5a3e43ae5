/**
 * Navigation behaviour on the fixture pages: in-site links to
 * .html paths, scrolling after navigation, the progress bar and the reload after
 * a failed route chunk. (Prefetching and typed .html paths: navigation.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { delay, docHeading, htmlPathCases } from '../support/pages.ts';
import { expect, openHydrated, test, waitForHydration } from './fixtures.ts';

const isChunk = (url: string) => new URL(url).pathname.startsWith('/assets/js/');

/** Follows the long-first fixture's link to long-second and waits until that page shows. */
async function showSecondLongPage(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'The other long page', exact: true }).click();
  await expect(page).toHaveURL(/long-second$/);
  await expect(page.getByRole('heading', { level: 1, name: /long-second/ })).toBeVisible();
}

test.describe('.html paths end on the clean path', () => {
  for (const { typed, clean, doc, link } of htmlPathCases) {
    test(`as an in-site link to ${typed}`, async ({ page }) => {
      await openHydrated(page, '/__fixtures__/html-links');
      await expect(page.locator(link)).toHaveAttribute('href', typed);
      await page.click(link);
      await expect(page).toHaveURL(clean);
      await expect(page.locator('article h1')).toHaveText(docHeading(doc));
    });
  }
});

test.describe('scroll position after navigation', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test('goes to the top without a hash, and back/forward restore the positions', async ({
    page,
  }) => {
    await openHydrated(page, '/__fixtures__/long-first');
    const link = page.getByRole('link', { name: 'The other long page', exact: true });
    await link.scrollIntoViewIfNeeded();
    const leftAt = await scrollY(page);
    expect(leftAt, `the link sits far down the page (scrollY ${leftAt})`).toBeGreaterThan(1000);
    await showSecondLongPage(page);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBe(1500);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: /long-first/ })).toBeVisible();
    await expect.poll(async () => Math.abs((await scrollY(page)) - leftAt)).toBeLessThanOrEqual(2);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: /long-second/ })).toBeVisible();
    await expect.poll(async () => Math.abs((await scrollY(page)) - 1500)).toBeLessThanOrEqual(2);
  });

  test('scrolls the hash target into view', async ({ page }) => {
    await openHydrated(page, '/__fixtures__/long-first');
    await page.getByRole('link', { name: 'The other long page, at its far section' }).click();
    await expect(page).toHaveURL(/long-second#far-section$/);
    const target = page.locator('#far-section');
    // The target heading ends up at the top of the view (under the sticky navbar).
    await page.waitForFunction(() => {
      const top = document.getElementById('far-section')!.getBoundingClientRect().top;
      return window.scrollY > 1000 && top >= 0 && top < 200;
    });
    await expect(target).toBeVisible();
  });
});

test.describe('progress bar', () => {
  /** Records when the click happened and when #nprogress first appeared. */
  const progressProbe = `
    window.__progress = { clickedAt: null, shownAt: null };
    document.addEventListener('click', () => { window.__progress.clickedAt = performance.now(); }, true);
    new MutationObserver(() => {
      if (window.__progress.shownAt === null && document.getElementById('nprogress')) window.__progress.shownAt = performance.now();
    }).observe(document, { childList: true, subtree: true });`;
  type Progress = { clickedAt: number | null; shownAt: number | null };
  const readProgress = (page: Page) =>
    page.evaluate(() => (window as unknown as { __progress: Progress }).__progress);

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(progressProbe);
  });

  test('appears, no sooner than 200 ms, when a navigation is slow', async ({ page }) => {
    let slow = false;
    await page.route('**/assets/js/**', async (route) => {
      if (slow) await delay(1000);
      await route.continue();
    });
    await openHydrated(page, '/__fixtures__/long-first');
    slow = true;
    await showSecondLongPage(page);
    const { clickedAt, shownAt } = await readProgress(page);
    expect(clickedAt !== null && shownAt !== null, 'the progress bar was shown').toBe(true);
    expect(
      shownAt! - clickedAt!,
      `shown ${Math.round(shownAt! - clickedAt!)} ms after the click`,
    ).toBeGreaterThanOrEqual(200);
  });

  test('does not appear when the page is ready at once', async ({ page }) => {
    // The page's timers run on Playwright's clock, so that "at once" does not depend on how
    // busy the machine is: the bar's 200 ms timer fires only when the test lets time pass.
    await page.clock.install();
    await openHydrated(page, '/__fixtures__/long-first');
    // Visit the target once and come back: its code is loaded, so the next visit is instant.
    await showSecondLongPage(page);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: /long-first/ })).toBeVisible();
    await page.evaluate(() => {
      const progress = (window as unknown as { __progress: Progress }).__progress;
      progress.clickedAt = progress.shownAt = null;
    });
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await showSecondLongPage(page);
    // The page has rendered with time stopped; a bar timer still pending would fire now.
    await page.clock.runFor(1000);
    const { clickedAt, shownAt } = await readProgress(page);
    expect(clickedAt, 'the click was recorded').not.toBeNull();
    expect(shownAt, 'the progress bar never appeared').toBeNull();
  });
});

test.describe('a route chunk that fails to load', () => {
  test('makes the browser reload, and the reader lands on the page', async ({ page, baseURL }) => {
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
    await openHydrated(page, '/__fixtures__/long-first');
    failChunks = true;
    await showSecondLongPage(page);
    await waitForHydration(page);
    expect(reloadedTo, 'the browser loaded the page afresh').toBe(
      new URL('/__fixtures__/long-second', baseURL).href,
    );
  });
});
