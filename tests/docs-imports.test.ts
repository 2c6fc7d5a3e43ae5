/**
 * Every `import … from 'graphql…'` shown in docs/ names something the pinned
 * graphql package really exports from that entry point: types according to its
 * .d.ts, values also at runtime (graphql 16's for blocks flagged `graphql=16`).
 * This covers norun blocks too, which no other test executes. The checks live
 * in tests/samples/imports.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { docsPages, extractBlocks } from './samples/extract.ts';
import { declaredExports, graphqlImports, importProblems } from './samples/imports.ts';

const pages = docsPages()
  .map((page) => ({ page, imports: graphqlImports(extractBlocks(page)) }))
  .filter(({ imports }) => imports.length > 0);

describe('graphql imports in docs/', () => {
  const declared = declaredExports(pages.flatMap(({ imports }) => imports));
  for (const { page, imports } of pages) {
    it(`${page}: every import names a real export of graphql`, async () => {
      assert.deepEqual(await importProblems(imports, declared), []);
    });
  }
});
