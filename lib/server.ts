import type { ChildProcess } from 'node:child_process';
import type http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ServedSite {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234 */
  origin: string;
  url(pathname: string): string;
  close(): Promise<void>;
}

/** A port the OS says is free right now on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls until the URL answers, or fails with what the server printed. */
export async function waitForHttp(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before answering ${url}:\n${output()}`);
    }
    try {
      const res = await fetch(url, { redirect: 'manual' });
      await res.arrayBuffer();
      return;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

// Never leave a server behind: if a test file ends without closing one, the
// child is killed with it.
const children = new Set<ChildProcess>();
export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts an in-process HTTP server on 127.0.0.1 (a free port by default) as a ServedSite. */
export async function listenOnLoopback(server: http.Server, port = 0): Promise<ServedSite> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    origin,
    url: (pathname) => new URL(pathname, origin).href,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The file a static host answers a request path with from a build folder, as
 * `docusaurus serve` resolves it: the file itself, else `<path>.html`, else
 * `<path>/index.html`; undefined when there is none or the path leaves the folder.
 */
export function servedFile(root: string, pathname: string): string | undefined {
  const decoded = decodeURIComponent(pathname.replace(/[?#].*$/, ''));
  const candidate = path.join(root, path.normalize(decoded));
  if (candidate !== root && !candidate.startsWith(`${root}${path.sep}`)) return undefined;
  return [
    candidate,
    `${candidate.replace(/\/$/, '')}.html`,
    path.join(candidate, 'index.html'),
  ].find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
}
