/**
 * The build ships `_headers` with a hash-based Content-Security-Policy, and
 * every page type works under it: no CSP violation, no console error.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { watchForProblems } from '../support/browser.ts';
import { headersFor, serveBuildWithHeaders, type HeaderRule } from '../support/headers-server.ts';
import { pageTypes } from '../support/page-types.ts';
import { buildDir } from '../support/paths.ts';
import { navbarSearchBox, searchSuggestions } from '../support/search.ts';
import { browserSession } from '../support/session.ts';

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

describe('security headers', () => {
  const session = browserSession({ serve: serveBuildWithHeaders });
  let site: Awaited<ReturnType<typeof serveBuildWithHeaders>>;
  let context: BrowserContext;
  let rules: HeaderRule[];
  let pageHeaders: Map<string, string>;
  let policy: Directives;

  before(async () => {
    ({ site, context } = session);
    rules = site.rules;
    pageHeaders = headersFor(rules, '/docs/tutorials/');
    policy = parsePolicy(pageHeaders.get('Content-Security-Policy') ?? '');
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as CspWindow).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
  });

  it('build/_headers gives every page a CSP and its companions', () => {
    for (const page of pageTypes) {
      const headers = headersFor(rules, page.path);
      assert.ok(headers.get('Content-Security-Policy'), `no CSP for ${page.path}`);
      assert.equal(headers.get('X-Content-Type-Options'), 'nosniff');
      assert.match(headers.get('Referrer-Policy') ?? '', /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    }
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.ok(policy.get('base-uri'), 'base-uri restricts <base> injection');
  });

  it('build/_headers stays within the hosts\' limits (Cloudflare Pages: 100 rules, 2,000 characters a line)', () => {
    const text = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8');
    assert.ok(rules.length <= 100, `${rules.length} rules`);
    for (const line of text.split('\n')) assert.ok(line.length <= 2000, `${line.length} characters: ${line.slice(0, 80)}…`);
  });

  it('script-src allows inline scripts only by hash, never unsafe-inline or eval', () => {
    const scriptSrc = policy.get('script-src');
    assert.ok(scriptSrc, 'script-src is set');
    assert.ok(!scriptSrc.includes("'unsafe-inline'"), scriptSrc.join(' '));
    assert.ok(!scriptSrc.includes("'unsafe-eval'"), scriptSrc.join(' '));
    assert.ok(!scriptSrc.some((source) => source === '*' || /^https?:$/.test(source)), scriptSrc.join(' '));
  });

  it('every inline script in every built page is allowed by its hash', () => {
    const scriptSrc = new Set(policy.get('script-src'));
    const files = builtHtmlFiles(buildDir);
    assert.ok(files.length > pageTypes.length, `only ${files.length} HTML files in the build`);
    const missing = new Set<string>();
    let inlineCount = 0;
    for (const file of files) {
      for (const hash of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) {
        inlineCount += 1;
        if (!scriptSrc.has(hash)) missing.add(`${path.relative(buildDir, file)} ${hash}`);
      }
    }
    assert.ok(inlineCount > 0, 'the build has inline scripts (colour mode), so the hashes are exercised');
    assert.deepEqual([...missing], []);
  });

  for (const sample of pageTypes) {
    it(`${sample.label} (${sample.path}) loads under the policy with no violation and no console error`, async () => {
      const page = await context.newPage();
      try {
        const problems = watchForProblems(page, site.origin);
        const response = await page.goto(site.url(sample.path), { waitUntil: 'networkidle' });
        assert.equal(response?.status(), sample.status);
        assert.equal(response?.headers()['content-security-policy'], pageHeaders.get('Content-Security-Policy'));
        // React has hydrated once the colour-mode toggle works.
        const theme = await page.evaluate(() => document.documentElement.dataset.theme);
        await page.getByRole('button', { name: /dark|light|system/i }).first().click();
        await page.waitForFunction((before) => document.documentElement.dataset.theme !== before, theme);
        const violations = await page.evaluate(() => (window as unknown as CspWindow).cspViolations);
        assert.deepEqual(violations, []);
        // The 404 page's own status is what it should be; anything else is a problem.
        const unexpected = problems.list.filter(
          (problem) =>
            !(sample.status === 404 && (problem === `HTTP 404: ${site.url(sample.path)}` || /Failed to load resource.*404/.test(problem))),
        );
        assert.deepEqual(unexpected, []);
      } finally {
        await page.close();
      }
    });
  }

  it('searching (web worker, index fetch) and client-side navigation work under the policy', async () => {
    const page = await context.newPage();
    try {
      const problems = watchForProblems(page, site.origin);
      await page.goto(site.url('/docs/tutorials/'), { waitUntil: 'networkidle' });
      const box = navbarSearchBox(page);
      await box.fill('schema');
      await searchSuggestions(page).first().waitFor();
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname !== '/docs/tutorials/');
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(() => (window as unknown as CspWindow).cspViolations);
      assert.deepEqual(violations, []);
      assert.deepEqual(problems.list, []);
    } finally {
      await page.close();
    }
  });
});
