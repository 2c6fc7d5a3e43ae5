/**
 * `npm test`: everything a change must pass, in the order a failure is cheapest
 * to find: typecheck, the production build, then every test file under tests/.
 *
 *   npm test                    all of it
 *   npm test -- tests/e2e/x.spec.ts   only these files (the build still runs)
 *   SKIP_BUILD=1 npm test -- …  reuse the existing build/ while iterating
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import { siteDir } from '../tests/support/paths.ts';

function run(command: string, args: string[]): void {
  console.log(`\n> ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd: siteDir, stdio: 'inherit' });
}

function findTests(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '.tmp' || entry.name === 'fixtures' ? [] : findTests(full);
      return /\.(test|spec)\.ts$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

ensureChromium();
run('npx', ['tsc', '--noEmit']);
if (!process.env.SKIP_BUILD) run('npx', ['docusaurus', 'build']);

const requested = process.argv.slice(2);
const files = requested.length > 0 ? requested : findTests(path.join(siteDir, 'tests'));
if (files.length === 0) throw new Error('no test files found under tests/');
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-timeout=300000', ...files], {
  cwd: siteDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
