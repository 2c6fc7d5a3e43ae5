import { after, before } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser.ts';
import { serveBuild, type ServedSite } from './server.ts';

export interface SiteUnderTest {
  site: ServedSite;
  browser: Browser;
  /** A page in a fresh context (own storage), already at `pathname` and hydrated. */
  open(pathname: string, options?: BrowserContextOptions): Promise<Page>;
}

/**
 * Serves the build and launches Chromium before the file's tests and closes
 * both after them, even when a test fails. Call at the top of a spec file.
 */
export function useSiteUnderTest(): SiteUnderTest {
  const state = {} as SiteUnderTest;
  before(async () => {
    state.site = await serveBuild();
    state.browser = await launchBrowser();
  });
  after(async () => {
    await state.browser?.close();
    await state.site?.close();
  });
  state.open = async (pathname, options) => {
    const context = await newContext(state.browser, options);
    const page = await context.newPage();
    await page.goto(state.site.url(pathname));
    await waitForHydration(page);
    return page;
  };
  return state;
}

/**
 * React has taken over the server-rendered page: the colour-mode toggle is
 * disabled in the static HTML and enabled only once the app runs.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('button[aria-label^="Switch between dark and light mode"]:not([disabled])').first().waitFor({ state: 'attached' });
}
