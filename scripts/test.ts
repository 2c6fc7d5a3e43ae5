/**
 * The test runner behind `npm test`, `npm run test:unit` and `npm run test:samples`.
 * It runs what a change must pass, the checks that fail quickest first, and
 * ends with each step's time (whole runs) and one line, `N passed, N failed[, N skipped]`,
 * counted by both runners: node tests (`*.test.ts`, node:test) and browser tests (`*.spec.ts`, Playwright Test).
 *
 *   npm test                         lint and typecheck, the API markdown, the node tests that
 *                                    need no build (the production build beside them), the
 *                                    browser tests (the node tests over the build, tests/site/,
 *                                    beside them)
 *   npm test -- <files>              only these test files; the build runs first only
 *                                    when one of them needs it (tests/site/, *.spec.ts)
 *   SKIP_BUILD=1 npm test -- <files> the same, reusing build/
 *   npm run test:unit                every node test that needs no build
 *   npm run test:samples -- docs/tutorials/basic-types.md
 *                                    one page's samples run, their output compared
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBrowsers } from './ensure-browsers.ts';
import { siteDir, tmpDir } from '../lib/paths.ts';
import { samplePagesVariable } from '../lib/docs-pages.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Node tests over the production build: they read build/ and need it first. */
const siteTestsDir = path.join(siteDir, 'tests/site');
const sampleTests = [
  'tests/docs-samples-a.test.ts',
  'tests/docs-samples-b.test.ts',
  'tests/docs-imports.test.ts',
];

/** Each step's wall time, printed at the end so that a slow step shows in any run's log. */
const stepTimes: string[] = [];

async function timed<T>(step: string, work: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  stepTimes.push(`${step} ${Math.round((performance.now() - start) / 1000)} s`);
  return result;
}

