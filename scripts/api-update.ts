/**
 * npm run api:update -- <version>
 *
 * Moves the documented graphql package to another release: installs exactly
 * that version (package.json + lock), regenerates the API markdown, rewrites
 * api-manifest.json and prints what was added, removed and newly deprecated,
 * then what the API pages mark as new, changed and removed since graphql 16.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  computeManifest,
  diffManifests,
  readManifest,
  writeManifest,
} from '../lib/api-manifest.ts';
import { GraphqlPackage } from '../lib/graphql-package.ts';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const version = process.argv[2];
if (!version || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
  console.error('Usage: npm run api:update -- <graphql version, e.g. 17.2.0>');
  process.exit(2);
}

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: siteDir, stdio: 'inherit' });

if (new GraphqlPackage().version !== version) {
  run('npm', ['install', '--save-exact', `graphql@${version}`]);
}
run('npm', ['run', 'api:generate']);

const before = readManifest(siteDir);
const after = computeManifest();
writeManifest(siteDir, after);

const diff = diffManifests(before, after);
const section = (title: string, names: string[]) =>
  console.log(`\n${title} (${names.length})${names.length ? `:\n  ${names.join('\n  ')}` : ''}`);
console.log(
  `\ngraphql ${before?.version ?? '(no manifest)'} -> ${after.version}; api-manifest.json rewritten.`,
);
section('Added', diff.added);
section('Removed', diff.removed);
section('Changed kind', diff.changedKind);
section('Newly deprecated', diff.newlyDeprecated);
section('No longer deprecated', diff.noLongerDeprecated);
const since = after.changesSince;
console.log(
  `\nSince graphql ${since.version} (the API pages' New/Changed markers and the overview's "Changes since" section):`,
);
section(`New since ${since.version}`, since.added);
section(`Changed since ${since.version}`, since.changed);
section(`Removed since ${since.version}`, since.removed);
