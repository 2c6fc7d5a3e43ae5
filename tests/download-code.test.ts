/**
 * "Download the code" (plugins/download-code): a page's archive, made as the build makes it,
 * unpacked and run against the site's node_modules, prints what the page shows; it holds only
 * the page's files, a package.json pinning what they import to the site's versions and a
 * three-line README. Every page's archive is also made by each build, which fails naming the page.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import JSZip from 'jszip';
import type { LoadContext } from '@docusaurus/types';
import downloadCodePlugin from '../plugins/download-code/index.ts';
import { archiveFiles, archiveFolder, siteVersions, zipArchive } from '../lib/samples/archive.ts';
import { pageProject, writtenFile } from '../lib/samples/project-files.ts';
import { planPage, tabVariants } from '../lib/samples/plan.ts';
import { siteDir, tmpDir } from '../lib/paths.ts';
import { extractBlocks } from './samples/extract.ts';
import { assertSameOutput } from './samples/project.ts';

const page = 'tutorials/index.md';
const url = 'https://graphql-js.org/docs/tutorials/';
// Inside the site's folder, so that the archive's imports resolve to the site's node_modules.
const unpacked = path.join(tmpDir, 'download-code');
const folder = path.join(unpacked, archiveFolder(page));
const blocks = extractBlocks(page);

describe(`${page}: its "Download the code" archive`, () => {
  const project = pageProject(page, blocks)!;
  /** The page's scripts that run on the site's graphql: what the archive holds and runs. */
  const runnable = planPage(blocks).filter((step) => step.kind === 'script' && !step.graphql16);
  let entries: string[] = [];

  before(async () => {
    const zip = await zipArchive(
      archiveFolder(page),
      archiveFiles(project, { url, title: 'Getting started', version: siteVersions(siteDir) }),
    );
    fs.rmSync(unpacked, { recursive: true, force: true });
    const archive = await JSZip.loadAsync(zip);
    entries = Object.keys(archive.files).filter((name) => !archive.files[name]!.dir);
    for (const name of entries) {
      fs.mkdirSync(path.dirname(path.join(unpacked, name)), { recursive: true });
      fs.writeFileSync(path.join(unpacked, name), await archive.files[name]!.async('string'));
    }
  });

  it('holds the files the page shows and runs, a package.json and a README, in one folder', () => {
    const shown = new Set(
      planPage(tabVariants(blocks)[0]!.blocks).flatMap((step) =>
        writtenFile(step)?.project === 'page' ? [step.block.code.trimEnd()] : [],
      ),
    );
    const own = entries.filter((name) => !/\/(package\.json|README\.md)$/.test(name));
    assert.deepEqual(
      entries.sort(),
      [...own, `index/package.json`, `index/README.md`].sort(),
      'every entry sits in the page-named folder',
    );
    for (const name of own)
      assert.ok(
        shown.has(fs.readFileSync(path.join(unpacked, name), 'utf8').trimEnd()),
        `${name} is a file the page shows`,
      );
    assert.equal(own.length, project.files.size);
  });

  it('pins what the files import to the site’s versions and names the page’s runs as scripts', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
      type: string;
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
    };
    const site = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    assert.equal(manifest.type, 'module');
    assert.deepEqual(manifest.dependencies, { graphql: site.dependencies.graphql });
    const scripts = runnable.map((step) => step.block.meta.get('title')!);
    for (const file of scripts)
      assert.equal(manifest.scripts[file.replace(/\.[jt]s$/, '')], `node ${file}`, file);
    const readme = fs.readFileSync(path.join(folder, 'README.md'), 'utf8').trimEnd().split('\n');
    assert.match(readme[0]!, /npm install/, 'install');
    assert.ok(readme[1]!.includes(`node ${scripts[0]}`), `run: ${readme[1]}`);
    assert.equal(readme[2], `Page: ${url}`);
    // What the archive leaves out is said after the three lines: this page's graphql 16 blocks.
    const left = planPage(blocks).filter((step) => step.graphql16 && step.block.meta.get('title'));
    assert.equal(readme.length, left.length > 0 ? 5 : 3, readme.join('\n'));
    for (const step of left) assert.ok(readme[4]!.includes(step.block.meta.get('title')!));
  });

  it('prints, file by file, what the page shows', () => {
    assert.ok(runnable.length > 0);
    for (const step of runnable.filter((candidate) => candidate.expected)) {
      const file = step.block.meta.get('title')!;
      const stdout = execFileSync(process.execPath, [file], { cwd: folder, encoding: 'utf8' });
      assertSameOutput(stdout, step.expected!);
    }
  });
});

describe('an archive of a page that rewrites a file after running another', () => {
  const source = [
    '```js title="greeting.js" module',
    "export const greeting = 'hello';",
    '```',
    '```js title="greet.js"',
    "import { greeting } from './greeting.js';",
    'console.log(greeting);',
    '```',
    '```js title="farewell.js" module',
    "export const farewell = 'bye';",
    '```',
    '```js title="greeting.js" module',
    "export const greeting = 'hi';",
    '```',
  ].join('\n');
  const project = pageProject('guides/rewrites.md', extractBlocks('guides/rewrites.md', source))!;

  it('holds the rewritten file as the page leaves it, and names the run it changes', () => {
    assert.equal(project.files.get('greeting.js'), "export const greeting = 'hi';\n");
    // farewell.js is new after the run, so it cannot change what the run printed.
    assert.deepEqual(project.runs, [
      { file: 'greet.js', server: false, changedLater: ['greeting.js'] },
    ]);
  });

  it('says so in its README', () => {
    const readme = archiveFiles(project, {
      url: 'https://example.org/docs/guides/rewrites',
      title: 'Rewrites',
      version: () => '1.0.0',
    }).get('README.md')!;
    assert.match(
      readme,
      /^The page changes greeting\.js after it runs `node greet\.js`: with the files as the page leaves them, that run may print something else\.$/m,
    );
  });
});

describe('"Download the code" at build time', () => {
  it('fails, naming the page, when a sample imports a package the site does not install', () => {
    const site = path.join(tmpDir, 'download-code-site');
    fs.rmSync(site, { recursive: true, force: true });
    fs.mkdirSync(path.join(site, 'docs/guides'), { recursive: true });
    fs.writeFileSync(
      path.join(site, 'package.json'),
      '{ "dependencies": { "graphql": "99.0.0" } }',
    );
    fs.writeFileSync(path.join(site, 'package-lock.json'), '{ "packages": {} }');
    fs.writeFileSync(
      path.join(site, 'docs/guides/pads.md'),
      "```js title=\"pad.js\"\nimport leftPad from 'left-pad';\nconsole.log(leftPad('1', 3));\n```\n",
    );
    const plugin = downloadCodePlugin({
      siteDir: site,
      siteConfig: { url: 'https://example.org' },
    } as LoadContext);
    assert.throws(
      () => plugin.loadContent!(),
      /^Error: docs\/guides\/pads\.md: its "Download the code" archive cannot be made: its samples import left-pad, which the site does not install/,
    );
  });
});
