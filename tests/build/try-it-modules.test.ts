/**
 * What the build makes of try-it blocks (plugins/try-it): the page files each block runs
 * against, bundled for the browser, keyed as the MDX step keys the blocks; and the errors, naming
 * the page and line, for a block whose modules cannot run in a browser or do not exist.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { registrySource, tryItContent } from '../../plugins/try-it/blocks.ts';
import remarkTryIt from '../../plugins/try-it/remark.ts';
import { parseDoc } from '../../lib/samples/docs-usage.ts';
import { tmpDir } from '../../lib/paths.ts';

const fence = '```';
const block = (meta: string, code: string) => `${fence}${meta}\n${code}\n${fence}\n`;
const schemaModule = (extra = '') =>
  block(
    'js title="schema.js" module',
    `import { buildSchema } from 'graphql';\nimport { greeting } from './data/greeting.js';${extra}\nexport const schema = buildSchema('type Query { hello: String }');\nexport const rootValue = { hello: () => greeting };`,
  );
const greetingModule = block('js title="data/greeting.js" module', "export const greeting = 'hi';");
const tryIt = (modules = 'schema.js') =>
  `${block(`graphql try-it="${modules}"`, '{ hello }')}\n${block('json output', '{ "data": { "hello": "hi" } }')}`;

/** A docs folder with one page, `page.md`, of `markdown`. */
function docsWith(name: string, markdown: string): string {
  const dir = path.join(tmpDir, 'try-it-modules', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'page.md'), markdown);
  return dir;
}

describe('try-it modules', () => {
  it("bundles each block's modules and the page files they import, nothing else", () => {
    const page = [
      greetingModule,
      schemaModule(),
      block('js title="other.js" module', 'export const unused = 1;'),
      tryIt(),
      tryIt(),
    ].join('\n');
    const { blocks, files } = tryItContent(docsWith('closure', page));
    assert.deepEqual(
      blocks.map(({ key }) => key),
      ['page.md#0', 'page.md#1'],
    );
    // Two blocks on the same files share them.
    assert.deepEqual(blocks[0]!.imports, blocks[1]!.imports);
    const written = [...files.keys()].map((file) => file.replace(/^page\/\w+\//, ''));
    assert.deepEqual(written.sort(), ['data/greeting.js', 'schema.js']);
    const registry = registrySource(blocks);
    assert.match(
      registry,
      /"page\.md#0": \(\) => Promise\.all\(\[import\("\.\/page\/\w+\/schema\.js"\)\]\)/,
    );
  });

  it('gives a block the files as the page has written them when it comes', () => {
    const replaced = greetingModule.replace("'hi'", "'hello'");
    const { blocks, files } = tryItContent(
      docsWith('replaced', [greetingModule, schemaModule(), tryIt(), replaced, tryIt()].join('\n')),
    );
    assert.notDeepEqual(blocks[0]!.imports, blocks[1]!.imports);
    const greetings = [...files].filter(([file]) => file.endsWith('greeting.js'));
    assert.deepEqual(greetings.map(([, code]) => code.match(/'(\w+)'/)![1]).sort(), [
      'hello',
      'hi',
    ]);
  });

  it('refuses a module that imports what a browser does not have, naming the page and line', () => {
    const page = [
      greetingModule,
      schemaModule("\nimport { setTimeout } from 'node:timers/promises';"),
      tryIt(),
    ].join('\n');
    assert.throws(
      () => tryItContent(docsWith('node-builtin', page)),
      /docs\/page\.md:\d+: try-it runs schema\.js in the browser, where 'node:timers\/promises' does not exist/,
    );
  });

  it('refuses a module no block above it writes, naming the page and line', () => {
    assert.throws(
      () => tryItContent(docsWith('missing', tryIt('schema.js'))),
      /docs\/page\.md:1: try-it needs schema\.js, which no titled block above it writes/,
    );
  });

  it('keys each block in the page as the registry does, with its operation and its variables, titled', () => {
    const markdown = [
      greetingModule,
      schemaModule(),
      block('graphql try-it="schema.js"', 'query ($n: Int) { hello }'),
      block('json variables', '{ "n": 1 }'),
      block('json output', '{ "data": { "hello": "hi" } }'),
    ].join('\n');
    const docsDir = docsWith('remark', markdown);
    const tree: Root = parseDoc(markdown);
    remarkTryIt({ docsDir })(tree, { path: path.join(docsDir, 'page.md') } as VFile);
    const element = tree.children.find((node) => node.type === 'mdxJsxFlowElement');
    assert.ok(element, 'the try-it block became an element');
    const attributes = Object.fromEntries(
      element.attributes.map((attribute) => [
        'name' in attribute ? attribute.name : '',
        attribute.value,
      ]),
    );
    assert.deepEqual(attributes, {
      block: tryItContent(docsDir).blocks[0]!.key,
      id: 'operation',
      operation: 'query ($n: Int) { hello }',
      variables: '{ "n": 1 }',
    });
    assert.deepEqual(
      element.children.map((child) => child.type === 'code' && child.meta),
      ['try-it="schema.js"', 'variables title="Variables"'],
    );
  });

  it('names each block for shared links by its operation, else its heading, unique on the page', () => {
    const output = block('json output', '{ "data": { "hello": "hi" } }');
    const markdown = [
      greetingModule,
      schemaModule(),
      '## First steps\n',
      block('graphql try-it="schema.js"', '{ hello }'),
      output,
      block('graphql try-it="schema.js"', 'query Hello { hello }'),
      output,
      block('graphql try-it="schema.js"', 'query Hello { hello }'),
      output,
      block('graphql try-it="schema.js"', '{ hello }'),
      output,
    ].join('\n');
    const docsDir = docsWith('ids', markdown);
    const tree: Root = parseDoc(markdown);
    remarkTryIt({ docsDir })(tree, { path: path.join(docsDir, 'page.md') } as VFile);
    const ids = tree.children.flatMap((node) =>
      node.type === 'mdxJsxFlowElement'
        ? node.attributes.flatMap((attribute) =>
            'name' in attribute && attribute.name === 'id' ? [attribute.value] : [],
          )
        : [],
    );
    assert.deepEqual(ids, ['first-steps', 'hello', 'hello-2', 'first-steps-2']);
  });
});
