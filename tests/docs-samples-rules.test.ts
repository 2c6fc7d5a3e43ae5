/**
 * The sample rules of CONTRIBUTING.md, on small made-up pages: a block
 * that slips through them would never be run by tests/samples/suite.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { graphqlPackage } from '../lib/graphql-package.ts';
import { docsPages, extractBlocks } from './samples/extract.ts';
import { dealPages } from './samples/suite.ts';
import { planPage, tabVariants, type Step } from '../lib/samples/plan.ts';
import { assertSameOutput, SampleProject } from './samples/project.ts';
import { siteDir } from '../lib/paths.ts';

const fence = '```';
const plan = (markdown: string): Step[] => planPage(extractBlocks('fixture.md', markdown));
const kinds = (markdown: string): string[] =>
  plan(markdown).map((step) => (step.problem ? 'problem' : step.kind));

describe('code sample rules', () => {
  it('the two sample test files together run every docs page once', () => {
    const dealt = dealPages();
    assert.equal(dealt.length, 2);
    assert.ok(
      dealt.every((pages) => pages.length > 0),
      'each file runs some pages',
    );
    assert.deepEqual(dealt.flat().sort(), [...docsPages()].sort());
  });

  it('requires a title or a norun reason on every JS/TS block', () => {
    assert.deepEqual(kinds(`${fence}js\nx\n${fence}\n\n${fence}ts\nx\n${fence}\n`), [
      'problem',
      'problem',
    ]);
    assert.deepEqual(kinds(`${fence}js norun=""\nx\n${fence}\n`), ['problem']);
    assert.deepEqual(kinds(`${fence}tsx norun="browser only"\nx\n${fence}\n`), ['norun']);
  });

  it('reads the role of a titled block from its meta', () => {
    const page = ['', ' module', ' server', ' client']
      .map((role) => `${fence}js title="a.js"${role}\nx\n${fence}\n`)
      .join('\n');
    assert.deepEqual(kinds(page), ['script', 'module', 'server', 'client']);
    assert.deepEqual(kinds(`${fence}js title="a.js" module server\nx\n${fence}\n`), ['problem']);
  });

  it('refuses a title whose extension does not match the language', () => {
    assert.deepEqual(
      kinds(`${fence}ts title="a.js"\nx\n${fence}\n\n${fence}js title="a.ts"\nx\n${fence}\n`),
      ['problem', 'problem'],
    );
  });

  it('runs shell blocks only when marked client', () => {
    assert.deepEqual(
      kinds(`${fence}bash\nnpm i\n${fence}\n\n${fence}bash client\ncurl x\n${fence}\n`),
      ['other', 'client'],
    );
  });

  it('attaches an output block to the runnable block just before it, once', () => {
    const [script] = plan(
      `${fence}js title="a.js"\nx\n${fence}\n\nSome prose.\n\n${fence}json output\n{}\n${fence}\n`,
    );
    assert.equal(script?.expected?.code, '{}');
    assert.deepEqual(
      kinds(`${fence}js title="a.js" module\nx\n${fence}\n\n${fence}text output\n1\n${fence}\n`),
      ['module', 'problem'],
    );
    assert.deepEqual(
      kinds(
        `${fence}js title="a.js"\nx\n${fence}\n\n${fence}text output\n1\n${fence}\n\n${fence}text output\n1\n${fence}\n`,
      ),
      ['script', 'problem'],
    );
  });

  it('finds blocks inside MDX components, as the site renders them', () => {
    const page = `import Tabs from '@theme/Tabs';\n\n<Tabs>\n<TabItem value="a">\n${fence}js\nx\n${fence}\n</TabItem>\n</Tabs>\n`;
    assert.deepEqual(kinds(page), ['problem']);
  });

  it('compares JSON outputs as data and text outputs without trailing blanks', () => {
    const [json, text] = extractBlocks(
      'fixture.md',
      `${fence}json output\n{"a": 1, "b": [2]}\n${fence}\n\n${fence}text output\nok\n${fence}\n`,
    );
    assertSameOutput('{"b":[2],"a":1}\n', json!);
    assert.throws(() => assertSameOutput('{"a":1,"b":[3]}', json!));
    assertSameOutput('ok  \n\n', text!);
    assert.throws(() => assertSameOutput('OK\n', text!));
  });
});

describe('samples in tabs', () => {
  const tabs = (groupId: string, sdl: string, code: string) =>
    `<Tabs groupId="${groupId}">\n<TabItem value="sdl" label="SDL">\n\n${sdl}\n\n</TabItem>\n` +
    `<TabItem value="code" label="Code">\n\n${code}\n\n</TabItem>\n</Tabs>\n`;
  const block = (title: string, code: string) => `${fence}js title="${title}"\n${code}\n${fence}`;
  const run = block('run.js', 'import "./schema.js";');

  it('runs the page once per tab, each run with one tab of the group and every block outside it', () => {
    const page = `${tabs('schema-style', block('schema.js', 'sdl'), block('schema.js', 'code'))}\n${run}\n`;
    const variants = tabVariants(extractBlocks('fixture.md', page));
    assert.deepEqual(
      variants.map(({ tab, blocks }) => [tab, blocks.map((b) => b.code)]),
      [
        ['sdl', ['sdl', 'import "./schema.js";']],
        ['code', ['code', 'import "./schema.js";']],
      ],
    );
  });

  it('runs a page once when its tabs hold no samples', () => {
    const shell = (command: string) => `${fence}bash\n${command}\n${fence}`;
    const page = `${tabs('package-manager', shell('npm i'), shell('yarn add'))}\n${run}\n`;
    assert.deepEqual(
      tabVariants(extractBlocks('fixture.md', page)).map(({ tab, blocks }) => [tab, blocks.length]),
      [['', 3]],
    );
  });

  it('refuses samples in two tab groups, naming the page', () => {
    const page = `${tabs('a', run, run)}\n${tabs('b', run, run)}`;
    assert.throws(
      () => tabVariants(extractBlocks('fixture.md', page)),
      /^Error: fixture\.md: .*2 groups/,
    );
  });
});

describe('the graphql=16 flag', () => {
  const pinned16 = /^npm:graphql@(.+)$/.exec(
    JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')).devDependencies[
      'graphql-16'
    ],
  )?.[1];
  const printVersion = `import { version } from 'graphql';\nconsole.log(version);`;
  const page = (flag: string, expected: string) =>
    `${fence}js title="version.js"${flag}\n${printVersion}\n${fence}\n\n${fence}text output\n${expected}\n${fence}\n`;
  const run = async (markdown: string): Promise<void> => {
    const project = new SampleProject('fixture-graphql-16.md');
    project.create();
    for (const step of plan(markdown)) await project.perform(step);
  };

  it('is read with or without quotes, and only as 16 on a block that runs', () => {
    assert.equal(plan(`${fence}js title="a.js" graphql=16\nx\n${fence}\n`)[0]?.graphql16, true);
    assert.equal(plan(`${fence}js title="a.js" graphql="16"\nx\n${fence}\n`)[0]?.graphql16, true);
    assert.equal(plan(`${fence}js title="a.js"\nx\n${fence}\n`)[0]?.graphql16, undefined);
    assert.deepEqual(kinds(`${fence}js title="a.js" graphql=15\nx\n${fence}\n`), ['problem']);
    assert.deepEqual(kinds(`${fence}js norun="shown only" graphql=16\nx\n${fence}\n`), ['problem']);
  });

  it('runs the block against the pinned graphql 16, and compares its output', async () => {
    assert.match(
      pinned16 ?? '',
      /^16\.\d+\.\d+$/,
      'package.json pins graphql-16 to an exact 16.x release',
    );
    await run(page(' graphql=16', pinned16!));
    await assert.rejects(run(page(' graphql=16', graphqlPackage.version)), /16\.\d+\.\d+/);
  });

  it("leaves every other block on the site's graphql", async () => {
    await run(page('', graphqlPackage.version));
    await assert.rejects(run(page('', pinned16!)));
  });

  it('type-checks TypeScript blocks against the declarations of 16', async () => {
    // getOperationRootType exists in 16 and was removed in 17.
    const ts = `${fence}ts title="root.ts"${'$FLAG'}\nimport { getOperationRootType } from 'graphql';\nconsole.log(typeof getOperationRootType);\n${fence}\n\n${fence}text output\nfunction\n${fence}\n`;
    await run(ts.replace('$FLAG', ' graphql=16'));
    await assert.rejects(run(ts.replace('$FLAG', '')), /getOperationRootType/);
  });
});

describe('try-it blocks', () => {
  const schemaModule = `${fence}js title="schema.js" module\nimport { buildSchema } from 'graphql';\nexport const schema = buildSchema('type Query { hello(name: String = "you"): String }');\n${fence}\n`;
  const rootModule = `${fence}js title="root.js" module\nexport const rootValue = { hello: ({ name }) => \`Hello, \${name}\` };\n${fence}\n`;
  const tryIt = (operation: string, after: string) =>
    `${schemaModule}\n${rootModule}\n${fence}graphql try-it="schema.js root.js"\n${operation}\n${fence}\n\n${after}`;
  const output = (json: string) => `${fence}json output\n${json}\n${fence}\n`;
  const run = async (markdown: string): Promise<void> => {
    const project = new SampleProject('fixture-try-it.md');
    project.create();
    for (const step of plan(markdown)) await project.perform(step);
  };

  it('takes a variables block and needs an output block', () => {
    const [, , step] = plan(
      tryIt(
        'query ($n: String) { hello(name: $n) }',
        `${fence}json variables\n{}\n${fence}\n\n${output('{}')}`,
      ),
    );
    assert.equal(step?.kind, 'try-it');
    assert.equal(step?.variables?.code, '{}');
    assert.equal(step?.expected?.code, '{}');
    assert.deepEqual(kinds(tryIt('{ hello }', '')), ['module', 'module', 'problem']);
    assert.deepEqual(kinds(`${fence}json variables\n{}\n${fence}\n`), ['problem']);
    assert.deepEqual(kinds(`${fence}graphql try-it="schema"\n{ a }\n${fence}\n`), ['problem']);
    assert.deepEqual(kinds(`${fence}js try-it="schema.js" title="a.js"\nx\n${fence}\n`), [
      'problem',
    ]);
  });

  it("runs the operation against the modules' exports and compares what readers get", async () => {
    await run(tryIt('{ hello }', output('{ "data": { "hello": "Hello, you" } }')));
    await run(
      tryIt(
        'query ($n: String) { hello(name: $n) }',
        `${fence}json variables\n{ "n": "Ada" }\n${fence}\n\n${output('{ "data": { "hello": "Hello, Ada" } }')}`,
      ),
    );
    await assert.rejects(
      run(tryIt('{ hello }', output('{ "data": { "hello": "Hello, Ada" } }'))),
      /the output shown is not what the code prints/,
    );
    // A field the schema lacks: the validation error readers see, with its location.
    await run(
      tryIt(
        '{ goodbye }',
        output(
          '{ "errors": [{ "message": "Cannot query field \\"goodbye\\" on type \\"Query\\".", "locations": [{ "line": 1, "column": 3 }] }] }',
        ),
      ),
    );
  });
});
