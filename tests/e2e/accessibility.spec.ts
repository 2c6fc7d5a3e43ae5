/**
 * WCAG 2.0/2.1/2.2 A and AA, checked by axe-core on every page type (its colour rules in both
 * colour modes), plus what axe cannot see: the keyboard path through a page of
 * each layout.
 */
import type { Page } from '@playwright/test';
import { pageTypes } from '../../lib/page-types.ts';
import { navbarSearchBox } from '../support/search.ts';
import {
  axeViolations,
  colourModeToggle,
  colourRules,
  expect,
  test,
  waitForHydration,
} from './fixtures.ts';

/** The page in a colour mode; `docusaurus-theme` is the query parameter the theme's inline script reads. */
function pageUrl(pathname: string, mode: string): string {
  return `${pathname}?${new URLSearchParams({ 'docusaurus-theme': mode })}`;
}

/** Opens a sample page; a wrong status fails here, so a missing page is never audited in place of the real one. */
async function open(page: Page, url: string, status: number): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), `${url} answered ${response?.status()}, expected ${status}`).toBe(
    status,
  );
  // React has taken over the server-rendered markup: what a reader operates from then on.
  await waitForHydration(page);
}

/**
 * The page types whose keyboard path is walked: one of each layout. The API overview, function,
 * enum and interface pages are laid out as the class page is, with the same kinds of controls
 * (sidebar, table of contents, linked names, copy buttons), so their keyboard path proves nothing
 * more; axe still audits each of them in both modes.
 */
const keyboardPageTypes = pageTypes.filter(
  (type) =>
    !['api-overview', 'api-function', 'api-function-new', 'api-enum', 'api-interface'].includes(
      type.id,
    ),
);

/**
 * Presses Tab `count` times as a reader's keyboard does (the DevTools protocol's
 * key events, which Playwright's keyboard.press sends too), sending them all at
 * once: Chromium handles them in order, and the page records each focus move,
 * so hundreds of presses cost one wait instead of a round trip each.
 */
async function pressTab(page: Page, count: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
  await Promise.all(
    Array.from({ length: count }, () => [
      cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key }),
      cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
    ]).flat(),
  );
  await cdp.detach();
}

/**
 * Puts the keyboard's starting point at the top of the document, as on a
 * fresh load, even where a page autofocuses a field (the search page does).
 */
async function startKeyboardFromTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
}

test.describe('accessibility', () => {
  // Independent tests, shared by both workers.
  test.describe.configure({ mode: 'parallel' });

  // Every rule in light mode; then dark mode, switched on by the navbar's toggle as a reader does,
  // where only colours differ, with the rules about colour. (The first visit in dark mode is
  // colour-mode.spec.ts's and security-headers.spec.ts's.)
  for (const sample of pageTypes) {
    test(`${sample.label} (${sample.path}) has no WCAG A/AA violation in light mode, nor a colour violation in dark mode`, async ({
      page,
    }) => {
      await open(page, pageUrl(sample.path, 'light'), sample.status);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await axeViolations(page), 'in light mode').toEqual([]);
      await page.locator(colourModeToggle).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Colours ease between the modes (Infima's transitions): audit the ones they end on.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished),
        ),
      );
      expect(await axeViolations(page, undefined, colourRules), 'in dark mode').toEqual([]);
    });
  }

  for (const sample of keyboardPageTypes) {
    test(`${sample.label}: skip-to-content moves the keyboard past the navigation`, async ({
      page,
    }) => {
      await open(page, pageUrl(sample.path, 'light'), sample.status);
      await startKeyboardFromTop(page);
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => document.activeElement?.textContent?.trim());
      expect(first ?? '', 'the first Tab reaches the skip link').toMatch(
        /skip to (main )?content/i,
      );
      // Docusaurus focuses <main> for a moment (then drops its tabindex): the
      // keyboard's starting point is now the content.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      // The next stop comes after the start of the content, never back in the navbar it skipped.
      const next = await page.evaluate(() => {
        const active = document.activeElement;
        const content =
          document.querySelector('main') ??
          document.getElementById('__docusaurus_skipToContent_fallback');
        const after = Boolean(
          active &&
          content &&
          content.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        const inside = Boolean(active && content?.contains(active));
        return {
          ok: (after || inside) && !active?.closest('nav.navbar'),
          tag: active?.outerHTML.slice(0, 120),
        };
      });
      expect(next.ok, `after skipping, Tab went to ${next.tag}`).toBe(true);
    });

    test(`${sample.label}: every interactive element is reached by Tab and shows a visible focus indicator`, async ({
      page,
    }) => {
      await open(page, pageUrl(sample.path, 'light'), sample.status);
      // The navbar search box is a stand-in until first used, then replaced by
      // the plugin's: have it replaced first, so that the elements numbered
      // below are the ones Tab will meet.
      await navbarSearchBox(page).hover();
      await expect(
        page.locator('nav.navbar').getByRole('combobox', { name: 'Search' }),
      ).toBeVisible();
      await startKeyboardFromTop(page);
      // Number every element a reader can see and operate.
      const expected = await page.evaluate(() => {
        const selector =
          'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
        // (No named helper functions in here: the test transpiler would wrap them in a helper the page lacks.)
        const list = Array.from(document.querySelectorAll(selector)).filter((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return (
            box.width > 0 &&
            box.height > 0 &&
            style.visibility !== 'hidden' &&
            !element.closest('[inert], [aria-hidden="true"]')
          );
        });
        list.forEach((element, index) => element.setAttribute('data-a11y-id', String(index)));
        return list.map((element) => element.outerHTML.slice(0, 100));
      });
      // Every focus move is recorded in the page as it happens, with the focus style it shows.
      await page.evaluate(() => {
        const stops: { id: string | null; indicator: boolean; html: string }[] = [];
        (window as unknown as { focusStops: typeof stops }).focusStops = stops;
        document.addEventListener('focusin', (event) => {
          const active = event.target as HTMLElement;
          const focused = getComputedStyle(active);
          const outline = focused.outlineStyle !== 'none' && parseFloat(focused.outlineWidth) >= 1;
          const shadow = focused.boxShadow !== 'none';
          stops.push({
            id: active.getAttribute('data-a11y-id'),
            indicator: outline || shadow,
            html: active.outerHTML.slice(0, 100),
          });
        });
      });
      // Generous: stops outside the list (the visually hidden skip link…) take presses too.
      await pressTab(page, expected.length * 2 + 20);
      const stops = await page.evaluate(
        () =>
          (
            window as unknown as {
              focusStops: { id: string | null; indicator: boolean; html: string }[];
            }
          ).focusStops,
      );
      const reached = new Set(stops.flatMap((stop) => (stop.id === null ? [] : [Number(stop.id)])));
      const noIndicator = stops.filter((stop) => !stop.indicator).map((stop) => stop.html);
      const missed = expected.filter((_, index) => !reached.has(index));
      expect(missed, 'elements Tab never reached').toEqual([]);
      expect([...new Set(noIndicator)], 'elements with no visible focus indicator').toEqual([]);
    });
  }
});
