import { after, before } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, newContext } from './browser.ts';
import { serveBuild, type ServedSite } from './server.ts';

export interface BrowserSession<Site extends ServedSite> {
  site: Site;
  browser: Browser;
  context: BrowserContext;
}

/**
 * Call inside a `describe`: serves the build and opens Chromium in `before()`,
 * closes both in `after()`. The returned object is filled in once `before` ran.
 */
export function useServedSiteInBrowser<Site extends ServedSite = ServedSite>(
  serve: () => Promise<Site> = serveBuild as () => Promise<Site>,
): BrowserSession<Site> {
  const session = {} as BrowserSession<Site>;
  before(async () => {
    session.site = await serve();
    session.browser = await launchBrowser();
    session.context = await newContext(session.browser);
  });
  after(async () => {
    await session.context?.close();
    await session.browser?.close();
    await session.site?.close();
  });
  return session;
}
