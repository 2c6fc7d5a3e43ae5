import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import serveHandler from 'serve-handler';

export interface HeaderRule {
  /** Path pattern; `*` matches any run of characters, as Netlify and Cloudflare read it. */
  pattern: string;
  headers: [name: string, value: string][];
}

/**
 * Reads a `_headers` file (Netlify / Cloudflare Pages format): a line starting
 * with `/` opens a path pattern; the indented `Name: value` lines under it are
 * the headers for it; `#` starts a comment.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: cannot read line ${JSON.stringify(raw)}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/** Headers for a request path: every matching rule applies, as on those hosts. */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (patternToRegExp(rule.pattern).test(pathname))
      for (const [name, value] of rule.headers) result.set(name, value);
  }
  return result;
}

/**
 * Serves a build the way a host that reads `_headers` would: the same file
 * resolution as `docusaurus serve` (serve-handler with clean URLs), plus the
 * headers the build's `_headers` file asks for. baseUrl must be `/`.
 * playwright.config.ts starts it for the security-headers spec.
 *
 *   npx tsx tests/support/headers-server.ts <buildDir> <port>
 */
function serveWithHeaders(dir: string, port: number): void {
  const rules = parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
    serveHandler(req, res, { public: dir, cleanUrls: true, directoryListing: false }).catch(
      (error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      },
    );
  });
  server.listen(port, '127.0.0.1', () =>
    console.log(`serving ${dir} with its _headers at http://127.0.0.1:${port}`),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port)
    throw new Error('usage: tsx tests/support/headers-server.ts <buildDir> <port>');
  serveWithHeaders(path.resolve(dir), Number(port));
}
