/**
 * The end-to-end tests drive Debian's Chromium. Install it when we can (root,
 * apt-get present); otherwise stop with a message naming the package.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from './lib/chromium.ts';

export function ensureChromium(): void {
  if (fs.existsSync(chromiumPath)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install the Debian package "chromium" ` +
        `(sudo apt-get install chromium), or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  console.log('Installing the Debian package "chromium" for the end-to-end tests…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
