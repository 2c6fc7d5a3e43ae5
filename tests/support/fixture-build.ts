import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { docusaurusBin, siteDir, tmpDir } from './paths.ts';

/** The test build: the real site plus the pages of tests/fixtures/pages under /__fixtures__/. */
export const fixtureBuildDir = path.join(tmpDir, 'fixture-build');
const stampFile = path.join(fixtureBuildDir, '.built-from');

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

/** Sources whose change makes the fixture build stale. */
function sourcesMtime(): number {
  return Math.max(
    ...['docusaurus.config.ts', 'sidebars.ts', 'docs', 'src', 'tests/fixtures'].map((p) => newestMtime(path.join(siteDir, p))),
  );
}

/**
 * Builds the site with SITE_TEST_FIXTURES=1 into tests/.tmp/fixture-build, once:
 * later test files (and runs) reuse it until a source changes. The build lock
 * keeps it from running alongside another build on a small machine.
 */
export function ensureFixtureBuild(): string {
  fs.mkdirSync(tmpDir, { recursive: true });
  const lock = path.join(tmpDir, 'fixture-build.lock');
  const script = `
    if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$WANTED" ]; then exit 0; fi
    rm -rf "$OUT"
    flock /tmp/build.lock "$DOCUSAURUS" build --out-dir "$OUT" >"$OUT.log" 2>&1 || { cat "$OUT.log" >&2; exit 1; }
    echo "$WANTED" > "$STAMP"`;
  execFileSync('flock', [lock, 'sh', '-c', script], {
    cwd: siteDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      SITE_TEST_FIXTURES: '1',
      OUT: fixtureBuildDir,
      STAMP: stampFile,
      WANTED: String(sourcesMtime()),
      DOCUSAURUS: docusaurusBin,
    },
  });
  return fixtureBuildDir;
}
