import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath, headlessShellPath } from './chromium.ts';

/** Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (no geckodriver needed). */
export const firefoxPath = '/usr/bin/firefox-esr';

/** Debian's WebKitGTK WebDriver (package webkit2gtk-driver), which drives MiniBrowser. */
export const webkitDriverPath = '/usr/bin/WebKitWebDriver';

/**
 * WebKitGTK's MiniBrowser, shipped by libwebkit2gtk-4.1-0 (a dependency of
 * webkit2gtk-driver) under the machine's multiarch library folder.
 */
export function miniBrowserPath(): string {
  const found = fs
    .readdirSync('/usr/lib', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('/usr/lib', entry.name, 'webkit2gtk-4.1/MiniBrowser'))
    .find((file) => fs.existsSync(file));
  if (!found)
    throw new Error(
      'MiniBrowser is missing from /usr/lib/*/webkit2gtk-4.1/: install the Debian package "webkit2gtk-driver"',
    );
  return found;
}

/**
 * The Debian packages the browser tests drive, each with the file that shows it
 * is installed. MiniBrowser has no headless mode, so WebKit runs in Xvfb
 * (started by xvfb-run, which needs xauth).
 */
export const browserPackages = {
  chromium: chromiumPath,
  'chromium-headless-shell': headlessShellPath,
  'firefox-esr': firefoxPath,
  'webkit2gtk-driver': webkitDriverPath,
  xvfb: '/usr/bin/Xvfb',
  xauth: '/usr/bin/xauth',
} as const;

export type BrowserPackage = keyof typeof browserPackages;

export const missingBrowserPackages = (packages: readonly BrowserPackage[]): BrowserPackage[] =>
  packages.filter((name) => !fs.existsSync(browserPackages[name]));

export function missingPackagesMessage(missing: readonly BrowserPackage[]): string {
  const list = missing.join(' ');
  return (
    `The browser tests need the Debian packages ${list} ` +
    `(missing: ${missing.map((name) => browserPackages[name]).join(', ')}). ` +
    `Install them with \`sudo apt-get install ${list}\`, or run \`npx tsx scripts/ensure-browsers.ts\` as root` +
    (missing.includes('chromium') || missing.includes('chromium-headless-shell')
      ? ' (or set CHROMIUM_PATH to a Chromium binary)'
      : '') +
    '.'
  );
}

/** Stops, naming the packages, when one the caller drives is not installed. */
export function requireBrowserPackages(packages: readonly BrowserPackage[]): void {
  const missing = missingBrowserPackages(packages);
  if (missing.length > 0) throw new Error(missingPackagesMessage(missing));
}
