import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser.ts';
import { ensureFixtureBuild } from './fixture-build.ts';
import { serveBuild, type ServedSite } from './server.ts';

export interface BrowserSession {
  /** The production build. */
  readonly site: ServedSite;
  /** The test build with the fixture pages under /__fixtures__/ (only if asked for). */
  readonly fixtures: ServedSite;
  readonly browser: Browser;
  /** The context of the last fresh page, for opening a second tab beside it. */
  readonly context: BrowserContext;
  /** A tab in a new context (empty storage, like a first visit); the previous context is closed. */
  freshPage(options?: { initScript?: string }): Promise<Page>;
}

/**
 * Registers before/after hooks that serve the build(s) and launch Chromium for the
 * test file, and close everything afterwards even when a test fails.
 */
export function browserSession(options: { fixtures?: boolean } = {}): BrowserSession {
  let site: ServedSite | undefined;
  let fixtures: ServedSite | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not available: the session did not start (or fixtures were not asked for)`);
    return value;
  };

  before(async () => {
    const fixtureDir = options.fixtures ? ensureFixtureBuild() : undefined;
    [site, fixtures, browser] = await Promise.all([
      serveBuild(),
      fixtureDir ? serveBuild({ dir: fixtureDir }) : undefined,
      launchBrowser(),
    ]);
  });
  after(async () => {
    await context?.close();
    await Promise.all([browser?.close(), site?.close(), fixtures?.close()]);
  });

  return {
    get site() {
      return ready(site, 'site');
    },
    get fixtures() {
      return ready(fixtures, 'fixtures');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get context() {
      return ready(context, 'context');
    },
    async freshPage({ initScript } = {}) {
      await context?.close();
      context = await newContext(ready(browser, 'browser'));
      if (initScript) await context.addInitScript(initScript);
      return context.newPage();
    },
  };
}
