import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Parser } from 'htmlparser2';

/**
 * The site's Content-Security-Policy, computed from the built HTML after the
 * HTML minifier has run: every inline script is allowed by its SHA-256 hash,
 * so `script-src` needs no 'unsafe-inline'. One list of directives is written
 * twice:
 * - into every page, as the first element of `<head>`: a
 *   `<meta http-equiv="Content-Security-Policy">` allowing exactly that page's
 *   inline scripts, which protects the site on any static host (GitHub Pages
 *   sends no security headers);
 * - into `build/_headers` (the Netlify / Cloudflare Pages format) with the
 *   directives a meta policy cannot carry and the other security headers.
 */

/** `type` values a browser executes; anything else (JSON-LD…) is a data block CSP ignores. */
const executableScriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * Directives a browser ignores in a `<meta>` policy, so they only work as a header:
 * https://www.w3.org/TR/CSP3/#meta-element
 */
const headerOnlyDirectives = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

export interface Directive {
  name: string;
  sources: string[];
}

interface PageScripts {
  /** The text of every inline script a browser would run, in document order. */
  scripts: string[];
  /** Offset just after the `<head>` start tag, where the meta policy goes. */
  headContentStart: number | undefined;
}

function readPage(html: string): PageScripts {
  const scripts: string[] = [];
  let headContentStart: number | undefined;
  let current: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'head' && headContentStart === undefined)
          headContentStart = parser.endIndex + 1;
        if (name !== 'script') return;
        const type = (attributes.type ?? '').trim().toLowerCase();
        current = attributes.src === undefined && executableScriptTypes.has(type) ? '' : null;
      },
      ontext(text) {
        if (current !== null) current += text;
      },
      onclosetag(name) {
        if (name === 'script' && current !== null) scripts.push(current);
        current = null;
      },
    },
    // Script bodies are raw text: hash them exactly as they are written.
    { decodeEntities: false },
  );
  parser.end(html);
  return { scripts, headContentStart };
}

/** The text of every inline script a browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  return readPage(html).scripts;
}

export function sha256Source(script: string): string {
  return `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The policy's directives, for pages whose inline scripts have these hashes. */
export function policyDirectives(scriptHashes: Iterable<string>): Directive[] {
  return Object.entries({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...new Set(scriptHashes)].sort()],
    // The HTML carries style attributes (the theme's SVG sprite on every page), so styles keep 'unsafe-inline'.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    // Route data, the search index and the search web worker are same-origin.
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    // No manifest-src: default-src already covers it, and WebKit (Safari's engine)
    // does not know the directive and logs a console error for it on every page.
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }).map(([name, sources]) => ({ name, sources }));
}

function serialise(directives: Directive[]): string {
  return directives.map(({ name, sources }) => [name, ...sources].join(' ')).join('; ');
}

/** The `Content-Security-Policy` header value: every directive. */
export function headerPolicy(directives: Directive[]): string {
  return serialise(directives);
}

/** The policy as a `<meta>` element: the directives a meta policy may carry. */
export function metaPolicyTag(directives: Directive[]): string {
  const content = serialise(directives.filter(({ name }) => !headerOnlyDirectives.has(name)));
  // Sources never contain a double quote or an ampersand; refuse rather than escape if one ever does.
  if (/["&<>]/.test(content))
    throw new Error(`security-headers: cannot put ${content} in an attribute`);
  return `<meta http-equiv="Content-Security-Policy" content="${content}">`;
}

/** The headers every response gets on hosts that read `_headers`. */
export function securityHeaders(directives: Directive[]): Record<string, string> {
  return {
    'Content-Security-Policy': headerPolicy(directives),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

export function headersFile(headers: Record<string, string>, baseUrl: string): string {
  const lines = [
    `${baseUrl}*`,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  // Emitted bundles have content hashes in their names: cache them for good.
  lines.push(`${baseUrl}assets/*`, '  Cache-Control: public, max-age=31536000, immutable');
  return `${lines.join('\n')}\n`;
}

/**
 * The page with its policy as the first element of `<head>` (a meta policy only
 * governs what comes after it). Fails, naming the file, when there is no `<head>`
 * or when the policy would push `<meta charset>` out of the first 1024 bytes,
 * where browsers look for it: https://html.spec.whatwg.org/multipage/semantics.html#charset
 */
export function withMetaPolicy(
  html: string,
  file: string,
): { html: string; scriptHashes: string[] } {
  const { scripts, headContentStart } = readPage(html);
  if (headContentStart === undefined)
    throw new Error(`security-headers: ${file} has no <head> for the policy`);
  const scriptHashes = scripts.map(sha256Source);
  const tag = metaPolicyTag(policyDirectives(scriptHashes));
  const result = html.slice(0, headContentStart) + tag + html.slice(headContentStart);
  const charset = /<meta charset=[^>]*>/i.exec(result);
  if (charset && Buffer.byteLength(result.slice(0, charset.index + charset[0].length)) > 1024) {
    throw new Error(
      `security-headers: in ${file}, the policy pushes <meta charset> beyond the first 1024 bytes`,
    );
  }
  return { html: result, scriptHashes };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({ outDir }) {
      const allHashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        const page = withMetaPolicy(await fs.readFile(file, 'utf8'), path.relative(outDir, file));
        // Written beside and renamed over the page: other plugins' postBuild steps run at the
        // same time (plugins/markdown-twins reads every page), and a rename is never seen half done.
        const written = `${file}.policy-tmp`;
        await fs.writeFile(written, page.html);
        await fs.rename(written, file);
        for (const hash of page.scriptHashes) allHashes.add(hash);
      }
      // Both policies apply where the header is sent: the header's allows every page's scripts.
      await fs.writeFile(
        path.join(outDir, '_headers'),
        headersFile(securityHeaders(policyDirectives(allHashes)), context.baseUrl),
      );
    },
  };
}
