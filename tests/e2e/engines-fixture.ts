/**
 * The `test` of the cross-engine specs: the same `page` name the Chromium specs
 * use, with the few Playwright Page methods they need, driving Debian's Firefox
 * ESR (puppeteer-core over WebDriver BiDi) or WebKitGTK's MiniBrowser (classic
 * WebDriver through WebKitWebDriver, in Xvfb: MiniBrowser has no headless
 * mode). Playwright's own Firefox and WebKit are builds of their own, downloaded;
 * these are the engines Debian ships. The project's `engine` option
 * (playwright.config.ts) picks one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  test as playwrightTest,
  expect,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
  type ViewportSize,
} from '@playwright/test';
import { recordCspViolationsInPage, type CspWindow } from './fixtures.ts';
import puppeteer, {
  type Browser as FirefoxBrowser,
  type Page as FirefoxPage,
} from 'puppeteer-core';
import { Builder, By, until, type WebDriver } from 'selenium-webdriver';
import { desktopViewport } from '../../lib/chromium.ts';
import { freePort, waitForHttp } from '../../lib/server.ts';
import {
  firefoxPath,
  miniBrowserPath,
  requireBrowserPackages,
  webkitDriverPath,
} from '../../lib/engines.ts';

export { expect };
export { phoneViewport } from '../../lib/chromium.ts';

export type Engine = 'firefox' | 'webkit';

/** What the cross-engine specs do with a page, named as on Playwright's Page. */
export interface EnginePage {
  /** Opens a path of the served site and waits for its load event. */
  goto(path: string): Promise<void>;
  title(): Promise<string>;
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Resolves once `fn` returns a truthy value in the page. */
  waitForFunction<A = undefined>(fn: (arg: A) => unknown, arg?: A): Promise<void>;
  /** A real pointer click on the first visible element matching the CSS selector. */
  click(selector: string): Promise<void>;
  /** Moves the pointer over the first visible element matching the CSS selector. */
  hover(selector: string): Promise<void>;
  /** Types into the element matching the CSS selector, as a reader's keystrokes. */
  fill(selector: string, text: string): Promise<void>;
  /** The browser's back button. */
  goBack(): Promise<void>;
  reload(): Promise<void>;
  /** Content-Security-Policy violations of the current document since it was opened. */
  cspViolations(): Promise<string[]>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** How long a wait lasts, like the `expect` timeout in playwright.config.ts. */
const waitMs = 10_000;

/** A wait that, when it times out, says what it was waiting for. */
async function waitedFor(fn: unknown, arg: unknown, waiting: Promise<unknown>): Promise<void> {
  try {
    await waiting;
  } catch (error) {
    const what = `${String(fn)}${arg === undefined ? '' : ` with ${JSON.stringify(arg)}`}`;
    throw new Error(`waited ${waitMs} ms for ${what}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

async function openFirefoxPage(
  browser: FirefoxBrowser,
  baseURL: string,
  viewport: ViewportSize,
): Promise<EnginePage> {
  const context = await browser.createBrowserContext();
  const page: FirefoxPage = await context.newPage();
  await page.setViewport(viewport);
  await page.evaluateOnNewDocument(recordCspViolationsInPage);
  return {
    goto: async (path) => void (await page.goto(new URL(path, baseURL).href)),
    title: () => page.title(),
    evaluate: (fn, arg) => page.evaluate(fn, arg as never) as never,
    waitForFunction: (fn, arg) =>
      waitedFor(fn, arg, page.waitForFunction(fn as never, { timeout: waitMs }, arg as never)),
    click: (selector) => page.locator(selector).setTimeout(waitMs).click(),
    hover: (selector) => page.locator(selector).setTimeout(waitMs).hover(),
    fill: (selector, text) => page.locator(selector).setTimeout(waitMs).fill(text),
    goBack: async () => void (await page.goBack()),
    reload: async () => void (await page.reload()),
    cspViolations: () => page.evaluate(() => (window as unknown as CspWindow).cspViolations ?? []),
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => context.close(),
  };
}

/** Process groups started here and not yet ended: a worker that stops mid-test still ends them. */
const liveGroups = new Set<number>();
process.once('exit', () => {
  for (const group of liveGroups) killGroup(group);
});

function killGroup(group: number): void {
  try {
    process.kill(-group, 'SIGTERM');
  } catch {
    // The group has already ended.
  }
}

/** Runs a command in its own Xvfb display, as its own process group (to end it whole). */
function inXvfb(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(
    'xvfb-run',
    [
      // xvfb-run -a takes the first free display from --server-num on; workers starting
      // at once would race for the same one, so each worker starts from its own.
      '--auto-servernum',
      `--server-num=${100 + (process.pid % 500) * 10}`,
      '--server-args=-screen 0 1600x1200x24',
      command,
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...env } },
  );
  if (child.pid) liveGroups.add(child.pid);
  return child;
}

function endGroup(child: ChildProcess): void {
  if (child.pid && liveGroups.delete(child.pid)) killGroup(child.pid);
}

const webkitPackages = ['webkit2gtk-driver', 'xvfb', 'xauth'] as const;

async function openWebKitPage(baseURL: string, viewport: ViewportSize): Promise<EnginePage> {
  requireBrowserPackages(webkitPackages);
  const port = await freePort();
  const server = inXvfb(webkitDriverPath, [`--port=${port}`]);
  let output = '';
  server.stdout!.resume();
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const driverUrl = `http://127.0.0.1:${port}`;
  let driver: WebDriver;
  try {
    await waitForHttp(`${driverUrl}/status`, server, () => output, waitMs);
    driver = await new Builder()
      .usingServer(driverUrl)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: miniBrowserPath(),
          args: ['--automation', '--full-screen'],
        },
      })
      .build();
  } catch (error) {
    endGroup(server);
    throw error;
  }
  const evaluate: EnginePage['evaluate'] = (fn, arg) =>
    driver.executeScript(`return (${String(fn)})(arguments[0])`, arg);
  const element = async (selector: string) => {
    const found = await driver.wait(until.elementLocated(By.css(selector)), waitMs);
    await driver.wait(until.elementIsVisible(found), waitMs);
    return found;
  };
  // MiniBrowser's toolbar keeps its window at least 447 px wide; in full-screen mode
  // it has none, so the window, sized below (no window manager lets it fill the
  // Xvfb screen), is exactly the page's viewport, a phone's included.
  await driver
    .manage()
    .window()
    .setRect({ x: 0, y: 0, ...viewport });
  return {
    goto: (path) => driver.get(new URL(path, baseURL).href),
    title: () => driver.getTitle(),
    evaluate,
    waitForFunction: (fn, arg) =>
      waitedFor(
        fn,
        arg,
        driver.wait(async () => Boolean(await evaluate(fn, arg)), waitMs),
      ),
    click: async (selector) => (await element(selector)).click(),
    hover: async (selector) => {
      const target = await element(selector);
      // WebDriver's pointer moves only within the viewport.
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', target);
      await driver.actions().move({ origin: target }).perform();
    },
    fill: async (selector, text) => {
      const field = await element(selector);
      await field.clear();
      await field.sendKeys(text);
    },
    goBack: () => driver.navigate().back(),
    reload: () => driver.navigate().refresh(),
    // Classic WebDriver has no script that runs before the page's own, so the
    // recorder starts when this is first asked (after the page has loaded).
    cspViolations: () =>
      evaluate(recordCspViolationsInPage).then(() =>
        evaluate(() => (window as unknown as CspWindow).cspViolations ?? []),
      ),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    close: async () => {
      await driver.quit().catch(() => undefined);
      endGroup(server);
    },
  };
}

