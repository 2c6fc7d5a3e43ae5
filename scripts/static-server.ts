/**
 * Serves a production build the way a static host does: gzip for text
 * responses, long caching for hashed assets, `/path` answered from
 * `path/index.html` or `path.html`, and `404.html` with status 404.
 * The bench runs Lighthouse against it, since `docusaurus serve` does not compress.
 *
 *   npx tsx scripts/static-server.ts [buildDir] [port]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { listenOnLoopback, servedFile, type ServedSite } from '../lib/server.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.map']);

export type StaticServer = ServedSite;

export async function serveStatic(dir: string, port = 0): Promise<StaticServer> {
  const root = path.resolve(dir);
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    let file = servedFile(root, pathname);
    let status = 200;
    if (!file) {
      status = 404;
      file = path.join(root, '404.html');
      if (!fs.existsSync(file)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
    }
    const ext = path.extname(file);
    const headers: http.OutgoingHttpHeaders = {
      'content-type': contentTypes[ext] ?? 'application/octet-stream',
      // Docusaurus puts a content hash in every file name under /assets/.
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
      vary: 'accept-encoding',
    };
    let body: Buffer = fs.readFileSync(file);
    if (compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let packed = gzipped.get(file);
      if (!packed) gzipped.set(file, (packed = zlib.gzipSync(body, { level: 6 })));
      body = packed;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return listenOnLoopback(server, port);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'build';
  void serveStatic(dir, Number(process.argv[3] ?? 3000)).then((served) =>
    console.log(`serving ${dir} with gzip at ${served.origin}`),
  );
}
