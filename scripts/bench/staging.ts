import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../../lib/paths.ts';

/**
 * The bench builds a copy of the site in .bench/site, whose node_modules is a
 * folder of links to the real install except `.cache`. Clearing the bundler
 * cache for a cold build then clears only the bench's own cache: never the
 * install's, which other checkouts sharing node_modules may be using.
 */
export const stagingDir = path.join(siteDir, '.bench/site');

/** Top-level entries that are not site sources. */
const notSource = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  'api',
  '.bench',
  '.git',
  'tests',
  '.cache-loader',
]);
/** Staging entries kept between runs: a warm build reuses them. */
const kept = new Set(['node_modules', 'build', '.docusaurus', 'api']);

export function prepareStaging(): string {
  fs.mkdirSync(stagingDir, { recursive: true });
  for (const entry of fs.readdirSync(stagingDir)) {
    if (!kept.has(entry)) fs.rmSync(path.join(stagingDir, entry), { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(siteDir)) {
    if (notSource.has(entry)) continue;
    fs.cpSync(path.join(siteDir, entry), path.join(stagingDir, entry), { recursive: true });
  }
  linkInstall();
  return stagingDir;
}

function linkInstall(): void {
  const install = fs.realpathSync(path.join(siteDir, 'node_modules'));
  const modules = path.join(stagingDir, 'node_modules');
  fs.mkdirSync(modules, { recursive: true });
  const wanted = new Set(fs.readdirSync(install).filter((entry) => entry !== '.cache'));
  for (const entry of fs.readdirSync(modules)) {
    if (entry === '.cache') continue;
    const link = path.join(modules, entry);
    if (!wanted.has(entry) || !fs.lstatSync(link).isSymbolicLink())
      fs.rmSync(link, { recursive: true, force: true });
  }
  for (const entry of wanted) {
    const link = path.join(modules, entry);
    if (!fs.existsSync(link)) fs.symlinkSync(path.join(install, entry), link);
  }
}
