import { after, before } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser.ts';
import { ensureFixtureBuild } from './fixture-build.ts';
import { waitForHydration } from './pages.ts';
import { serveBuild, type ServedSite } from './server.ts';

export interface BrowserSession<Site extends ServedSite = ServedSite> {
  /** The production build, served by `serve` (plain `serveBuild` unless given). */
  readonly site: Site;
  /** The test build with the fixture pages under /__fixtures__/ (only if asked for). */
  readonly fixtures: ServedSite;
  readonly browser: Browser;
  /**
   * Where pages open: one context shared by the file's tests (storage carries
   * over between them) until `freshPage` replaces it.
   */
  readonly context: BrowserContext;
  /** A tab in a new context (empty storage, like a first visit); the previous context is closed. */
  freshPage(options?: { initScript?: string }): Promise<Page>;
  /** A page in a context of its own (own storage), already at `pathname` of the site and hydrated. */
  open(pathname: string, options?: BrowserContextOptions): Promise<Page>;
}

export interface BrowserSessionOptions<Site extends ServedSite> {
  /** Also build (once per run) and serve the fixture pages. */
  fixtures?: boolean;
  /** How to serve the production build, e.g. with the shipped headers. */
  serve?: () => Promise<Site>;
}

/**
 * Call at the top of a test file or inside a `describe`: registers before/after
 * hooks that serve the build(s), launch Chromium and open a context, and close
 * everything afterwards even when a test fails. The returned object's
 * properties are available once `before` has run.
 */
export function browserSession<Site extends ServedSite = ServedSite>(
  options: BrowserSessionOptions<Site> = {},
): BrowserSession<Site> {
  const serve = options.serve ?? (serveBuild as () => Promise<Site>);
  let site: Site | undefined;
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
      serve(),
      fixtureDir ? serveBuild({ dir: fixtureDir }) : undefined,
      launchBrowser(),
    ]);
    context = await newContext(browser);
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
    async open(pathname, contextOptions) {
      // Closed with the browser after the file's tests.
      const own = await newContext(ready(browser, 'browser'), contextOptions);
      const page = await own.newPage();
      await page.goto(ready(site, 'site').url(pathname));
      await waitForHydration(page);
      return page;
    },
  };
}
