/**
 * Every page carries its own Content-Security-Policy as the first element of
 * `<head>` (GitHub Pages sends no headers), allowing exactly the inline scripts
 * that page holds, computed from the final minified bytes. When an inline
 * script changes, every page's hashes follow: the minimal site, with the real
 * policy plugin and a default colour mode of dark (the colour-mode inline script
 * spells it out), is built and checked page by page for the site's hashes.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  builtHtmlFiles,
  headersPolicy,
  inlineScriptHashes,
  inlineScriptTexts,
  metaPolicies,
  parsePolicy,
  policyProblems,
} from '../support/content-security-policy.ts';
import { withMetaPolicy } from '../../plugins/security-headers.ts';
import { buildDir } from '../../lib/paths.ts';
import { buildSite, minimalSite } from '../support/minimal-site.ts';

/** Every script-src hash the pages' meta policies and `_headers` of a build list. */
function listedHashes(dir: string): Set<string> {
  const listed = new Set(headersPolicy(dir).get('script-src'));
  for (const file of builtHtmlFiles(dir)) {
    for (const policy of metaPolicies(fs.readFileSync(file, 'utf8')).policies) {
      for (const source of parsePolicy(policy).get('script-src') ?? []) listed.add(source);
    }
  }
  listed.delete("'self'");
  return listed;
}

describe('the policy in every page', () => {
  it('each built page has one meta policy, first in <head>, allowing exactly its inline scripts', () => {
    const files = builtHtmlFiles(buildDir);
    assert.ok(files.length > 100, `only ${files.length} HTML files in the build`);
    assert.ok(
      files.every((file) => inlineScriptHashes(fs.readFileSync(file, 'utf8')).length > 0),
      'every page has the colour-mode script',
    );
    assert.deepEqual(policyProblems(buildDir), []);
  });

  it('the meta policy blocks plugins, <base> and foreign form targets; frame-ancestors stays in _headers', () => {
    const meta = parsePolicy(
      metaPolicies(fs.readFileSync(path.join(buildDir, 'docs/tutorials/index.html'), 'utf8'))
        .policies[0] ?? '',
    );
    assert.deepEqual(meta.get('object-src'), ["'none'"]);
    assert.deepEqual(meta.get('base-uri'), ["'self'"]);
    assert.deepEqual(meta.get('form-action'), ["'self'"]);
    assert.ok(
      !meta.get('script-src')?.some((source) => /unsafe-(inline|eval)/.test(source)),
      'scripts by hash only',
    );
    assert.equal(meta.has('frame-ancestors'), false);
    assert.deepEqual(headersPolicy(buildDir).get('frame-ancestors'), ["'none'"]);
  });

  it('follows a changed inline script on every page, leaving no stale hash', () => {
    const before = listedHashes(buildDir);
    const dir = minimalSite('csp-changed-script', {
      config:
        "themeConfig: { ...base.themeConfig, colorMode: { ...base.themeConfig.colorMode, defaultMode: 'dark' } }",
    });
    const { status, output } = buildSite(dir);
    assert.equal(status, 0, output);
    const copyBuild = path.join(dir, 'build');
    const pages = builtHtmlFiles(copyBuild).map((file) => fs.readFileSync(file, 'utf8'));
    assert.ok(pages.length >= 3, `the minimal site has its pages (${pages.length})`);
    const colourModeScripts = pages.map(
      (html) => inlineScriptTexts(html).find((text) => text.includes('data-theme')) ?? '',
    );
    assert.ok(
      colourModeScripts.every((text) => /["']dark["']/.test(text) && !/["']light["']/.test(text)),
      'every page inlines the colour-mode script with the new default',
    );
    assert.deepEqual(policyProblems(copyBuild), []);
    const after = listedHashes(copyBuild);
    assert.ok(
      [...before].some((hash) => !after.has(hash)),
      "the site's colour-mode script hash is listed nowhere in the changed build",
    );
    const stale = [...after].filter(
      (hash) => !pages.some((html) => inlineScriptHashes(html).includes(hash)),
    );
    assert.deepEqual(stale, [], 'every listed hash belongs to a script of the changed build');
  });

  it('a page the policy cannot be put into fails the build, naming the file', () => {
    assert.throws(
      () => withMetaPolicy('<p>no head</p>', 'docs/headless.html'),
      /docs\/headless\.html has no <head>/,
    );
    const longHead = `<!doctype html><html><head><script>${'x'.repeat(900)}</script><meta charset=UTF-8></head></html>`;
    assert.throws(
      () => withMetaPolicy(longHead, 'docs/late-charset.html'),
      /docs\/late-charset\.html.*<meta charset> beyond the first 1024 bytes/,
    );
  });
});
