/**
 * Browser tests: Playwright Test driving Debian's Chromium (its headless shell) against the
 * production build, served the way readers get it, and Debian's Firefox ESR and
 * WebKitGTK for the cross-engine specs (tests/e2e/engines-fixture.ts drives
 * them). Node-only tests are `*.test.ts` files under node:test (scripts/test.ts
 * runs both).
 *
 *   npx playwright test                          every browser test
 *   npx playwright test tests/e2e/navbar.spec.ts -g 'brand'
 *   npx playwright test --project=desktop        skips the fixture build
 *   npx playwright test --project=webkit         one engine alone
 */
import { defineConfig } from '@playwright/test';
import type { Engine } from './tests/e2e/engines-fixture.ts';
import { chromiumArgs, desktopViewport, headlessShellPath, phoneViewport } from './lib/chromium.ts';

/** First of three ports (production build, fixture build, build with `_headers`); set another to run two checkouts at once. */
const port = Number(process.env.SITE_TEST_PORT ?? 4173);
const urls = {
  site: `http://127.0.0.1:${port}`,
  fixtures: `http://127.0.0.1:${port + 1}`,
  headers: `http://127.0.0.1:${port + 2}`,
};

/** Specs that open the pages of tests/fixtures/pages, only present in the fixture build. */
const fixtureSpecs = '**/*.fixtures.spec.ts';
const headersSpecs = '**/security-headers.spec.ts';
/** Specs about the narrow layout, run at a phone's width. */
const phoneSpecs = '**/*.phone.spec.ts';
/** Specs run in Firefox and WebKit instead of Chromium. */
const engineSpecs = '**/engines*.spec.ts';
/** Every page of the sitemap: four shards of about a minute each. */
const sweepSpecs = '**/sitemap-sweep.spec.ts';

/**
 * Playwright starts every `webServer` whatever `--project` or file filter a run
 * has (there is no per-project web server), so the fixture build is left out
 * when the command line names projects or spec files and none of them needs it.
 */
function runNeedsFixtureBuild(argv: string[]): boolean {
  const projects = argv.flatMap((arg, i) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project'
        ? [argv[i + 1] ?? '']
        : [],
  );
  if (projects.length > 0 && !projects.includes('fixture-pages')) return false;
  const files = argv.filter((arg) => /\.spec\.ts(:\d+)*$/.test(arg));
  return files.length === 0 || files.some((file) => /\.fixtures\.spec\.ts(:\d+)*$/.test(file));
}

const serve = (dir: string, at: string) =>
  `npx docusaurus serve --dir ${dir} --host 127.0.0.1 --port ${new URL(at).port} --no-open`;

export default defineConfig<{ engine: Engine }>({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  testIgnore: ['**/.tmp/**', '**/fixtures/**'],
  forbidOnly: !!process.env.CI,
  workers: process.env.CI ? 2 : undefined,
  // Expectations wait longer than the 5 s default, for CI runners with two cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never' }],
    ['json', { outputFile: 'test-results/results.json' }],
  ],
  use: {
    viewport: desktopViewport,
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
    // A failure keeps its actions, console and network, and a screenshot of its end: DOM
    // snapshots and a screencast at every action would cost a third of the sitemap sweep's time.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
  // Playwright hands out tests in the order of these projects: the longest runs that one worker
  // must take whole (the sweep's shards, each engine's file, the _headers file) go first, so that
  // the many short desktop tests at the end keep both workers busy until the last.
  projects: [
    { name: 'sitemap', testMatch: sweepSpecs, use: { baseURL: urls.site } },
    ...(['firefox', 'webkit'] as const).map((engine) => ({
      name: engine,
      testMatch: engineSpecs,
      // Not Playwright's browsers, so no trace: the fixture attaches a screenshot of a failure.
      use: { baseURL: urls.site, engine, trace: 'off' as const },
    })),
    { name: 'security-headers', testMatch: headersSpecs, use: { baseURL: urls.headers } },
    {
      name: 'desktop',
      testIgnore: [
        '**/.tmp/**',
        '**/fixtures/**',
        fixtureSpecs,
        headersSpecs,
        phoneSpecs,
        engineSpecs,
        sweepSpecs,
      ],
      use: { baseURL: urls.site },
    },
    { name: 'phone', testMatch: phoneSpecs, use: { baseURL: urls.site, viewport: phoneViewport } },
    { name: 'fixture-pages', testMatch: fixtureSpecs, use: { baseURL: urls.fixtures } },
  ],
  webServer: [
    { command: serve('build', urls.site), url: urls.site, reuseExistingServer: !process.env.CI },
    {
      command: `npx tsx tests/support/headers-server.ts build ${new URL(urls.headers).port}`,
      url: urls.headers,
      reuseExistingServer: !process.env.CI,
    },
    ...(runNeedsFixtureBuild(process.argv)
      ? [
          {
            // `serve --build` builds into --dir first: the site plus tests/fixtures/pages under /__fixtures__/.
            command: `${serve('tests/.tmp/fixture-build', urls.fixtures)} --build`,
            env: { SITE_TEST_FIXTURES: '1' },
            url: urls.fixtures,
            reuseExistingServer: !process.env.CI,
            timeout: 15 * 60_000,
            stdout: 'ignore' as const,
          },
        ]
      : []),
  ],
});
