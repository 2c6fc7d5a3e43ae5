/**
 * API pages read at a glance on a phone as on a desktop: nothing but a code
 * block scrolls sideways at 390 px, each signature is one TypeScript block
 * whose exported type names link to their pages, a long signature puts each
 * parameter on a line, and an overloaded function shows one block per overload.
 *
 * Expected names come from graphql's .d.ts, read with the TypeScript compiler.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { graphqlPackage } from '../support/graphql-package.ts';
import { functionDeclarations } from '../support/function-declarations.ts';
import { expect, openHydrated, phoneViewport, test } from './fixtures.ts';

const packageDir = graphqlPackage.root;

const narrowPages = {
  overview: '/api/graphql-js',
  GraphQLSchema: '/api/graphql-js/class/GraphQLSchema',
  GraphQLError: '/api/graphql-js/class/GraphQLError',
  execute: '/api/graphql-js/function/execute',
  graphql: '/api/graphql-js/function/graphql',
  buildSchema: '/api/graphql-js/function/buildSchema',
  ExecutionArgs: '/api/graphql-js/interface/ExecutionArgs',
  Kind: '/api/graphql-js/enum/Kind',
};

test.describe('API pages at 390 × 844', () => {
  test.use({ viewport: phoneViewport });

  for (const [name, pathname] of Object.entries(narrowPages)) {
    test(`${name}: nothing in main but a code block is wider than its container or scrolls sideways`, async ({ page }) => {
      await openHydrated(page, pathname);
      const offenders = await page.locator('main').evaluate((main) => {
        const found: string[] = [];
        const describe = (element: Element) =>
          `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${element.textContent?.trim().slice(0, 40)}"`;
        for (const element of Array.from(main.querySelectorAll('*'))) {
          // A code block may scroll: it is the one thing that keeps its lines.
          if (element.closest('pre, .theme-code-block')) continue;
          const style = getComputedStyle(element);
          if (style.position === 'absolute' || style.position === 'fixed') continue;
          if (/auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1) {
            found.push(`scrolls sideways: ${describe(element)} (${element.scrollWidth} > ${element.clientWidth})`);
          }
          const container = element.parentElement!;
          const width = element.getBoundingClientRect().width;
          if (width > container.clientWidth + 1) found.push(`wider than its container: ${describe(element)} (${width} > ${container.clientWidth})`);
        }
        return found;
      });
      expect(offenders).toEqual([]);
    });
  }
});

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
