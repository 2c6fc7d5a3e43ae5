/**
 * A maintainer's slip in a docs page's code is reported with the page and line:
 * a shown output that no longer matches what the code prints, TypeScript that does
 * not type-check, and an import of a name graphql does not export. The page is a made-up one in a temporary docs
 * folder, read and checked by the same functions tests/samples/suite.ts and
 * docs-imports.test.ts run on docs/.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { tmpDir } from '../lib/paths.ts';
import { docsPages, extractBlocks } from './samples/extract.ts';
import { declaredExports, graphqlImports, importProblems } from './samples/imports.ts';
import { planPage } from '../lib/samples/plan.ts';
import { SampleProject } from './samples/project.ts';

const fence = '```';
const docsDir = path.join(tmpDir, 'bad-samples/docs');
const page = 'tutorials/slipped.md';

const source = `---
title: A page with slips
---

${fence}js title="sum.js"
import { graphqlSync, buildSchema } from 'graphql';

const schema = buildSchema('type Query { sum: Int }');
console.log(JSON.stringify(graphqlSync({ schema, source: '{ sum }', rootValue: { sum: 1 + 2 } })));
${fence}

The result:

${fence}json output
{ "data": { "sum": 4 } }
${fence}

${fence}ts norun="shows an import only"
import { buildSchema, makeExecutableSchema } from 'graphql';
${fence}

${fence}ts title="typed.ts" module
import { GraphQLString } from 'graphql';

export const name: number = GraphQLString.name;
${fence}
`;

const blocks = () => extractBlocks(page, fs.readFileSync(path.join(docsDir, page), 'utf8'));

describe('a broken sample names its page', () => {
  before(() => {
    fs.rmSync(docsDir, { recursive: true, force: true });
    fs.mkdirSync(path.join(docsDir, 'tutorials'), { recursive: true });
    fs.writeFileSync(path.join(docsDir, page), source);
  });

  it('an output block that no longer matches what the code prints fails with the page and line', async () => {
    assert.deepEqual(docsPages(docsDir), [page]);
    const [run] = planPage(blocks()).filter((step) => step.kind === 'script');
    assert.ok(run?.expected, 'the script has its output block');
    const project = new SampleProject(page);
    project.create();
    await assert.rejects(project.perform(run), (error: Error) => {
      assert.match(
        error.message,
        /^tutorials\/slipped\.md:14: the output shown is not what the code prints/,
      );
      return true;
    });
  });

  it('a TypeScript block that does not type-check fails with the page, line and compiler error', async () => {
    const step = planPage(blocks()).find(({ block }) => block.meta.get('title') === 'typed.ts');
    assert.equal(step?.kind, 'module');
    const project = new SampleProject(page);
    project.create();
    await assert.rejects(project.perform(step), (error: Error) => {
      assert.match(error.message, /^tutorials\/slipped\.md:22: typed\.ts does not type-check:\n/);
      assert.match(
        error.message,
        /typed\.ts\(3,14\): error TS2322: Type 'string' is not assignable to type 'number'/,
      );
      return true;
    });
  });

  it('an import of a name graphql does not export fails with the page and line', async () => {
    const imports = graphqlImports(blocks());
    const problems = await importProblems(imports, declaredExports(imports));
    assert.deepEqual(problems, [
      "tutorials/slipped.md:19: 'graphql' declares no export 'makeExecutableSchema'",
    ]);
  });
});