/** Resolves once React has hydrated the page (Docusaurus marks `<html>`), so clicks go through the router. */
const hasHydrated = (page: Document = document) =>
  page.documentElement.dataset.hasHydrated === 'true';

/** Each path's title once hydrated, and what went wrong while the paths loaded. */
export interface Loads {
  titles: string[];
  problems: string[];
}

/**
 * Each path loaded in a fresh page until it has hydrated: its title then, and its console
 * errors and warnings, uncaught exceptions and CSP violations.
 */
async function firefoxLoadEach(
  browser: FirefoxBrowser,
  origin: string,
  paths: readonly string[],
): Promise<Loads> {
  const titles: string[] = [];
  const problems: string[] = [];
  for (const path of paths) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn')
        problems.push(`${path}: console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${path}: pageerror: ${String(error)}`));
    await page.evaluateOnNewDocument(recordCspViolationsInPage);
    await page.goto(new URL(path, origin).href);
    await page.waitForFunction(hasHydrated, { timeout: waitMs });
    titles.push(await page.title());
    const violations = await page.evaluate(
      () => (window as unknown as CspWindow).cspViolations ?? [],
    );
    problems.push(...violations.map((violation) => `${path}: CSP: ${violation}`));
    await context.close();
  }
  return { titles, problems };
}

/**
 * What WebKit's console says while the paths load, until each has hydrated, and each one's
 * title then.
 * Under automation MiniBrowser runs with an ephemeral session, which never
 * writes console messages out, and classic WebDriver has no console log; so the
 * pages are loaded by a MiniBrowser of its own, writing its console to stdout,
 * one after the other in the frame of a local harness page that notes on the
 * console when each has hydrated.
 */
