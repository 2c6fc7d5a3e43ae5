/**
 * The build ships `_headers` with a hash-based Content-Security-Policy, and
 * every page type works under it: no CSP violation, no console error.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { headersFor, parseHeadersFile } from '../support/headers-server.ts';
import { pageTypes } from '../support/page-types.ts';
import { buildDir } from '../support/paths.ts';
import { navbarSearchBox, searchSuggestions } from '../support/search.ts';
import { expect, test } from './fixtures.ts';

type Directives = Map<string, string[]>;

function parsePolicy(policy: string): Directives {
  const directives: Directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function builtHtmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Inline scripts a browser runs: no src, no data-block type (found here with a plain regex, not the plugin's parser). */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^\s"'>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

interface CspWindow {
  cspViolations: string[];
}

// The server playwright.config.ts starts for this project sends these rules.
const rules = parseHeadersFile(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8'));
const pageHeaders = headersFor(rules, '/docs/tutorials/');
const policy = parsePolicy(pageHeaders.get('Content-Security-Policy') ?? '');

test.describe('security headers', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as CspWindow).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
  });

  test('build/_headers gives every page a CSP and its companions', () => {
    for (const page of pageTypes) {
      const headers = headersFor(rules, page.path);
      expect(headers.get('Content-Security-Policy'), `no CSP for ${page.path}`).toBeTruthy();
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(headers.get('Referrer-Policy') ?? '').toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    }
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri'), 'base-uri restricts <base> injection').toBeTruthy();
  });

  test('build/_headers stays within the hosts\' limits (Cloudflare Pages: 100 rules, 2,000 characters a line)', () => {
    const text = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8');
    expect(rules.length, `${rules.length} rules`).toBeLessThanOrEqual(100);
    for (const line of text.split('\n')) expect(line.length, `${line.length} characters: ${line.slice(0, 80)}…`).toBeLessThanOrEqual(2000);
  });

  test('script-src allows inline scripts only by hash, never unsafe-inline or eval', () => {
    const scriptSrc = policy.get('script-src');
    expect(scriptSrc, 'script-src is set').toBeTruthy();
    expect(scriptSrc, scriptSrc!.join(' ')).not.toContain("'unsafe-inline'");
    expect(scriptSrc, scriptSrc!.join(' ')).not.toContain("'unsafe-eval'");
    expect(scriptSrc!.some((source) => source === '*' || /^https?:$/.test(source)), scriptSrc!.join(' ')).toBe(false);
  });

  test('every inline script in every built page is allowed by its hash', () => {
    const scriptSrc = new Set(policy.get('script-src'));
    const files = builtHtmlFiles(buildDir);
    expect(files.length, `only ${files.length} HTML files in the build`).toBeGreaterThan(pageTypes.length);
    const missing = new Set<string>();
    let inlineCount = 0;
    for (const file of files) {
      for (const hash of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) {
        inlineCount += 1;
        if (!scriptSrc.has(hash)) missing.add(`${path.relative(buildDir, file)} ${hash}`);
      }
    }
    expect(inlineCount, 'the build has inline scripts (colour mode), so the hashes are exercised').toBeGreaterThan(0);
    expect([...missing]).toEqual([]);
  });

  for (const sample of pageTypes) {
    test(`${sample.label} (${sample.path}) loads under the policy with no violation and no console error`, async ({ page, problems, origin }) => {
      const response = await page.goto(sample.path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(sample.status);
      expect(response?.headers()['content-security-policy']).toBe(pageHeaders.get('Content-Security-Policy'));
      // React has hydrated once the colour-mode toggle works.
      const theme = await page.evaluate(() => document.documentElement.dataset.theme);
      await page.getByRole('button', { name: /dark|light|system/i }).first().click();
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme!);
      const violations = await page.evaluate(() => (window as unknown as CspWindow).cspViolations);
      expect(violations).toEqual([]);
      // The 404 page's own status is what it should be; anything else is a problem.
      const unexpected = problems.filter(
        (problem) =>
          !(sample.status === 404 && (problem === `HTTP 404: ${origin}${sample.path}` || /Failed to load resource.*404/.test(problem))),
      );
      expect(unexpected).toEqual([]);
    });
  }

  test('searching (web worker, index fetch) and client-side navigation work under the policy', async ({ page, problems }) => {
    await page.goto('/docs/tutorials/', { waitUntil: 'networkidle' });
    const box = navbarSearchBox(page);
    await box.fill('schema');
    await expect(searchSuggestions(page).first()).toBeVisible();
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/docs/tutorials/');
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as CspWindow).cspViolations);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});
