/**
 * The API reference pages as a reader sees them in Chromium on the served build.
 *
 * Every expected value comes from the installed graphql package: its version,
 * its runtime exports, its .d.ts JSDoc, and the original sources embedded in
 * its source maps; never from the generated pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import ts from 'typescript';
import { graphqlPackage } from '../../lib/graphql-package.ts';
import { expect, test, watchForProblems } from './fixtures.ts';

/** Heading texts as read: Docusaurus ends each with a zero-width space before its hash link. */
async function headingTexts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allInnerTexts()).map((text) =>
    text.replace(/\u200b/g, '').trim(),
  );
}

/** The 1-based line of the original source (embedded in the compiled file's source map) that matches `pattern`. */
function originalLine(
  declarationFile: string,
  pattern: RegExp,
): { repositoryPath: string; line: number } {
  const compiled = graphqlPackage.compiledModule(graphqlPackage.file(declarationFile));
  if (!compiled) throw new Error(`${declarationFile} has no compiled module with a source map`);
  const index = compiled.originalText.split('\n').findIndex((line) => pattern.test(line));
  expect(index, `${pattern} not found in the source of ${declarationFile}`).toBeGreaterThanOrEqual(
    0,
  );
  return { repositoryPath: compiled.repositoryPath, line: index + 1 };
}

/** The JSDoc of an exported function, read with the TypeScript compiler from the package's .d.ts. */
function functionJsDoc(
  declarationFile: string,
  name: string,
): { text: string; deprecated?: string; examples: string[] } {
  const file = ts.createSourceFile(
    declarationFile,
    fs.readFileSync(graphqlPackage.file(declarationFile), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const declaration = file.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) && statement.name?.text === name,
  );
  if (!declaration) throw new Error(`${name} is not declared in ${declarationFile}`);
  const [jsDoc] = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc);
  const deprecatedTag = ts.getJSDocDeprecatedTag(declaration);
  const examples = ts
    .getJSDocTags(declaration)
    .filter((tag) => tag.tagName.text === 'example')
    .map((tag) =>
      (ts.getTextOfJSDocComment(tag.comment) ?? '').replace(/^```\w*\n?|\n?```$/g, '').trim(),
    );
  return {
    text: ts.getTextOfJSDocComment(jsDoc?.comment) ?? '',
    deprecated: deprecatedTag ? (ts.getTextOfJSDocComment(deprecatedTag.comment) ?? '') : undefined,
    examples,
  };
}

/** Exported functions whose JSDoc carries @deprecated, with their reason. */
function deprecatedFunctions(): Map<string, { file: string; reason: string }> {
  const found = new Map<string, { file: string; reason: string }>();
  for (const file of graphqlPackage.files('.d.ts')) {
    const relative = path.relative(graphqlPackage.root, file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/@deprecated[\s\S]*?\*\/\s*export declare function (\w+)/g)) {
      const name = match[1]!;
      const { deprecated } = functionJsDoc(relative, name);
      if (deprecated !== undefined) found.set(name, { file: relative, reason: deprecated });
    }
  }
  return found;
}

/** The subpath modules whose runtime exports include `name` (root first), imported for real. */
async function modulesExporting(name: string): Promise<string[]> {
  const specifiers = graphqlPackage.entryPoints().map((entry) => entry.specifier);
  const modules = await Promise.all(
    specifiers.map(async (specifier) => [specifier, await import(specifier)] as const),
  );
  return modules
    .filter(([, module]) => name in module)
    .map(([specifier]) => specifier)
    .sort((a, b) => (a === 'graphql' ? -1 : b === 'graphql' ? 1 : a.localeCompare(b)));
}

