import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../../lib/chromium.ts';
import { freePort } from '../../lib/server.ts';
import { watchPeakRss, withLock } from './process.ts';
import { stagingDir } from './staging.ts';
import { scaffoldTemplate, templateSiteDir } from './template.ts';

/** One `docusaurus start`, from launch to each page's HTML answering 200. */
export interface DevStart {
  /** the first page: the tutorials index, or the template's intro doc */
  firstResponseMs: number;
  /** a second page asked for once the first answered: an API page (the site only) */
  secondResponseMs?: number;
  peakRssBytes: number;
}

export interface DevFigure {
  /** after `docusaurus clear` and without the generated API markdown: a fresh clone's first start */
  cold: DevStart;
  /** started again at once: caches and the API markdown reused */
  warm: DevStart;
  /** in the warm server: from saving the tutorial's markdown to the new text shown in the open page */
  editToServedMs: number;
  /** how the change arrived: hot module replacement, or only after a reload */
  editVia: 'hot reload' | 'page reload';
  /** the stock template, started cold and warm in the same run */
  template: { cold: DevStart; warm: DevStart };
}

interface DevSite {
  dir: string;
  /** folders a fresh clone lacks, removed before the cold start */
  generated: string[];
  firstPath: string;
  secondPath?: string;
}

const site: DevSite = {
  dir: stagingDir,
  generated: ['.docusaurus', 'node_modules/.cache', 'api'],
  firstPath: '/docs/tutorials/',
  secondPath: '/api/graphql-js/function/execute',
};
const template: DevSite = {
  dir: templateSiteDir,
  generated: ['.docusaurus', 'node_modules/.cache'],
  firstPath: '/docs/intro',
};
const tutorialFile = 'docs/tutorials/index.md';

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

interface Running {
  start: DevStart;
  origin: string;
  stop: () => Promise<void>;
}

/** Starts the dev server of `target` and times its pages; the caller stops it. */
async function startDev(target: DevSite): Promise<Running> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // Own process group, so the server and anything it starts stop together.
  const server: ChildProcess = spawn(
    path.join(target.dir, 'node_modules/.bin/docusaurus'),
    ['start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {
      cwd: target.dir,
      env: { ...process.env, FORCE_COLOR: '0', BROWSER: 'none' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  const memory = watchPeakRss(server);
  const stop = async () => {
    memory.stop();
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
    }
  };
  try {
    const deadline = Date.now() + 600_000;
    const exited = () => server.exitCode !== null;
    await waitForOk(origin + target.firstPath, deadline, exited);
    const firstResponseMs = performance.now() - started;
    let secondResponseMs: number | undefined;
    if (target.secondPath) {
      await waitForOk(origin + target.secondPath, deadline, exited);
      secondResponseMs = performance.now() - started;
    }
    return {
      start: { firstResponseMs, secondResponseMs, peakRssBytes: memory.peak() },
      origin,
      stop,
    };
  } catch (error) {
    await stop();
    throw new Error(
      `${(error as Error).message}\n--- docusaurus start output (${target.dir}) ---\n${output.slice(-4000)}`,
    );
  }
}

function clearGenerated(target: DevSite): void {
  for (const dir of target.generated)
    fs.rmSync(path.join(target.dir, dir), { recursive: true, force: true });
}

async function coldAndWarm(target: DevSite): Promise<{ cold: DevStart; warm: Running }> {
  clearGenerated(target);
  const cold = await startDev(target);
  await cold.stop();
  return { cold: cold.start, warm: await startDev(target) };
}

/** Saves a sentence into the tutorial and times it to the open page; restores the file. */
async function timeEdit(origin: string): Promise<Pick<DevFigure, 'editToServedMs' | 'editVia'>> {
  const file = path.join(stagingDir, tutorialFile);
  const original = fs.readFileSync(file, 'utf8');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(origin + site.firstPath);
    await page.locator('article h1').first().waitFor({ timeout: 300_000 });
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
    return { editToServedMs: performance.now() - saved, editVia };
  } finally {
    fs.writeFileSync(file, original);
    await browser.close();
  }
}

/**
 * The dev server of the staging copy and of the stock template, each started
 * cold (as a fresh clone) and then warm, then the edit loop in the site's warm server.
 */
export async function benchDevServer(log: (line: string) => void): Promise<DevFigure> {
  await scaffoldTemplate(log);
  return withLock(async () => {
    const siteRun = await coldAndWarm(site);
    let edit: Pick<DevFigure, 'editToServedMs' | 'editVia'>;
    try {
      edit = await timeEdit(siteRun.warm.origin);
    } finally {
      await siteRun.warm.stop();
    }
    const templateRun = await coldAndWarm(template);
    await templateRun.warm.stop();
    return {
      cold: siteRun.cold,
      warm: siteRun.warm.start,
      ...edit,
      template: { cold: templateRun.cold, warm: templateRun.warm.start },
    };
  });
}
