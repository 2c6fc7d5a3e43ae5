/**
 * The sample rules of tests/samples/README.md, on small made-up pages: a block
 * that slips through them would never be run by docs-samples.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractBlocks } from './samples/extract.ts';
import { planPage, type Step } from './samples/plan.ts';
import { assertSameOutput } from './samples/project.ts';

const fence = '```';
const plan = (markdown: string): Step[] => planPage(extractBlocks('fixture.md', markdown));
const kinds = (markdown: string): string[] => plan(markdown).map((step) => (step.problem ? 'problem' : step.kind));

describe('code sample rules', () => {
  it('requires a title or a norun reason on every JS/TS block', () => {
    assert.deepEqual(kinds(`${fence}js\nx\n${fence}\n\n${fence}ts\nx\n${fence}\n`), ['problem', 'problem']);
    assert.deepEqual(kinds(`${fence}js norun=""\nx\n${fence}\n`), ['problem']);
    assert.deepEqual(kinds(`${fence}tsx norun="browser only"\nx\n${fence}\n`), ['norun']);
  });

  it('reads the role of a titled block from its meta', () => {
    const page = ['', ' module', ' server', ' client'].map((role) => `${fence}js title="a.js"${role}\nx\n${fence}\n`).join('\n');
    assert.deepEqual(kinds(page), ['script', 'module', 'server', 'client']);
    assert.deepEqual(kinds(`${fence}js title="a.js" module server\nx\n${fence}\n`), ['problem']);
  });

  it('refuses a title whose extension does not match the language', () => {
    assert.deepEqual(kinds(`${fence}ts title="a.js"\nx\n${fence}\n\n${fence}js title="a.ts"\nx\n${fence}\n`), ['problem', 'problem']);
  });

  it('runs shell blocks only when marked client', () => {
    assert.deepEqual(kinds(`${fence}bash\nnpm i\n${fence}\n\n${fence}bash client\ncurl x\n${fence}\n`), ['other', 'client']);
  });

  it('attaches an output block to the runnable block just before it, once', () => {
    const [script] = plan(`${fence}js title="a.js"\nx\n${fence}\n\nSome prose.\n\n${fence}json output\n{}\n${fence}\n`);
    assert.equal(script?.expected?.code, '{}');
    assert.deepEqual(kinds(`${fence}js title="a.js" module\nx\n${fence}\n\n${fence}text output\n1\n${fence}\n`), ['module', 'problem']);
    assert.deepEqual(
      kinds(`${fence}js title="a.js"\nx\n${fence}\n\n${fence}text output\n1\n${fence}\n\n${fence}text output\n1\n${fence}\n`),
      ['script', 'problem'],
    );
  });

  it('finds blocks inside MDX components, as the site renders them', () => {
    const page = `import Tabs from '@theme/Tabs';\n\n<Tabs>\n<TabItem value="a">\n${fence}js\nx\n${fence}\n</TabItem>\n</Tabs>\n`;
    assert.deepEqual(kinds(page), ['problem']);
  });

  it('compares JSON outputs as data and text outputs without trailing blanks', () => {
    const [json, text] = extractBlocks('fixture.md', `${fence}json output\n{"a": 1, "b": [2]}\n${fence}\n\n${fence}text output\nok\n${fence}\n`);
    assertSameOutput('{"b":[2],"a":1}\n', json!);
    assert.throws(() => assertSameOutput('{"a":1,"b":[3]}', json!));
    assertSameOutput('ok  \n\n', text!);
    assert.throws(() => assertSameOutput('OK\n', text!));
  });
});
