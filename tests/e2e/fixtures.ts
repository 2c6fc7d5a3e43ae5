/**
 * What many browser specs share: the `test` they import (Playwright Test's,
 * with a `problems` list watching the page) and a few page helpers.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

export { expect };

export { phoneViewport } from '../../lib/chromium.ts';

/**
 * Starts recording everything a reader would never want to happen on a page:
 * console errors or warnings, uncaught exceptions, and same-origin requests
 * that fail or answer 400+.
 */
export function watchForProblems(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning')
      problems.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    if (req.url().startsWith(origin))
      problems.push(`requestfailed: ${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    if (res.url().startsWith(origin) && res.status() >= 400)
      problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return problems;
}

/** A page's window once recordCspViolationsInPage has run in it. */
export interface CspWindow {
  cspViolations?: string[];
}

/**
 * Run in the page (Playwright's init scripts, the Firefox and WebKit fixture): records each
 * `securitypolicyviolation` of the document into `window.cspViolations`, once per document.
 */
export function recordCspViolationsInPage(): void {
  const target = window as unknown as CspWindow;
  if (target.cspViolations) return;
  const seen: string[] = [];
  target.cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(
      `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

/** Records every `securitypolicyviolation` of the context's pages, for `cspViolations`. */
async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordCspViolationsInPage);
}

/** The Content-Security-Policy violations of the page's current document so far. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const seen = (window as unknown as CspWindow).cspViolations;
    // No list means nothing was recording: an empty answer would prove nothing.
    if (!seen) throw new Error('policy violations are not being recorded in this page');
    return seen;
  });

/** Leaving a page cancels its pending prefetches (ERR_ABORTED): the test's doing, not the site's. */
export const realProblems = (problems: string[]): string[] =>
  problems.filter((problem) => !/^requestfailed: .* net::ERR_ABORTED$/.test(problem));

/**
 * What went wrong on `page` so far: its document's policy violations and the problems
 * watchForProblems recorded, less those the test itself caused.
 */
export const pageFaults = async (page: Page, problems: string[]): Promise<string[]> => [
  ...(await cspViolations(page)),
  ...realProblems(problems),
];

/** The WCAG 2.0/2.1/2.2 A and AA rules the site is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's WCAG A/AA rules about colour (tagged `cat.color` in
 * https://github.com/dequelabs/axe-core/blob/develop/doc/rule-descriptions.md): all that a second
 * colour mode can change on a page whose markup is the same in both.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's WCAG A/AA violations on `page` (within `include`, a selector, if given), each with
 * where it is; `rules` narrows the audit to those rules.
 */
export async function axeViolations(
  page: Page,
  include?: string,
  rules?: string[],
): Promise<string[]> {
  // Only violations are reported, so axe need not build a selector for every element that
  // passed: on a long page that is most of its time (https://github.com/dequelabs/axe-core/blob/develop/doc/API.md#options-parameter, resultTypes).
  const audit = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const builder = rules ? audit.withRules(rules) : audit.withTags(wcagTags);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
        )
        .join('\n'),
  );
}

/** Waits until `image` has loaded a picture, as a reader would see it. */
export async function expectImageLoaded(image: Locator, what: string): Promise<void> {
  await expect
    .poll(
      () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      what,
    )
    .toBe(true);
}

/** The navbar's colour-mode toggle (theme-classic's ColorModeToggle, labelled with the mode it shows). */
export const colourModeToggle = 'button[aria-label^="Switch between dark and light mode"]';

/** Resolves once React has hydrated the page, so clicks go through the router. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Opens a path of the served site and waits until it has hydrated. */
export async function openHydrated(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await waitForHydration(page);
}

export const test = base.extend<{ problems: string[]; origin: string }>({
  /** Every test's pages record their policy violations, for cspViolations and pageFaults. */
  context: async ({ context }, use) => {
    await recordCspViolations(context);
    await use(context);
  },
  /** The served site's origin (the project's baseURL without a trailing slash). */
  origin: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('playwright.config.ts gives every project a baseURL');
    await use(new URL(baseURL).origin);
  },
  /** Problems seen on `page` since the test started (see watchForProblems). */
  problems: async ({ page, origin }, use) => {
    await use(watchForProblems(page, origin));
  },
});
