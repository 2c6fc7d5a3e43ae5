import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../../lib/chromium.ts';
import { siteDir } from '../../lib/paths.ts';
import { freePort, waitForHttp } from '../../lib/server.ts';
import { clearCommand, scaffoldTemplate, templateDir } from './commands.ts';

const sitePaths = ['/docs/tutorials/', '/api/graphql-js/function/execute'];
const tutorial = path.join(siteDir, 'docs/tutorials/index.md');

/** `docusaurus start` in `dir`: milliseconds until each page answers, in turn. */
async function start(dir: string, paths: string[]) {
  const port = await freePort();
  const started = performance.now();
  const args = ['start', '--host', '127.0.0.1', '--port', String(port), '--no-open'];
  // A process group of its own, so that the server and anything it starts stop together.
  const bin = path.join(dir, 'node_modules/.bin/docusaurus');
  const server = spawn(bin, args, { cwd: dir, detached: true });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
  };
  const origin = `http://127.0.0.1:${port}`;
  const times: number[] = [];
  try {
    for (const page of paths) {
      await waitForHttp(origin + page, server, () => output.slice(-4000), 600_000);
      times.push(performance.now() - started);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { times, origin, stop };
}

/** Started as a fresh clone, stopped, started again: the warm server is left to the caller. */
async function coldThenWarm(dir: string, paths: string[]) {
  execSync(clearCommand(dir), { cwd: dir });
  const cold = await start(dir, paths);
  await cold.stop();
  return { cold: cold.times, warm: await start(dir, paths) };
}

/** From saving a sentence into the tutorial to the open page showing it; the file is restored. */
async function timeEdit(origin: string) {
  const original = fs.readFileSync(tutorial, 'utf8');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(origin + sitePaths[0]);
    await page.locator('article h1').first().waitFor({ timeout: 300_000 });
    const marker = `bench-marker-${Date.now()}`;
    const saved = performance.now();
    fs.writeFileSync(tutorial, `${original.trimEnd()}\n\nThis sentence is ${marker}.\n`);
    const shown = () =>
      page.waitForFunction((text) => document.body.innerText.includes(text), marker, {
        polling: 50,
        timeout: 60_000,
      });
    let via = 'hot reload';
    await shown().catch(async () => {
      via = 'page reload';
      await page.reload();
      await shown();
    });
    return { editToShownMs: performance.now() - saved, editVia: via };
  } finally {
    fs.writeFileSync(tutorial, original);
    await browser.close();
  }
}

/** The site's dev server and the template's, each cold then warm; an edit in the site's. */
export async function benchDevServer() {
  scaffoldTemplate();
  const site = await coldThenWarm(siteDir, sitePaths);
  const edit = await timeEdit(site.warm.origin).finally(site.warm.stop);
  const template = await coldThenWarm(templateDir, ['/docs/intro']);
  await template.warm.stop();
  return {
    site: { cold: site.cold, warm: site.warm.times },
    template: { cold: template.cold, warm: template.warm.times },
    ...edit,
  };
}
export type DevFigure = Awaited<ReturnType<typeof benchDevServer>>;
