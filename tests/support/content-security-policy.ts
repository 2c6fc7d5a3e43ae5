/**
 * Reading the policy the build ships, independently of plugins/security-headers.ts
 * (plain regular expressions, not its parser): the meta tag of each page, its
 * inline scripts, and the policy of `_headers`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { headersFor, parseHeadersFile } from './headers-server.ts';

export type Directives = Map<string, string[]>;

/** Directives a browser ignores in a meta policy. */
export const headerOnlyDirectives = ['frame-ancestors', 'report-uri', 'sandbox'];

export function parsePolicy(policy: string): Directives {
  const directives: Directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

export function builtHtmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Inline scripts a browser runs: no src, no data-block type. */
export function inlineScriptTexts(html: string): string[] {
  const texts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1]!;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^\s"'>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    texts.push(match[2]!);
  }
  return texts;
}

export function sha256Source(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export const inlineScriptHashes = (html: string): string[] =>
  inlineScriptTexts(html).map(sha256Source);

const metaPolicyPattern =
  /<meta\s+http-equiv=["']?Content-Security-Policy["']?\s+content="([^"]*)"\s*\/?>/gi;

/** Every meta policy of the page, and whether the first one is the first element of `<head>`. */
export function metaPolicies(html: string): { policies: string[]; firstInHead: boolean } {
  const policies = [...html.matchAll(metaPolicyPattern)].map((match) => match[1]!);
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  const afterHead = head ? html.slice(head.index + head[0].length) : '';
  return { policies, firstInHead: new RegExp(`^${metaPolicyPattern.source}`, 'i').test(afterHead) };
}

/** The Content-Security-Policy `_headers` gives an HTML page. */
export function headersPolicy(dir: string): Directives {
  const rules = parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
  return parsePolicy(headersFor(rules, '/docs/tutorials/').get('Content-Security-Policy') ?? '');
}

/**
 * What is wrong with the policies of a build, one line per problem: each page
 * must carry one meta policy, first in `<head>`, whose script-src allows exactly
 * that page's inline scripts, and whose other directives are those of `_headers`
 * less the ones a meta policy cannot carry; `_headers` allows every page's scripts.
 */
export function policyProblems(dir: string): string[] {
  const problems: string[] = [];
  const header = headersPolicy(dir);
  const headerScripts = new Set(header.get('script-src'));
  const expectedMeta = [...header].filter(
    ([name]) => name !== 'script-src' && !headerOnlyDirectives.includes(name),
  );
  for (const file of builtHtmlFiles(dir)) {
    const page = path.relative(dir, file);
    const html = fs.readFileSync(file, 'utf8');
    const { policies, firstInHead } = metaPolicies(html);
    if (policies.length !== 1 || !firstInHead) {
      problems.push(
        `${page}: ${policies.length} meta policies, ${firstInHead ? '' : 'none '}first in <head>`,
      );
      continue;
    }
    const meta = parsePolicy(policies[0]!);
    const hashes = [...new Set(inlineScriptHashes(html))].sort();
    const scriptSrc = meta.get('script-src') ?? [];
    if (JSON.stringify(scriptSrc) !== JSON.stringify(["'self'", ...hashes])) {
      problems.push(
        `${page}: script-src ${scriptSrc.join(' ')} for inline scripts ${hashes.join(' ')}`,
      );
    }
    const others = [...meta].filter(([name]) => name !== 'script-src');
    if (JSON.stringify(others) !== JSON.stringify(expectedMeta)) {
      problems.push(
        `${page}: meta directives ${JSON.stringify(others)} differ from _headers' ${JSON.stringify(expectedMeta)}`,
      );
    }
    for (const hash of hashes)
      if (!headerScripts.has(hash)) problems.push(`${page}: _headers' script-src lacks ${hash}`);
  }
  return problems;
}
