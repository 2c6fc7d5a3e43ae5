/**
 * Bad content must stop the build, with a message that says where the problem
 * is. Each case builds a temporary copy of the site with one defect added.
 * These builds are slow; keep this file to the three cases the spec names.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { docusaurusBin, siteDir, tmpDir } from '../support/paths.ts';
import { trackChild } from '../support/server.ts';

// Everything at the root except what is installed, generated or git's.
const notCopied = new Set(['node_modules', 'build', '.docusaurus', 'api', 'tests', '.git', '.bench']);
const copies: string[] = [];

function copyOfSite(name: string, files: Record<string, string>): string {
  const dir = path.join(tmpDir, `build-validation-${name}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  copies.push(dir);
  for (const entry of fs.readdirSync(siteDir)) {
    if (!notCopied.has(entry)) fs.cpSync(path.join(siteDir, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(fs.realpathSync(path.join(siteDir, 'node_modules')), path.join(dir, 'node_modules'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function build(dir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(docusaurusBin, ['build'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      // The persistent bundler cache lives in the shared node_modules; keep these throwaway builds out of it.
      env: { ...process.env, FORCE_COLOR: '0', DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
    });
    trackChild(child);
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function assertBuildFails(dir: string, ...mentions: string[]): Promise<string> {
  const { code, output } = await build(dir);
  assert.notEqual(code, 0, `the build should fail:\n${output}`);
  for (const text of mentions) assert.ok(output.includes(text), `the error names ${text}:\n${output}`);
  return output;
}

const tutorial = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

describe('build-time validation', () => {
  after(() => {
    for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a link to a page that does not exist fails the build, naming the page that has it', async () => {
    const dir = copyOfSite('broken-link', {
      'docs/tutorials/broken-link-probe.md': tutorial('Probe', 'See [the missing page](/no-such-page).'),
    });
    await assertBuildFails(dir, '/docs/tutorials/broken-link-probe', '/no-such-page');
  });

  it('a markdown link to a missing file fails the build, naming the file', async () => {
    const dir = copyOfSite('broken-markdown-link', {
      'docs/tutorials/broken-markdown-link-probe.md': tutorial('Probe', 'See [the missing file](./no-such-file.md).'),
    });
    const output = await assertBuildFails(dir, "couldn't be resolved", 'docs/tutorials/broken-markdown-link-probe.md', 'no-such-file.md');
    // It must stop at the markdown link itself, not only later at the page-link check.
    assert.ok(!output.includes('Docusaurus found broken links'), `failed at the markdown link:\n${output}`);
  });

  it('two pages on the same route fail the build, naming the route', async () => {
    const dir = copyOfSite('duplicate-route', {
      'src/pages/duplicate-route-probe.md': '# A page\n',
      'src/pages/duplicate-route-probe.tsx': 'export default function Probe() {\n  return <p>The same route again</p>;\n}\n',
    });
    await assertBuildFails(dir, 'Duplicate routes', '/duplicate-route-probe');
  });
});
