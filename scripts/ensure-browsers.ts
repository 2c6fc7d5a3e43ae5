/**
 * The browser tests drive Debian's Chromium, Firefox ESR and WebKitGTK. Install
 * the missing packages when we can (root, apt-get present); otherwise stop with
 * a message naming them: a missing engine fails the run, it is never skipped.
 *
 *   npx tsx scripts/ensure-browsers.ts     every package the browser tests need
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import {
  browserPackages,
  missingBrowserPackages,
  missingPackagesMessage,
  type BrowserPackage,
} from '../lib/engines.ts';

const allPackages = Object.keys(browserPackages) as BrowserPackage[];

export function ensureBrowsers(packages: readonly BrowserPackage[] = allPackages): void {
  const missing = missingBrowserPackages(packages);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get'))
    throw new Error(missingPackagesMessage(missing));
  const list = missing.join(' ');
  console.log(`Installing the Debian packages ${list} for the browser tests…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowsers();
