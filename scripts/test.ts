/**
 * `npm test`: everything a change must pass, in the order a failure is cheapest
 * to find: typecheck, the production build, the node tests (`*.test.ts`, under
 * node:test), then the browser tests (`*.spec.ts`, under Playwright Test). Ends
 * with one line, `N passed, N failed[, N skipped]`, counted by both runners.
 *
 *   npm test                              all of it
 *   npm test -- tests/e2e/x.spec.ts tests/api/y.test.ts   only these files (the build still runs)
 *   SKIP_BUILD=1 npm test -- …            reuse the existing build/ while iterating
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import { siteDir, tmpDir } from '../tests/support/paths.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function run(command: string, args: string[]): void {
  console.log(`\n> ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd: siteDir, stdio: 'inherit' });
}

function findNodeTests(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === '.tmp' || entry.name === 'fixtures' ? [] : findNodeTests(full);
      return entry.name.endsWith('.test.ts') ? [path.relative(siteDir, full)] : [];
    })
    .sort();
}

/** node:test, with a TAP copy of its report whose closing `# pass N` lines give the counts. */
function runNodeTests(files: string[]): Counts {
  const tap = path.join(tmpDir, 'node-tests.tap');
  fs.mkdirSync(tmpDir, { recursive: true });
  fs.rmSync(tap, { force: true });
  const args = ['--import', 'tsx', '--test', '--test-timeout=300000'];
  args.push(
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
  );
  console.log(`\n> node ${args.join(' ')} ${files.join(' ')}`);
  const result = spawnSync(process.execPath, [...args, ...files], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  const report = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (name: string) =>
    Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(report)?.[1] ?? 0);
  const counts = {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
  };
  // A run that dies before its report (a crash, a bad flag) is a failure, never zero tests.
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** Playwright Test, whose JSON reporter (playwright.config.ts) gives the counts. */
function runBrowserTests(files: string[]): Counts {
  const json = path.join(siteDir, 'test-results/results.json');
  fs.rmSync(json, { force: true });
  const args = ['playwright', 'test', ...files];
  console.log(`\n> npx ${args.join(' ')}`);
  const result = spawnSync('npx', args, { cwd: siteDir, stdio: 'inherit' });
  const stats = fs.existsSync(json)
    ? (
        JSON.parse(fs.readFileSync(json, 'utf8')) as {
          stats: { expected: number; unexpected: number; flaky: number; skipped: number };
        }
      ).stats
    : { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  const counts = {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  };
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

ensureChromium();
run('npx', ['tsc', '--noEmit']);
if (!process.env.SKIP_BUILD) run('npx', ['docusaurus', 'build']);

const requested = process.argv.slice(2);
const unknown = requested.filter((file) => !/\.(test|spec)\.ts$/.test(file));
if (unknown.length > 0)
  throw new Error(`not a test file (*.test.ts or *.spec.ts): ${unknown.join(', ')}`);
const nodeFiles =
  requested.length > 0
    ? requested.filter((file) => file.endsWith('.test.ts'))
    : findNodeTests(path.join(siteDir, 'tests'));
const browserFiles = requested.filter((file) => file.endsWith('.spec.ts'));

const results: Counts[] = [];
if (nodeFiles.length > 0) results.push(runNodeTests(nodeFiles));
if (requested.length === 0 || browserFiles.length > 0) results.push(runBrowserTests(browserFiles));

const total = results.reduce((sum, c) => ({
  passed: sum.passed + c.passed,
  failed: sum.failed + c.failed,
  skipped: sum.skipped + c.skipped,
}));
console.log(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 ? 1 : 0);
