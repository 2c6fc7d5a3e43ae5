import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; Playwright's own browser download is never used. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell, which the browser tests drive: the same engine
 * without the browser's window layer, as Playwright itself uses for headless runs
 * (https://playwright.dev/docs/browsers#chromium-headless-shell), and a good deal quicker to load
 * a page in. CHROMIUM_PATH, when set, is used for the tests too.
 */
export const headlessShellPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Flags that keep Chromium from calling home (updates, sync) and let it run where its sandbox cannot (containers). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Headless Chromium for the scripts (the bench, the social card); the tests launch it through playwright.config.ts. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** The desktop window the tests and the bench load pages in. */
export const desktopViewport = { width: 1280, height: 800 };

/** A phone in portrait: the `phone` project of the browser tests. */
export const phoneViewport = { width: 390, height: 844 };
