/**
 * Bad content must stop the build, with a message that says where the problem
 * is. Each case builds a temporary copy of the site with one defect added.
 * These builds are slow: keep this file to the defects authors make most.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, describe, it } from 'node:test';
import { buildCopy, copySite, writeFiles } from '../support/site-copy.ts';

const copies: string[] = [];

function copyOfSite(name: string, files: Record<string, string>): string {
  const dir = copySite(`build-validation-${name}`);
  copies.push(dir);
  writeFiles(dir, files);
  return dir;
}

function assertBuildFails(dir: string, ...mentions: string[]): string {
  const { status, output } = buildCopy(dir);
  assert.notEqual(status, 0, `the build should fail:\n${output}`);
  for (const text of mentions) assert.ok(output.includes(text), `the error names ${text}:\n${output}`);
  return output;
}

const tutorial = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

describe('build-time validation', () => {
  after(() => {
    for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a link to a page that does not exist fails the build, naming the page that has it', () => {
    const dir = copyOfSite('broken-link', {
      'docs/tutorials/broken-link-probe.md': tutorial('Probe', 'See [the missing page](/no-such-page).'),
    });
    assertBuildFails(dir, '/docs/tutorials/broken-link-probe', '/no-such-page');
  });

  it('a markdown link to a missing file fails the build, naming the file', () => {
    const dir = copyOfSite('broken-markdown-link', {
      'docs/tutorials/broken-markdown-link-probe.md': tutorial('Probe', 'See [the missing file](./no-such-file.md).'),
    });
    const output = assertBuildFails(dir, "couldn't be resolved", 'docs/tutorials/broken-markdown-link-probe.md', 'no-such-file.md');
    // It must stop at the markdown link itself, not only later at the page-link check.
    assert.ok(!output.includes('Docusaurus found broken links'), `failed at the markdown link:\n${output}`);
  });

  it('two pages on the same route fail the build, naming the route', () => {
    const dir = copyOfSite('duplicate-route', {
      'src/pages/duplicate-route-probe.md': '# A page\n',
      'src/pages/duplicate-route-probe.tsx': 'export default function Probe() {\n  return <p>The same route again</p>;\n}\n',
    });
    assertBuildFails(dir, 'Duplicate routes', '/duplicate-route-probe');
  });
});
