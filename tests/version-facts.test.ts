/**
 * The documented graphql version and the previous major's release are written in package.json
 * only (and in what `npm run api:update` rewrites: package-lock.json, api-manifest.json). Any other
 * file that spells one of them out goes stale on the next release, so this test names it. The
 * upgrade guides (the pages of docs/upgrade-from-16/) are the exception: they are about those two
 * releases.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { graphqlPackage, previousPackage } from '../lib/graphql-package.ts';
import { siteDir } from '../lib/paths.ts';

/** Written by npm or by api:update, or about the two releases themselves. */
const derivedOrAbout = [
  /^package(-lock)?\.json$/,
  /^api-manifest\.json$/,
  /^BENCHMARKS\.md$/,
  /^docs\/upgrade-from-\d+\/[^/]+\.mdx?$/,
  /^static\//,
];

describe('version facts', () => {
  it('no file but package.json, what api:update rewrites and the upgrade guide writes the graphql versions by hand', () => {
    const versions = [graphqlPackage.version, previousPackage.version];
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: siteDir,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !derivedOrAbout.some((pattern) => pattern.test(file)))
      .filter((file) => fs.existsSync(path.join(siteDir, file)));
    const found: string[] = [];
    for (const file of files) {
      const lines = fs.readFileSync(path.join(siteDir, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const version of versions)
          if (new RegExp(`(^|[^\\d.])${version.replaceAll('.', '\\.')}($|[^\\d])`).test(line))
            found.push(`${file}:${index + 1}: ${version}`);
      });
    }
    assert.deepEqual(found, [], 'say "graphql 17" or read the version from lib/graphql-package.ts');
  });
});
