import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir, tmpDir } from './paths.ts';

/**
 * Everything at the root is copied except what is installed, generated, git's or
 * the tests': a new folder the config needs is then copied without anyone
 * remembering to list it.
 */
const notCopied = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  'api',
  'tests',
  '.git',
  '.bench',
]);

/**
 * A fresh copy of the site in tests/.tmp/<name>, sharing node_modules through a
 * symlink, for tests that break the site on purpose.
 */
export function copySite(name: string): string {
  const dir = path.join(tmpDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(siteDir)) {
    if (!notCopied.has(entry))
      fs.cpSync(path.join(siteDir, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(
    fs.realpathSync(path.join(siteDir, 'node_modules')),
    path.join(dir, 'node_modules'),
  );
  return dir;
}

/** Replaces one exact piece of a file of the copy; fails loudly if the piece is gone. */
export function editFile(dir: string, file: string, from: string, to: string): void {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
  fs.writeFileSync(full, text.replace(from, to));
}

/** Writes whole files into the copy (new pages, broken ones). */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

/**
 * Builds the copy (under the machine's build lock) and returns its exit code and
 * output. The bundler's persistent cache lives in the shared node_modules: these
 * throwaway builds stay out of it.
 */
export function buildCopy(dir: string): { status: number | null; output: string } {
  const result = spawnSync(
    'flock',
    ['/tmp/build.lock', path.join(dir, 'node_modules/.bin/docusaurus'), 'build'],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
    },
  );
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