const plainText = (markdown: string) => markdown.replace(/`/g, '').replace(/\s+/g, ' ').trim();

/** Opens a path in a new tab: 200, a heading, no problem on the way. */
async function open(context: BrowserContext, pathname: string): Promise<Page> {
  const page = await context.newPage();
  const problems = watchForProblems(page, new URL(test.info().project.use.baseURL!).origin);
  const response = await page.goto(pathname);
  expect(response?.status(), `${pathname} answered ${response?.status()}`).toBe(200);
  await expect(page.locator('article h1')).toBeVisible();
  expect(problems, `problems on ${pathname}`).toEqual([]);
  return page;
}

test.describe('API reference pages', () => {
  test('function/execute: signature linking ExecutionArgs, source line at the release tag, import line, description', async ({
    context,
  }) => {
    const page = await open(context, '/api/graphql-js/function/execute');
    await expect(page.locator('article h1')).toHaveText(/Function:\s*execute/);

    // The signature is one TypeScript code block whose exported type names link to their pages.
    const signature = page.locator('article pre', { hasText: 'function execute(' });
    await expect(signature).toHaveCount(1);
    await expect(signature).toHaveText(/^function execute\(args: ExecutionArgs\): /);
    const linkedTypes = await signature
      .locator('a')
      .evaluateAll((links) =>
        links.map((a) => [a.textContent, new URL((a as HTMLAnchorElement).href).pathname]),
      );
    expect(linkedTypes).toEqual([
      ['ExecutionArgs', '/api/graphql-js/interface/ExecutionArgs'],
      ['ExecutionResult', '/api/graphql-js/interface/ExecutionResult'],
    ]);

    const { repositoryPath, line } = originalLine(
      'execution/execute.d.ts',
      /^export function execute\(/,
    );
    expect(repositoryPath).toBe('src/execution/execute.ts');
    const expectedSource = `https://github.com/graphql/graphql-js/blob/v${graphqlPackage.version}/${repositoryPath}#L${line}`;
    const sourceLinks = await page
      .locator('article a[href^="https://github.com/graphql/graphql-js/"]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(sourceLinks).toEqual([expectedSource]);
    await expect(page.locator('article')).toContainText(
      /Source:\s*src\/execution\/execute\.ts:\d+/,
    );

    const importBlock = await page.locator('article pre').first().innerText();
    const modules = await modulesExporting('execute');
    expect(modules).toEqual(['graphql', 'graphql/execution']);
    for (const specifier of modules)
      expect(importBlock, importBlock).toContain(`import { execute } from '${specifier}';`);

    const firstSentence = /^.*?[.!?](?=\s|$)/s.exec(
      plainText(functionJsDoc('execution/execute.d.ts', 'execute').text),
    )![0];
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      firstSentence,
    );
    await page.close();
  });

  test('function/execute: its @example as highlighted TypeScript', async ({ context }) => {
    const { examples } = functionJsDoc('execution/execute.d.ts', 'execute');
    expect(examples).toHaveLength(1);
    const page = await open(context, '/api/graphql-js/function/execute');
    const block = page.locator('article pre', { hasText: examples[0]!.split('\n')[0]! }).last();
    await block.scrollIntoViewIfNeeded();
    // Highlighted at build time: tokens carry their colours for both modes.
    await expect(
      block
        .locator('span[style*="--code-light"]', { hasText: /^\s*(const|await|import)$/ })
        .first(),
    ).toBeVisible();
    const squash = (code: string) => code.replace(/\s+/g, '');
    expect(squash(await block.innerText())).toBe(squash(examples[0]!));
    await page.close();
  });

  test('class/GraphQLSchema: constructor, getType and getQueryType', async ({ context }) => {
    const { GraphQLSchema } = await import('graphql');
    for (const method of ['getType', 'getQueryType'] as const)
      expect(typeof GraphQLSchema.prototype[method]).toBe('function');

    const page = await open(context, '/api/graphql-js/class/GraphQLSchema');
    const headings = await headingTexts(page, 'article h2, article h3');
    for (const expected of ['Constructors', 'Methods', 'getType()', 'getQueryType()']) {
      expect(headings, `no heading ${expected} in ${headings.join(' | ')}`).toContain(expected);
    }
    await expect(page.locator('article')).toContainText(
      'constructor(config: Readonly<GraphQLSchemaConfig>);',
    );
    const importBlock = await page.locator('article pre').first().innerText();
    for (const specifier of await modulesExporting('GraphQLSchema')) {
      expect(importBlock, importBlock).toContain(`import { GraphQLSchema } from '${specifier}';`);
    }
    await page.close();
  });

  test('names with no run-time value (interfaces, `export type` classes) are imported with `import type`', async ({
    context,
  }) => {
    const graphql: Record<string, unknown> = await import('graphql');
    for (const [route, name] of [
      ['/api/graphql-js/interface/ExecutionArgs', 'ExecutionArgs'],
      ['/api/graphql-js/class/GraphQLField', 'GraphQLField'],
      ['/api/graphql-js/class/GraphQLObjectType', 'GraphQLObjectType'],
    ] as const) {
      const keyword = name in graphql ? 'import' : 'import type';
      const page = await open(context, route);
      const importBlock = await page.locator('article pre').first().innerText();
      expect(
        importBlock.startsWith(`${keyword} { ${name} } from 'graphql';`),
        `${route}: ${importBlock}`,
      ).toBe(true);
      await page.close();
    }
  });

  test('enum/Kind: every member with its value', async ({ context }) => {
    const { Kind } = await import('graphql');
    const members = Object.entries(Kind);
    expect(
      members.some(
        ([name, value]) => name === 'OPERATION_DEFINITION' && value === 'OperationDefinition',
      ),
    ).toBe(true);

    const page = await open(context, '/api/graphql-js/enum/Kind');
    const text = await page.locator('article').innerText();
    const missing = members.filter(
      ([name, value]) => !new RegExp(`\\b${name}\\b[\\s\\S]*?${value}`).test(text),
    );
    expect(missing).toEqual([]);
    await page.close();
  });

  test('deprecated functions show a Deprecated notice with their reason', async ({ context }) => {
    const deprecated = deprecatedFunctions();
    expect(deprecated.has('valueFromAST'), 'graphql deprecates valueFromAST').toBe(true);
    for (const [name, { reason }] of deprecated) {
      const page = await open(context, `/api/graphql-js/function/${name}`);
      const notice = page.locator('article .theme-admonition-danger');
      await expect(notice, `${name} has no deprecation notice`).toHaveCount(1);
      const noticeText = plainText(await notice.innerText());
      expect(noticeText).toMatch(/^Deprecated/i);
      expect(noticeText, `${name}: "${noticeText}" lacks "${reason}"`).toContain(plainText(reason));
      // The notice comes before the signature: a reader sees it first.
      const noticeFirst = await page.locator('article').evaluate((article) => {
        const notice = article.querySelector('.theme-admonition-danger')!;
        const signature = Array.from(article.querySelectorAll('pre')).find((pre) =>
          pre.textContent!.startsWith('function '),
        )!;
        return Boolean(
          notice.compareDocumentPosition(signature) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      });
      expect(noticeFirst, `${name}: the notice is not above the signature`).toBe(true);
      // Its sidebar entry (in the expanded category of the current page) is marked too.
      const sidebarLink = page.locator(
        `nav.menu .typedoc-sidebar-item-deprecated > a[href="/api/graphql-js/function/${name}"]`,
      );
      await expect(sidebarLink, `${name}: sidebar entry not marked deprecated`).toHaveCount(1);
      await expect(sidebarLink).toHaveCSS('text-decoration-line', /line-through/);
      await page.close();
    }
    // And the overview strikes them through.
    const overview = await open(context, '/api/graphql-js');
    for (const name of deprecated.keys()) {
      const struck = overview.locator(`article a[href="/api/graphql-js/function/${name}"] del`);
      expect(
        await struck.count(),
        `${name} is not struck through on the overview`,
      ).toBeGreaterThanOrEqual(1);
    }
    await overview.close();
  });

  test("the overview lists every one of graphql's @category groups", async ({ context }) => {
    const categories = new Set<string>();
    for (const file of graphqlPackage.files('.d.ts')) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/@category ([^\n*]+)/g))
        categories.add(match[1]!.trim());
    }
    expect(categories.size, 'the package has @category tags').toBeGreaterThan(0);
    const page = await open(context, '/api/graphql-js');
    const headings = await headingTexts(page, 'article h2, article h3');
    const missing = [...categories].filter(
      (category) => !headings.some((heading) => heading.startsWith(category)),
    );
    expect(missing, `overview headings: ${headings.join(' | ')}`).toEqual([]);
    await page.close();
  });
});
