/**
 * API declarations read at a glance: each signature is one TypeScript block
 * whose exported type names link to their pages, a long signature puts each
 * parameter on a line, and an overloaded function shows one block per overload.
 * (The phone layout: api-layout.phone.spec.ts.)
 *
 * Expected names come from graphql's .d.ts, read with the TypeScript compiler.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { graphqlPackage } from '../support/graphql-package.ts';
import { functionDeclarations } from '../support/function-declarations.ts';
import { expect, openHydrated, test } from './fixtures.ts';

const packageDir = graphqlPackage.root;

test('function/execute: the signature is one code block linking ExecutionArgs to its page', async ({ page }) => {
  const [parameter] = functionDeclarations().get('execute')![0]!.parameters;
  expect(parameter!.type!.getText()).toBe('ExecutionArgs');
  await openHydrated(page, '/api/graphql-js/function/execute');
  const signature = page.locator('article pre', { hasText: 'function execute(' });
  await expect(signature).toHaveCount(1);
  await expect(signature).toContainText('function execute(args: ExecutionArgs)');
  const link = signature.getByRole('link', { name: 'ExecutionArgs', exact: true });
  await expect(link).toHaveAttribute('href', '/api/graphql-js/interface/ExecutionArgs');
});

test('a method with a long signature has each parameter on a line of its own', async ({ page }) => {
  // TypeInfo's constructor takes four parameters, too many for one 80-column line.
  const index = fs.readFileSync(path.join(packageDir, 'utilities/TypeInfo.d.ts'), 'utf8');
  const file = ts.createSourceFile('TypeInfo.d.ts', index, ts.ScriptTarget.Latest, true);
  const typeInfo = file.statements.find((s): s is ts.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === 'TypeInfo')!;
  const constructor = typeInfo.members.find(ts.isConstructorDeclaration)!;
  const names = constructor.parameters.map((parameter) => parameter.name.getText());
  expect(constructor.parameters.map((parameter) => parameter.getText()).join(', ').length).toBeGreaterThan(80);

  await openHydrated(page, '/api/graphql-js/class/TypeInfo');
  const block = page.locator('article pre', { hasText: 'constructor(' });
  const lines = (await block.innerText()).split('\n');
  const starts = names.map((name) => lines.findIndex((line) => new RegExp(`^\\s+${name}\\??:`).test(line)));
  expect(starts.every((start) => start > 0), lines.join('\n')).toBe(true);
  expect(new Set(starts).size).toBe(names.length);
});

test('an overloaded function shows one block per overload', async ({ page }) => {
  const overloads = functionDeclarations().get('getNullableType')!;
  expect(overloads.length).toBeGreaterThan(1);
  await openHydrated(page, '/api/graphql-js/function/getNullableType');
  await expect(page.locator('article pre', { hasText: /^function getNullableType/ })).toHaveCount(overloads.length);
});
