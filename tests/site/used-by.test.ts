/**
 * Every class, interface and enum page says which exports use it. The
 * expected users are read here from graphql's .d.ts source with the
 * TypeScript parser (type references in the parameters and return types of
 * exported functions), independently of TypeDoc.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

import { graphqlPackage, namesByKind } from '../../lib/graphql-package.ts';
import { builtPage, links, section } from '../support/built-pages.ts';
import { siteDir } from '../../lib/paths.ts';

const apiRoute = '/api/graphql-js';
const packageDir = path.join(siteDir, 'node_modules/graphql');
const byKind = namesByKind(graphqlPackage.exports());
const exportedFunctions = new Set(byKind.function);

/** Exported functions with a parameter or return type that names `typeName`. */
function functionsReferring(typeName: string): string[] {
  const found = new Set<string>();
  for (const file of fs
    .readdirSync(packageDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.d.ts'))) {
    const source = fs.readFileSync(path.join(packageDir, file), 'utf8');
    if (!source.includes(typeName)) continue;
    const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    for (const statement of tree.statements) {
      if (
        !ts.isFunctionDeclaration(statement) ||
        !statement.name ||
        !exportedFunctions.has(statement.name.text)
      )
        continue;
      let refers = false;
      const visit = (node: ts.Node): void => {
        if (ts.isTypeReferenceNode(node) && node.typeName.getText() === typeName) refers = true;
        ts.forEachChild(node, visit);
      };
      [...statement.parameters.map((p) => p.type), statement.type].forEach(
        (type) => type && visit(type),
      );
      if (refers) found.add(statement.name.text);
    }
  }
  return [...found].sort();
}

/** The function pages a page's "Used by" section links to, by name. */
function usedByFunctions(route: string): string[] {
  const nodes = section(builtPage(route), 'used-by');
  assert.ok(nodes, `${route} has no "Used by" section`);
  return links(nodes)
    .map((link) => new URL(link.href, `https://site.test${route}`).pathname)
    .filter((pathname) => pathname.startsWith(`${apiRoute}/function/`))
    .map((pathname) => pathname.split('/').at(-1)!);
}

describe('"Used by" on class, interface and enum pages', () => {
  for (const [kind, name] of [
    ['interface', 'ExecutionArgs'],
    ['class', 'GraphQLSchema'],
    ['class', 'GraphQLError'],
  ] as const) {
    it(`${name} lists every function whose parameters or return type name it`, () => {
      const expected = functionsReferring(name);
      assert.ok(expected.length > 0, `no function of graphql refers to ${name}`);
      const listed = usedByFunctions(`${apiRoute}/${kind}/${name}`);
      for (const user of expected)
        assert.ok(listed.includes(user), `${name}'s "Used by" does not list ${user}`);
    });
  }

  it('ExecutionArgs lists execute', () => {
    assert.ok(usedByFunctions(`${apiRoute}/interface/ExecutionArgs`).includes('execute'));
  });

  it('is on every class, interface and enum page', () => {
    const missing = (['class', 'interface', 'enum'] as const).flatMap((kind) =>
      byKind[kind].filter((name) => !section(builtPage(`${apiRoute}/${kind}/${name}`), 'used-by')),
    );
    assert.deepEqual(missing, []);
  });
});
