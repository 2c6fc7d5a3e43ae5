/**
 * API declarations read at a glance: each signature is one TypeScript block
 * whose exported type names link to their pages, a long signature puts each
 * parameter on a line, an overloaded function shows one block per overload, a
 * declaration has no buttons (examples keep theirs), and parameters are a list.
 * (The phone layout: api-layout.phone.spec.ts.)
 *
 * Expected names come from graphql's .d.ts, read with the TypeScript compiler.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { graphqlPackage } from '../../lib/graphql-package.ts';
import { functionDeclarations } from '../support/function-declarations.ts';
import { expect, openHydrated, test } from './fixtures.ts';

const packageDir = graphqlPackage.root;

test('function/execute: the signature is one code block linking ExecutionArgs to its page', async ({
  page,
}) => {
  const [parameter] = functionDeclarations().get('execute')![0]!.parameters;
  expect(parameter!.type!.getText()).toBe('ExecutionArgs');
  await openHydrated(page, '/api/graphql-js/function/execute');
  const signature = page.locator('article pre', { hasText: 'function execute(' });
  await expect(signature).toHaveCount(1);
  await expect(signature).toContainText('function execute(args: ExecutionArgs)');
  const link = signature.getByRole('link', { name: 'ExecutionArgs', exact: true });
  await expect(link).toHaveAttribute('href', '/api/graphql-js/interface/ExecutionArgs');
  // Told apart from the code around it by more than its colour.
  expect(await link.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe(
    'underline',
  );
});

test('a method with a long signature has each parameter on a line of its own', async ({ page }) => {
  // TypeInfo's constructor takes four parameters, too many for one 80-column line.
  const index = fs.readFileSync(path.join(packageDir, 'utilities/TypeInfo.d.ts'), 'utf8');
  const file = ts.createSourceFile('TypeInfo.d.ts', index, ts.ScriptTarget.Latest, true);
  const typeInfo = file.statements.find(
    (s): s is ts.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === 'TypeInfo',
  )!;
  const constructor = typeInfo.members.find(ts.isConstructorDeclaration)!;
  const names = constructor.parameters.map((parameter) => parameter.name.getText());
  expect(
    constructor.parameters.map((parameter) => parameter.getText()).join(', ').length,
  ).toBeGreaterThan(80);

  await openHydrated(page, '/api/graphql-js/class/TypeInfo');
  const block = page.locator('article pre', { hasText: 'constructor(' });
  const lines = (await block.innerText()).split('\n');
  const starts = names.map((name) =>
    lines.findIndex((line) => new RegExp(`^\\s+${name}\\??:`).test(line)),
  );
  expect(
    starts.every((start) => start > 0),
    lines.join('\n'),
  ).toBe(true);
  expect(new Set(starts).size).toBe(names.length);
});

test('an overloaded function shows one block per overload', async ({ page }) => {
  const overloads = functionDeclarations().get('getNullableType')!;
  expect(overloads.length).toBeGreaterThan(1);
  await openHydrated(page, '/api/graphql-js/function/getNullableType');
  await expect(page.locator('article pre', { hasText: /^function getNullableType/ })).toHaveCount(
    overloads.length,
  );
});

test('a declaration has no copy or wrap button, an example keeps its copy button', async ({
  page,
}) => {
  await openHydrated(page, '/api/graphql-js/class/GraphQLSchema');
  const declaration = page.locator('.theme-code-block', {
    hasText: /^getDirective\(name: string\)/,
  });
  const example = page.locator('.theme-code-block', { hasText: "schema.getDirective('upper')" });
  await expect(declaration).toHaveCount(1);
  await expect(example).toHaveCount(1);
  await example.hover();
  await expect(example.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
  await declaration.hover();
  await expect(declaration.getByRole('button')).toHaveCount(0);
});

test('function/execute: the parameters are a list, each name with its type linked', async ({
  page,
}) => {
  const [parameter] = functionDeclarations().get('execute')![0]!.parameters;
  await openHydrated(page, '/api/graphql-js/function/execute');
  const list = page.locator('article :is(h2, h3, h4):text-is("Parameters") + ul');
  const item = list.locator('li', { hasText: `${parameter!.name.getText()}:` });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: 'ExecutionArgs', exact: true })).toHaveAttribute(
    'href',
    '/api/graphql-js/interface/ExecutionArgs',
  );
  await expect(page.locator('article table')).toHaveCount(0);
});
