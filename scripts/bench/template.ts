import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../../lib/paths.ts';
import { runOrThrow, withLock, type Measured } from './process.ts';

/** The Docusaurus version the site is built with: the template is scaffolded at the same one. */
export const docusaurusVersion: string = JSON.parse(
  fs.readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;

/** The stock classic template, scaffolded and installed once per Docusaurus version, kept between runs. */
export const templateSiteDir = path.join(siteDir, '.bench/template', docusaurusVersion, 'site');

/**
 * Pages of the template to compare the site's with: its home page, and a doc
 * page with code blocks (the site's tutorial and API pages are docs pages).
 */
export const templatePageTypes = [
  { id: 'template-home', label: 'template home', path: '/', status: 200 },
  {
    id: 'template-doc',
    label: 'template doc with code',
    path: '/docs/tutorial-basics/markdown-features',
    status: 200,
  },
] as const;

/** Which template page a site page is compared with. */
export const templatePageFor = (sitePageId: string) =>
  sitePageId === 'home' || sitePageId === 'not-found' ? 'template-home' : 'template-doc';

/**
 * `create-docusaurus` from the npm registry, classic template in TypeScript,
 * then `npm install`: done once, the ready folder is marked and reused.
 */
export async function scaffoldTemplate(log: (line: string) => void): Promise<void> {
  const ready = path.join(templateSiteDir, '.bench-ready');
  if (fs.existsSync(ready)) return;
  const parent = path.dirname(templateSiteDir);
  fs.rmSync(parent, { recursive: true, force: true });
  fs.mkdirSync(parent, { recursive: true });
  log(
    `template: create-docusaurus@${docusaurusVersion} classic --typescript (cached in ${path.relative(siteDir, parent)})`,
  );
  await runOrThrow(
    'npx',
    [
      '--yes',
      `create-docusaurus@${docusaurusVersion}`,
      'site',
      'classic',
      '--typescript',
      '--skip-install',
    ],
    {
      cwd: parent,
    },
  );
  log('template: npm install');
  await runOrThrow('npm', ['install', '--no-audit', '--no-fund'], { cwd: templateSiteDir });
  fs.writeFileSync(ready, `${new Date().toISOString()}\n`);
}

/** A production build of the template, in this run, returning its build folder. */
export async function buildTemplate(
  log: (line: string) => void,
): Promise<{ buildDir: string; build: Measured }> {
  await scaffoldTemplate(log);
  log('template: docusaurus build');
  const build = await withLock(() =>
    runOrThrow(path.join(templateSiteDir, 'node_modules/.bin/docusaurus'), ['build'], {
      cwd: templateSiteDir,
    }),
  );
  return { buildDir: path.join(templateSiteDir, 'build'), build };
}