async function webkitLoadEach(origin: string, paths: readonly string[]): Promise<Loads> {
  const marker = 'console-harness:';
  const urls = paths.map((path) => new URL(path, origin).href);
  const harness = `<!doctype html><title>console harness</title><body><script>
(async () => {
  for (const url of ${JSON.stringify(urls)}) {
    const frame = document.createElement('iframe');
    frame.width = ${desktopViewport.width};
    frame.height = ${desktopViewport.height};
    const loaded = new Promise((resolve) => (frame.onload = resolve));
    frame.src = url;
    document.body.append(frame);
    await loaded;
    // The harness is a file allowed universal access, so it can look into the site's frame.
    while (!(${String(hasHydrated)})(frame.contentDocument)) await new Promise(requestAnimationFrame);
    console.log('${marker} hydrated ' + url + ' title=' + encodeURIComponent(frame.contentDocument.title));
    frame.remove();
  }
  console.log('${marker} done');
})();
</script></body>`;
  requireBrowserPackages(webkitPackages);
  // Outside automation MiniBrowser keeps its data (storage, cache): in a folder of this run only.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibrowser-'));
  const harnessFile = path.join(dataDir, 'harness.html');
  fs.writeFileSync(harnessFile, harness);
  const browser = inXvfb(
    miniBrowserPath(),
    [
      '--enable-write-console-messages-to-stdout=true',
      '--allow-universal-access-from-file-urls=true',
      pathToFileURL(harnessFile).href,
    ],
    { XDG_DATA_HOME: dataDir, XDG_CACHE_HOME: dataDir },
  );
  // MiniBrowser writes the console to stderr when it is not a terminal: read both.
  const titles: string[] = [];
  const problems: string[] = [];
  let unattributed: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `MiniBrowser did not hydrate every page: ${[...problems, ...unattributed].join('\n')}`,
            ),
          ),
        paths.length * waitMs,
      );
      const read = (stream: NodeJS.ReadableStream) => {
        let pending = '';
        stream.on('data', (chunk: Buffer) => {
          pending += chunk.toString();
          const complete = pending.split('\n');
          pending = complete.pop()!;
          for (const line of complete.filter((text) => text.trim() !== '')) {
            const hydrated = new RegExp(`${marker} hydrated (\\S+) title=(\\S*)`).exec(line);
            if (hydrated) {
              titles.push(decodeURIComponent(hydrated[2]!));
              // Messages of a page come before the harness notes that it has hydrated.
              problems.push(
                ...unattributed.map((text) => `${new URL(hydrated[1]!).pathname}: ${text}`),
              );
              unattributed = [];
            } else if (line.includes(`${marker} done`)) {
              clearTimeout(timer);
              resolve();
            } else unattributed.push(line);
          }
        });
      };
      read(browser.stdout!);
      read(browser.stderr!);
      browser.once('exit', (code) => reject(new Error(`MiniBrowser exited (${code})`)));
    });
  } finally {
    endGroup(browser);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { titles, problems: [...problems, ...unattributed] };
}

/** Playwright's `test` without its `page`, which this file replaces by an engine's. */
const base = playwrightTest as unknown as TestType<
  Omit<PlaywrightTestArgs, 'page'> & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

export const test = base.extend<
  {
    page: EnginePage;
    origin: string;
    /** Loads each path in turn until it has hydrated, outside `page`, with the engine's console read. */
    loadEach: (paths: readonly string[]) => Promise<Loads>;
  },
  { engine: Engine; firefox: FirefoxBrowser | undefined }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  firefox: [
    async ({ engine }, use) => {
      if (engine !== 'firefox') return use(undefined);
      requireBrowserPackages(['firefox-esr']);
      const browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath: firefoxPath,
        headless: true,
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  loadEach: async ({ engine, firefox, origin }, use) => {
    await use((paths) =>
      engine === 'firefox'
        ? firefoxLoadEach(firefox!, origin, paths)
        : webkitLoadEach(origin, paths),
    );
  },
  origin: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('playwright.config.ts gives every project a baseURL');
    await use(new URL(baseURL).origin);
  },
  page: async ({ engine, firefox, viewport, origin }, use, testInfo) => {
    const page =
      engine === 'firefox'
        ? await openFirefoxPage(firefox!, origin, viewport ?? desktopViewport)
        : await openWebKitPage(origin, viewport ?? desktopViewport);
    await use(page);
    // A failed test keeps what the engine showed: test-results/<test>/failure.png, in the report too.
    if (testInfo.status !== testInfo.expectedStatus) {
      const file = testInfo.outputPath('failure.png');
      fs.writeFileSync(file, await page.screenshot());
      await testInfo.attach('screenshot', { path: file, contentType: 'image/png' });
    }
    await page.close();
  },
});