function run(command: string, args: string[]): void {
  console.log(`\n> ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd: siteDir, stdio: 'inherit' });
}

/**
 * Runs a command with its output held back, then printed under its command line when it ends, so
 * that it can run beside another whose output goes straight to the terminal.
 */
function runHeldBack(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  shownAs = command,
): Promise<{ label: string; code: number | null }> {
  return new Promise((resolve) => {
    const label = `${shownAs} ${args.join(' ')}`;
    const child = spawn(command, args, { cwd: siteDir, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    child.on('close', (code) => {
      console.log(`\n> ${label}\n${output.trimEnd()}`);
      resolve({ label, code });
    });
  });
}

/** Runs single-threaded checks side by side, each one's output printed as it ends; stops if one failed. */
async function runSideBySide(commands: [string, string[]][]): Promise<void> {
  const finished = await Promise.all(commands.map(([command, args]) => runHeldBack(command, args)));
  const failed = finished.filter(({ code }) => code !== 0).map(({ label }) => label);
  if (failed.length > 0) throw new Error(`failed: ${failed.join(', ')}`);
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

/** The cross-engine specs, run in Firefox and WebKit (playwright.config.ts). */
const isEngineSpec = (file: string) => /(^|\/)engines[^/]*\.spec\.ts$/.test(file);

const needsBuild = (file: string) =>
  file.endsWith('.spec.ts') || path.resolve(siteDir, file).startsWith(siteTestsDir + path.sep);

/** Runs a command with the terminal as its output; resolves to its exit code. */
function runInTerminal(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  shownAs = command,
) {
  console.log(`\n> ${shownAs} ${args.join(' ')}`);
  return new Promise<number | null>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: siteDir,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('close', resolve);
  });
}

/**
 * node:test, with a TAP copy of its report whose closing `# pass N` lines give the counts.
 * `heldBack`: its output is printed when it ends, for a run beside another that prints as it goes.
 */
async function runNodeTests(
  files: string[],
  { env = {}, heldBack = false }: { env?: NodeJS.ProcessEnv; heldBack?: boolean } = {},
): Promise<Counts> {
  const tap = path.join(tmpDir, heldBack ? 'node-tests-held-back.tap' : 'node-tests.tap');
  fs.mkdirSync(tmpDir, { recursive: true });
  fs.rmSync(tap, { force: true });
  // tsx, not Node's own type stripping: the site's modules import each other without file
  // extensions, as Docusaurus's config loader allows, and Node resolves only full paths.
  // Two test files at a time: node's default is one fewer than the cores, a single file on two
  // cores, while most files wait on the processes and builds they start.
  const args = ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=300000'];
  args.push(
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  );
  const status = heldBack
    ? (await runHeldBack(process.execPath, args, env, 'node')).code
    : await runInTerminal(process.execPath, args, env, 'node');
  const report = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (name: string) =>
    Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(report)?.[1] ?? 0);
  const counts = {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
  };
  // A run that dies before its report (a crash, a bad flag) is a failure, never zero tests.
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** Playwright Test, whose JSON reporter (playwright.config.ts) gives the counts. */
async function runBrowserTests(files: string[]): Promise<Counts> {
  // Firefox and WebKit only when the run includes their specs (every run without files does).
  ensureBrowsers(
    files.length === 0 || files.some(isEngineSpec) ? undefined : ['chromium-headless-shell'],
  );
  const json = path.join(siteDir, 'test-results/results.json');
  fs.rmSync(json, { force: true });
  const status = await runInTerminal('npx', ['playwright', 'test', ...files]);
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
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** The API markdown the node tests read, regenerated only when its inputs changed. */
function ensureApiMarkdown(): void {
  run('npx', ['docusaurus', 'generate-typedoc', '--if-changed']);
}

/**
 * The production build. `heldBack`: its output is printed when it ends, for a build beside the
 * node tests; a failed build still stops the run, once the tests beside it have ended.
 */
async function build({ heldBack = false } = {}): Promise<void> {
  if (process.env.SKIP_BUILD) {
    console.log('\nSKIP_BUILD is set: testing the existing build/');
    return;
  }
  const args = ['docusaurus', 'build'];
  const status = heldBack
    ? (await runHeldBack('npx', args)).code
    : await runInTerminal('npx', args);
  if (status !== 0) throw new Error(`npx ${args.join(' ')} failed`);
}

function plan(argv: string[]): () => Promise<Counts[]> {
  const [mode, ...rest] = argv;
  if (mode === '--unit') {
    return async () => {
      ensureApiMarkdown();
      return [
        await runNodeTests(
          findNodeTests(path.join(siteDir, 'tests')).filter((f) => !needsBuild(f)),
        ),
      ];
    };
  }
  if (mode === '--samples') {
    const pages = rest.map((page) => path.relative(path.join(siteDir, 'docs'), path.resolve(page)));
    if (pages.length === 0)
      throw new Error('name the pages: npm run test:samples -- docs/tutorials/<page>.md');
    return async () => [
      await runNodeTests(sampleTests, { env: { [samplePagesVariable]: pages.join(',') } }),
    ];
  }
  if (argv.length > 0) {
    const unknown = argv.filter((file) => !/\.(test|spec)\.ts$/.test(file));
    if (unknown.length > 0)
      throw new Error(`not a test file (*.test.ts or *.spec.ts): ${unknown.join(', ')}`);
    const nodeFiles = argv.filter((file) => file.endsWith('.test.ts'));
    const browserFiles = argv.filter((file) => file.endsWith('.spec.ts'));
    return async () => {
      ensureApiMarkdown();
      if (argv.some(needsBuild)) await build();
      return [
        ...(nodeFiles.length > 0 ? [await runNodeTests(nodeFiles)] : []),
        ...(browserFiles.length > 0 ? [await runBrowserTests(browserFiles)] : []),
      ];
    };
  }
  return async () => {
    await timed('lint and typecheck', () =>
      runSideBySide([
        ['npx', ['eslint', '.']],
        ['npx', ['prettier', '--check', '.']],
        ['npx', ['tsc', '--noEmit']],
      ]),
    );
    const nodeFiles = findNodeTests(path.join(siteDir, 'tests')).filter(
      (file) => !needsBuild(file),
    );
    const siteFiles = findNodeTests(path.join(siteDir, 'tests')).filter(needsBuild);
    await timed('API markdown', ensureApiMarkdown);
    // The build and the node tests over it each leave a core idle for part of their time (the
    // build writes the search index and the Markdown twins on one thread), so each runs beside a
    // step that needs none of its output. (Beside the three checks, the API markdown made that
    // step longer than the two run one after the other: each of the four runs on one thread.)
    const built = timed('build, beside the node tests', () => build({ heldBack: true }));
    // A failed build is reported once the node tests have ended, not as an unhandled rejection.
    built.catch(() => {});
    const unit = await timed('node tests', () => runNodeTests(nodeFiles));
    await built;
    const [site, browser] = await Promise.all([
      timed('node tests over the build, beside the browser tests', () =>
        runNodeTests(siteFiles, { heldBack: true }),
      ),
      timed('browser tests', () => runBrowserTests([])),
    ]);
    return [unit, site, browser];
  };
}

const results = await plan(process.argv.slice(2))();
const total = results.reduce(
  (sum, c) => ({
    passed: sum.passed + c.passed,
    failed: sum.failed + c.failed,
    skipped: sum.skipped + c.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (stepTimes.length > 0) console.log(`\n${stepTimes.join(', ')}`);
console.log(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 ? 1 : 0);
