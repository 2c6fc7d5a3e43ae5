import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Parser } from 'htmlparser2';

/**
 * Writes `build/_headers` (the Netlify / Cloudflare Pages format) with a
 * Content-Security-Policy computed from the built HTML: every inline script
 * the site ships is allowed by its SHA-256 hash, so `script-src` needs no
 * 'unsafe-inline'. Hosts that do not read `_headers` must send the same
 * headers themselves (see the README).
 */

/** `type` values a browser executes; anything else (JSON-LD…) is a data block CSP ignores. */
const executableScriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script a browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  let current: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
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
  return scripts;
}

export function sha256Source(script: string): string {
  return `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...new Set(scriptHashes)].sort()],
    // Prism colours tokens with style attributes, so styles keep 'unsafe-inline'.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    // Route data, the search index and the search web worker are same-origin.
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The headers every response gets, with the policy for this build. */
export function securityHeaders(scriptHashes: Iterable<string>): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function headersFile(headers: Record<string, string>, baseUrl: string): string {
  const lines = [`${baseUrl}*`, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  // Emitted bundles have content hashes in their names: cache them for good.
  lines.push(`${baseUrl}assets/*`, '  Cache-Control: public, max-age=31536000, immutable');
  return `${lines.join('\n')}\n`;
}

export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({ outDir }) {
      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const script of inlineScripts(await fs.readFile(file, 'utf8'))) hashes.add(sha256Source(script));
      }
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(securityHeaders(hashes), context.baseUrl));
    },
  };
}
