/**
 * The remark plugin that fills a tutorial's "API used on this page" section,
 * on small made-up pages: it links each export the samples import, in order
 * of first use, where TypeDoc's router put it (the routes file router.ts
 * writes: a page for classes and functions, the overview entry for the rest),
 * and a hand-written list, a section with nothing imported or an import the
 * API does not document fails with the file named.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Link, List } from 'mdast';

import apiUsedOnPage from '../../plugins/api-used-on-page.ts';
import { parseDoc } from '../../lib/samples/docs-usage.ts';
import { tmpDir } from '../../lib/paths.ts';

const apiDir = path.join(tmpDir, 'api-used-on-page');
fs.mkdirSync(apiDir, { recursive: true });
const options = { exportUrlsFile: path.join(apiDir, 'export-urls.json') };
fs.writeFileSync(
  options.exportUrlsFile,
  JSON.stringify({
    graphql: '/api/graphql-js/function/graphql',
    GraphQLSchema: '/api/graphql-js/class/GraphQLSchema',
    GraphQLString: '/api/graphql-js#graphqlstring',
  }),
);

const page = (section: string) =>
  [
    '# A tutorial',
    '## Build it',
    '```js',
    "import { GraphQLSchema, GraphQLString } from 'graphql';",
    '```',
    '## Run it',
    '```ts',
    "import { graphql, type GraphQLSchema } from 'graphql';",
    '```',
    '## API used on this page',
    section,
  ].join('\n\n');

describe('"API used on this page" generation', () => {
  it('links each imported export once, in order of first use, before the prose that follows', () => {
    const tree = parseDoc(page('Next, the next page.'));
    apiUsedOnPage(options)(tree, { path: 'docs/tutorials/made-up.md' });
    const at = tree.children.findIndex(
      (node) =>
        node.type === 'heading' && node.depth === 2 && JSON.stringify(node).includes('API used'),
    );
    const list = tree.children[at + 1] as List;
    assert.equal(list.type, 'list');
    const urls = list.children.map(
      (item) => (item.children[0] as { children: Link[] }).children[0]!.url,
    );
    assert.deepEqual(urls, [
      '/api/graphql-js/class/GraphQLSchema',
      '/api/graphql-js#graphqlstring',
      '/api/graphql-js/function/graphql',
    ]);
    assert.equal(tree.children[at + 2]?.type, 'paragraph');
  });

  it('rejects a hand-written list, naming the file', () => {
    const tree = parseDoc(page('- [`graphql`](/api/graphql-js/function/graphql)'));
    assert.throws(
      () => apiUsedOnPage(options)(tree, { path: 'docs/tutorials/made-up.md' }),
      /docs\/tutorials\/made-up\.md: .*generated/,
    );
  });

  it('rejects the section on a page whose samples import nothing from graphql, naming the file', () => {
    const tree = parseDoc('# A page\n\n```js\nconsole.log(1);\n```\n\n## API used on this page\n');
    assert.throws(
      () => apiUsedOnPage(options)(tree, { path: 'docs/tutorials/empty.md' }),
      /docs\/tutorials\/empty\.md: .*no code sample imports/,
    );
  });

  it('rejects an import the API reference does not document, naming the file', () => {
    const tree = parseDoc(
      "# A page\n\n```js\nimport { notAnExport } from 'graphql';\n```\n\n## API used on this page\n",
    );
    assert.throws(
      () => apiUsedOnPage(options)(tree, { path: 'docs/tutorials/unknown.md' }),
      /docs\/tutorials\/unknown\.md: .*notAnExport/,
    );
  });
});
