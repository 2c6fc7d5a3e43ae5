/**
 * The Content-Security-Policy reaches readers whatever the host. Each page
 * carries it in a meta tag, so a server that sends no security headers (as
 * GitHub Pages) still enforces it: every feature works under it (every sitemap
 * URL is loaded under it by sitemap-sweep.spec.ts), and an injected script or
 * an eval is blocked. A host that reads build/_headers adds the header policy
 * and its companions, and every page type works under both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { headersPolicy, parsePolicy } from '../support/content-security-policy.ts';
import { headersFor, parseHeadersFile } from '../support/headers-server.ts';
import { pageTypes } from '../../lib/page-types.ts';
import { buildDir } from '../../lib/paths.ts';
import { navbarSearchBox, searchSuggestions } from '../support/search.ts';
import {
  cspViolations,
  expect,
  pageFaults,
  test,
  waitForHydration,
  watchForProblems,
} from './fixtures.ts';

/**
 * The origin of the plain server playwright.config.ts starts for the desktop
 * project: `docusaurus serve`, which sends no security headers, like GitHub Pages.
 */
function plainOrigin(): string {
  const baseURL = test.info().config.projects.find((project) => project.name === 'desktop')
    ?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts has a desktop project with a baseURL');
  return new URL(baseURL).origin;
}

test.describe('with no security headers (as GitHub Pages)', () => {
  test('dark mode on the first visit, search (web worker), lazily loaded chunks and client-side navigation', async ({
    page,
  }) => {
    const origin = plainOrigin();
    const problems = watchForProblems(page, origin);
    // A returning reader who chose dark: the colour-mode inline script applies it before React, if the policy lets it run.
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto(`${origin}/`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await waitForHydration(page);
    await page.locator('nav.navbar').getByRole('link', { name: 'Tutorial', exact: true }).click();
    await page.waitForURL(`${origin}/docs/tutorials/`);
    // The URL changes before the page renders; the search bar clears its box when the page does.
    await expect(page.locator('article h1')).toBeVisible();
    const box = navbarSearchBox(page);
    await box.fill('schema');
    await expect(searchSuggestions(page).first()).toBeVisible();
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/docs/tutorials/');
    await page.locator('nav.navbar').getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL(`${origin}/api/graphql-js`);
    await expect(page.locator('article h1')).toBeVisible();
    // Back to light, as a reader switching mode mid-visit.
    await page
      .getByRole('button', { name: /dark|light|system/i })
      .first()
      .click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await page.waitForLoadState('networkidle');
    expect(await pageFaults(page, problems)).toEqual([]);
  });

  test('an injected inline script and an eval are blocked by the meta policy alone', async ({
    page,
  }) => {
    const origin = plainOrigin();
    const response = await page.goto(`${origin}/docs/tutorials/`);
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    await waitForHydration(page);
    const outcome = await page.evaluate(async () => {
      const flags = window as unknown as { injectedRan?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      // DevTools lets eval through while it evaluates this function (Runtime's
      // allowUnsafeEvalBlockedByCSP, https://chromedevtools.github.io/devtools-protocol/tot/Runtime/#method-evaluate):
      // a timer calls it later, as the page's own code would.
      const evalOutcome = await new Promise<string>((resolve) =>
        setTimeout(() => {
          try {
            resolve(`ran: ${String((0, eval)('1 + 1'))}`);
          } catch (error) {
            resolve((error as Error).name);
          }
        }),
      );
      return { injectedRan: flags.injectedRan === true, evalOutcome };
    });
    expect(outcome).toEqual({ injectedRan: false, evalOutcome: 'EvalError' });
    const seen = await cspViolations(page);
    expect(seen.some((line) => line.startsWith('script-src-elem blocked inline'))).toBe(true);
    expect(seen.some((line) => line.startsWith('script-src blocked eval'))).toBe(true);
  });
});

// The server playwright.config.ts starts for this project sends these rules.
const rules = parseHeadersFile(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8'));
const pageHeaders = headersFor(rules, '/docs/tutorials/');

test.describe('with the headers of build/_headers (Netlify, Cloudflare Pages)', () => {
  test('build/_headers gives every page a CSP and its companions', () => {
    for (const page of pageTypes) {
      const headers = headersFor(rules, page.path);
      expect(headers.get('Content-Security-Policy'), `no CSP for ${page.path}`).toBeTruthy();
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(headers.get('Referrer-Policy') ?? '').toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );
    }
    const policy = headersPolicy(buildDir);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri'), 'base-uri restricts <base> injection').toBeTruthy();
    const scriptSrc = policy.get('script-src') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(
      scriptSrc.some((source) => source === '*' || /^https?:$/.test(source)),
      scriptSrc.join(' '),
    ).toBe(false);
  });

  test("build/_headers stays within the hosts' limits (Cloudflare Pages: 100 rules, 2,000 characters a line)", () => {
    const text = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8');
    expect(rules.length, `${rules.length} rules`).toBeLessThanOrEqual(100);
    for (const line of text.split('\n'))
      expect(line.length, `${line.length} characters: ${line.slice(0, 80)}…`).toBeLessThanOrEqual(
        2000,
      );
  });

  for (const sample of pageTypes) {
    test(`${sample.label} (${sample.path}) loads under both policies with no violation and no console error`, async ({
      page,
      problems,
      origin,
    }) => {
      const response = await page.goto(sample.path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(sample.status);
      expect(parsePolicy(response?.headers()['content-security-policy'] ?? '')).toEqual(
        parsePolicy(pageHeaders.get('Content-Security-Policy') ?? ''),
      );
      // React has hydrated once the colour-mode toggle works.
      const theme = await page.evaluate(() => document.documentElement.dataset.theme);
      await page
        .getByRole('button', { name: /dark|light|system/i })
        .first()
        .click();
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme!);
      expect(await cspViolations(page)).toEqual([]);
      // The 404 page's own status is what it should be; anything else is a problem.
      const unexpected = problems.filter(
        (problem) =>
          !(
            sample.status === 404 &&
            (problem === `HTTP 404: ${origin}${sample.path}` ||
              /Failed to load resource.*404/.test(problem))
          ),
      );
      expect(unexpected).toEqual([]);
    });
  }

  test('searching (web worker, index fetch) and client-side navigation work under both policies', async ({
    page,
    problems,
  }) => {
    await page.goto('/docs/tutorials/', { waitUntil: 'networkidle' });
    const box = navbarSearchBox(page);
    await box.fill('schema');
    await expect(searchSuggestions(page).first()).toBeVisible();
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/docs/tutorials/');
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
