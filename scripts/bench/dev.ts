import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../lib/chromium.ts';
import { freePort } from '../../tests/support/server.ts';
import { watchPeakRss, withLock } from './process.ts';
import { stagingDir } from './staging.ts';

export interface DevFigure {
  /** from starting `docusaurus start` to the tutorial page's HTML answering 200 */
  firstResponseMs: number;
  /** from starting to the tutorial's text rendered in Chromium */
  firstRenderMs: number;
  /** from saving the tutorial's markdown to the new text shown in the open page */
  editToServedMs: number;
  /** how the change arrived: hot module replacement, or only after a reload */
  editVia: 'hot reload' | 'page reload';
  peakRssBytes: number;
}

const tutorialFile = 'docs/tutorials/index.md';
const tutorialPath = '/docs/tutorials/';

async function waitForOk(url: string, deadline: number, exited: () => boolean): Promise<void> {
  for (;;) {
    if (exited()) throw new Error('docusaurus start exited before serving');
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`dev server did not serve ${url} in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The dev server on the staging copy: time to first page, then the edit loop.
 * The tutorial file is edited in place and restored, whatever happens.
 */
export async function benchDevServer(): Promise<DevFigure> {
  return withLock(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const file = path.join(stagingDir, tutorialFile);
    const original = fs.readFileSync(file, 'utf8');
    const started = performance.now();
    // Own process group, so the server and anything it starts stop together.
    const server = spawn(
      path.join(stagingDir, 'node_modules/.bin/docusaurus'),
      ['start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
      {
        cwd: stagingDir,
        env: { ...process.env, FORCE_COLOR: '0', BROWSER: 'none' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    let output = '';
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    const memory = watchPeakRss(server);
    const browser = await launchChromium();
    try {
      const deadline = Date.now() + 600_000;
      await waitForOk(origin + tutorialPath, deadline, () => server.exitCode !== null);
      const firstResponseMs = performance.now() - started;
      const page = await browser.newPage();
      await page.goto(origin + tutorialPath);
      await page.locator('article h1').first().waitFor({ timeout: 300_000 });
      const firstRenderMs = performance.now() - started;

      const marker = `bench-marker-${randomUUID()}`;
      const saved = performance.now();
      fs.writeFileSync(file, `${original.trimEnd()}\n\nThis sentence is ${marker}.\n`);
      const shows = () =>
        page.waitForFunction((text) => document.body.innerText.includes(text), marker, {
          polling: 50,
          timeout: 60_000,
        });
      let editVia: DevFigure['editVia'] = 'hot reload';
      try {
        await shows();
      } catch {
        editVia = 'page reload';
        await page.reload();
        await shows();
      }
      const editToServedMs = performance.now() - saved;
      return {
        firstResponseMs,
        firstRenderMs,
        editToServedMs,
        editVia,
        peakRssBytes: memory.peak(),
      };
    } catch (error) {
      throw new Error(
        `${(error as Error).message}\n--- docusaurus start output ---\n${output.slice(-4000)}`,
      );
    } finally {
      fs.writeFileSync(file, original);
      memory.stop();
      await browser.close();
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        process.kill(-server.pid!, 'SIGTERM');
        await exited;
      }
    }
  });
}
