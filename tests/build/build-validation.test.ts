/**
 * Bad content must stop the build, with a message that says where the problem
 * is. Each case builds the minimal site (tests/support/minimal-site.ts), which
 * carries the real config's checks, with one defect added.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageHtmlModuleMinChars } from '../../plugins/page-html.ts';
import { buildSite, minimalSite } from '../support/minimal-site.ts';

function assertBuildFails(dir: string, ...mentions: string[]): string {
  const { status, output } = buildSite(dir);
  assert.notEqual(status, 0, `the build should fail:\n${output}`);
  for (const text of mentions)
    assert.ok(output.includes(text), `the error names ${text}:\n${output}`);
  return output;
}

/** A minimal site with one more tutorial, `docs/tutorials/<name>-probe.md`, saying `body`. */
const siteWithProbe = (name: string, body: string) =>
  minimalSite(name, {
    files: { [`docs/tutorials/${name}-probe.md`]: `---\ntitle: Probe\n---\n\n${body}\n` },
  });

describe('build-time validation', () => {
  it('a link to a page that does not exist fails the build, naming the page that has it, also in prose of a page long enough to leave its JavaScript', () => {
    // Long enough that plugins/page-html.ts moves its prose into a module: its links are then
    // plain HTML, which the step's component hands to Docusaurus's check.
    const prose = Array.from(
      { length: Math.ceil(pageHtmlModuleMinChars / 50) },
      (_, i) => `Paragraph ${i} of prose that no component renders, long enough to be moved.\n\n`,
    ).join('');
    const dir = siteWithProbe(
      'broken-link',
      `See [the missing page](/no-such-page), which the build reports with the page that links to it.\n\n${prose}`,
    );
    assertBuildFails(dir, '/docs/tutorials/broken-link-probe', '/no-such-page');
  });

  it('a markdown link to a missing file fails the build, naming the file', () => {
    const dir = siteWithProbe('broken-markdown-link', 'See [the missing file](./no-such-file.md).');
    const output = assertBuildFails(
      dir,
      "couldn't be resolved",
      'docs/tutorials/broken-markdown-link-probe.md',
      'no-such-file.md',
    );
    // It must stop at the markdown link itself, not only later at the page-link check.
    assert.ok(
      !output.includes('Docusaurus found broken links'),
      `failed at the markdown link:\n${output}`,
    );
  });

  it('two pages on the same route fail the build, naming the route', () => {
    const dir = minimalSite('duplicate-route', {
      files: {
        'src/pages/duplicate-route-probe.md': '# A page\n',
        'src/pages/duplicate-route-probe.tsx':
          'export default function Probe() {\n  return <p>The same route again</p>;\n}\n',
      },
    });
    assertBuildFails(dir, 'Duplicate routes', '/duplicate-route-probe');
  });
});
