/**
 * The API reference pages as a reader sees them in Chromium on the served build.
 *
 * Every expected value comes from the installed graphql package: its version,
 * its runtime exports, its .d.ts JSDoc, and the original sources embedded in
 * its source maps; never from the generated pages.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { check, LinkState } from 'linkinator';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import ts from 'typescript';
import { launchBrowser, newContext, watchForProblems } from '../support/browser.ts';
import { siteDir } from '../support/paths.ts';
import { serveBuild, type ServedSite } from '../support/server.ts';

const packageDir = fs.realpathSync(path.join(siteDir, 'node_modules/graphql'));
const packageJson = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, unknown>;
};

/** Files of the package (the __dev__ build duplicates the rest). */
function packageFiles(suffix: string): string[] {
  return fs
    .readdirSync(packageDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix) && !file.startsWith('__dev__'))
    .map((file) => path.join(packageDir, file));
}

/** Heading texts as read: Docusaurus ends each with a zero-width space before its hash link. */
async function headingTexts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allInnerTexts()).map((text) => text.replace(/\u200b/g, '').trim());
}

/** The 1-based line of the original source (from the map's sourcesContent) that matches `pattern`. */
function originalLine(compiledFile: string, pattern: RegExp): { repositoryPath: string; line: number } {
  const map = JSON.parse(fs.readFileSync(path.join(packageDir, `${compiledFile}.map`), 'utf8')) as {
    sources: string[];
    sourcesContent: string[];
  };
  const original = path.resolve(path.dirname(path.join(packageDir, compiledFile)), map.sources[0]!);
  const index = map.sourcesContent[0]!.split('\n').findIndex((line) => pattern.test(line));
  assert.ok(index >= 0, `${pattern} not found in the source of ${compiledFile}`);
  return { repositoryPath: path.relative(path.dirname(packageDir), original).split(path.sep).join('/'), line: index + 1 };
}

/** The JSDoc of an exported function, read with the TypeScript compiler from the package's .d.ts. */
function functionJsDoc(declarationFile: string, name: string): { text: string; deprecated?: string; examples: string[] } {
  const file = ts.createSourceFile(
    declarationFile,
    fs.readFileSync(path.join(packageDir, declarationFile), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const declaration = file.statements.find(
    (statement): statement is ts.FunctionDeclaration => ts.isFunctionDeclaration(statement) && statement.name?.text === name,
  );
  assert.ok(declaration, `${name} is not declared in ${declarationFile}`);
  const [jsDoc] = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc);
  const deprecatedTag = ts.getJSDocDeprecatedTag(declaration);
  const examples = ts
    .getJSDocTags(declaration)
    .filter((tag) => tag.tagName.text === 'example')
    .map((tag) => (ts.getTextOfJSDocComment(tag.comment) ?? '').replace(/^```\w*\n?|\n?```$/g, '').trim());
  return {
    text: ts.getTextOfJSDocComment(jsDoc?.comment) ?? '',
    deprecated: deprecatedTag ? (ts.getTextOfJSDocComment(deprecatedTag.comment) ?? '') : undefined,
    examples,
  };
}

/** Exported functions whose JSDoc carries @deprecated, with their reason. */
function deprecatedFunctions(): Map<string, { file: string; reason: string }> {
  const found = new Map<string, { file: string; reason: string }>();
  for (const file of packageFiles('.d.ts')) {
    const relative = path.relative(packageDir, file);
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
  const specifiers = Object.keys(packageJson.exports)
    .filter((subpath) => !subpath.includes('*'))
    .map((subpath) => (subpath === '.' ? 'graphql' : `graphql/${subpath.slice(2)}`));
  const modules = await Promise.all(specifiers.map(async (specifier) => [specifier, await import(specifier)] as const));
  return modules
    .filter(([, module]) => name in module)
    .map(([specifier]) => specifier)
    .sort((a, b) => (a === 'graphql' ? -1 : b === 'graphql' ? 1 : a.localeCompare(b)));
}

const plainText = (markdown: string) => markdown.replace(/`/g, '').replace(/\s+/g, ' ').trim();

let site: ServedSite;
let browser: Browser;
let context: BrowserContext;

async function open(pathname: string): Promise<Page> {
  const page = await context.newPage();
  const problems = watchForProblems(page, site.origin);
  const response = await page.goto(site.url(pathname));
  assert.equal(response?.status(), 200, `${pathname} answered ${response?.status()}`);
  await page.locator('article h1').waitFor();
  assert.deepEqual(problems.list, [], `problems on ${pathname}`);
  return page;
}

describe('API reference pages', () => {
  before(async () => {
    site = await serveBuild();
    browser = await launchBrowser();
    context = await newContext(browser);
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await site?.close();
  });

  it('function/execute: signature linking ExecutionArgs, source line at the release tag, import line, description', async () => {
    const page = await open('/api/graphql-js/function/execute');
    assert.match(await page.locator('article h1').innerText(), /Function:\s*execute/);

    // The signature is one TypeScript code block whose exported type names link to their pages.
    const signature = page.locator('article pre', { hasText: 'function execute(' });
    assert.equal(await signature.count(), 1);
    assert.match(await signature.innerText(), /^function execute\(args: ExecutionArgs\): /);
    const linkedTypes = await signature
      .locator('a')
      .evaluateAll((links) => links.map((a) => [a.textContent, new URL((a as HTMLAnchorElement).href).pathname]));
    assert.deepEqual(linkedTypes, [
      ['ExecutionArgs', '/api/graphql-js/interface/ExecutionArgs'],
      ['ExecutionResult', '/api/graphql-js/interface/ExecutionResult'],
    ]);

    const { repositoryPath, line } = originalLine('execution/execute.js', /^export function execute\(/);
    assert.equal(repositoryPath, 'src/execution/execute.ts');
    const expectedSource = `https://github.com/graphql/graphql-js/blob/v${packageJson.version}/${repositoryPath}#L${line}`;
    const sourceLinks = await page
      .locator('article a[href^="https://github.com/graphql/graphql-js/"]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    assert.deepEqual(sourceLinks, [expectedSource]);
    assert.match(await page.locator('article').innerText(), /Source:\s*src\/execution\/execute\.ts:\d+/);

    const importBlock = await page.locator('article pre').first().innerText();
    const modules = await modulesExporting('execute');
    assert.deepEqual(modules, ['graphql', 'graphql/execution']);
    for (const specifier of modules) assert.ok(importBlock.includes(`import { execute } from '${specifier}';`), importBlock);

    const firstSentence = /^.*?[.!?](?=\s|$)/s.exec(plainText(functionJsDoc('execution/execute.d.ts', 'execute').text))![0];
    assert.equal(await page.locator('head meta[name="description"]').getAttribute('content'), firstSentence);
    await page.close();
  });

  it("function/execute: its @example as highlighted TypeScript", async () => {
    const { examples } = functionJsDoc('execution/execute.d.ts', 'execute');
    assert.equal(examples.length, 1);
    const page = await open('/api/graphql-js/function/execute');
    const block = page.locator('article pre', { hasText: examples[0]!.split('\n')[0]! }).last();
    // Hydration may swap the server-rendered block for a new element: scroll once the page is idle.
    await page.waitForLoadState('networkidle');
    await block.scrollIntoViewIfNeeded();
    // Highlighted: Prism's token markup (it may be added once the block is in view).
    await block.locator('.token.keyword').first().waitFor();
    const squash = (code: string) => code.replace(/\s+/g, '');
    assert.equal(squash(await block.innerText()), squash(examples[0]!));
    await page.close();
  });

  it('class/GraphQLSchema: constructor, getType and getQueryType', async () => {
    const { GraphQLSchema } = await import('graphql');
    for (const method of ['getType', 'getQueryType'] as const) assert.equal(typeof GraphQLSchema.prototype[method], 'function');

    const page = await open('/api/graphql-js/class/GraphQLSchema');
    const headings = await headingTexts(page, 'article h2, article h3');
    for (const expected of ['Constructors', 'Methods', 'getType()', 'getQueryType()']) {
      assert.ok(headings.includes(expected), `no heading ${expected} in ${headings.join(' | ')}`);
    }
    assert.match(await page.locator('article').innerText(), /constructor\(config: Readonly<GraphQLSchemaConfig>\);/);
    const importBlock = await page.locator('article pre').first().innerText();
    for (const specifier of await modulesExporting('GraphQLSchema')) {
      assert.ok(importBlock.includes(`import { GraphQLSchema } from '${specifier}';`), importBlock);
    }
    await page.close();
  });

  it('names with no run-time value (interfaces, `export type` classes) are imported with `import type`', async () => {
    const graphql: Record<string, unknown> = await import('graphql');
    for (const [route, name] of [
      ['/api/graphql-js/interface/ExecutionArgs', 'ExecutionArgs'],
      ['/api/graphql-js/class/GraphQLField', 'GraphQLField'],
      ['/api/graphql-js/class/GraphQLObjectType', 'GraphQLObjectType'],
    ] as const) {
      const keyword = name in graphql ? 'import' : 'import type';
      const page = await open(route);
      const importBlock = await page.locator('article pre').first().innerText();
      assert.ok(importBlock.startsWith(`${keyword} { ${name} } from 'graphql';`), `${route}: ${importBlock}`);
      await page.close();
    }
  });

  it('enum/Kind: every member with its value', async () => {
    const { Kind } = await import('graphql');
    const members = Object.entries(Kind);
    assert.ok(members.some(([name, value]) => name === 'OPERATION_DEFINITION' && value === 'OperationDefinition'));

    const page = await open('/api/graphql-js/enum/Kind');
    const text = await page.locator('article').innerText();
    const missing = members.filter(([name, value]) => !new RegExp(`\\b${name}\\b[\\s\\S]*?${value}`).test(text));
    assert.deepEqual(missing, []);
    await page.close();
  });

  it('deprecated functions show a Deprecated notice with their reason', async () => {
    const deprecated = deprecatedFunctions();
    assert.ok(deprecated.has('valueFromAST'), 'graphql deprecates valueFromAST');
    for (const [name, { reason }] of deprecated) {
      const page = await open(`/api/graphql-js/function/${name}`);
      const notice = page.locator('article .theme-admonition-danger');
      assert.equal(await notice.count(), 1, `${name} has no deprecation notice`);
      const noticeText = plainText(await notice.innerText());
      assert.match(noticeText, /^Deprecated/i);
      assert.ok(noticeText.includes(plainText(reason)), `${name}: "${noticeText}" lacks "${reason}"`);
      // The notice comes before the signature: a reader sees it first.
      const noticeFirst = await page
        .locator('article')
        .evaluate((article) => {
          const notice = article.querySelector('.theme-admonition-danger')!;
          const signature = Array.from(article.querySelectorAll('pre')).find((pre) => pre.textContent!.startsWith('function '))!;
          return Boolean(notice.compareDocumentPosition(signature) & Node.DOCUMENT_POSITION_FOLLOWING);
        });
      assert.ok(noticeFirst, `${name}: the notice is not above the signature`);
      // Its sidebar entry (in the expanded category of the current page) is marked too.
      const sidebarLink = page.locator(`nav.menu .typedoc-sidebar-item-deprecated > a[href="/api/graphql-js/function/${name}"]`);
      assert.equal(await sidebarLink.count(), 1, `${name}: sidebar entry not marked deprecated`);
      assert.match(await sidebarLink.evaluate((a) => getComputedStyle(a).textDecorationLine), /line-through/);
      await page.close();
    }
    // And the overview strikes them through.
    const overview = await open('/api/graphql-js');
    for (const name of deprecated.keys()) {
      const struck = overview.locator(`article a[href="/api/graphql-js/function/${name}"] del`);
      assert.ok((await struck.count()) >= 1, `${name} is not struck through on the overview`);
    }
    await overview.close();
  });

  it("the overview lists every one of graphql's @category groups", async () => {
    const categories = new Set<string>();
    for (const file of packageFiles('.d.ts')) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/@category ([^\n*]+)/g)) categories.add(match[1]!.trim());
    }
    assert.ok(categories.size > 0, 'the package has @category tags');
    const page = await open('/api/graphql-js');
    const headings = await headingTexts(page, 'article h2, article h3');
    const missing = [...categories].filter((category) => !headings.some((heading) => heading.startsWith(category)));
    assert.deepEqual(missing, [], `overview headings: ${headings.join(' | ')}`);
    await page.close();
  });

  it('no internal link or #anchor under /api is broken', async () => {
    const brokenUnderApi: string[] = [];
    const result = await check({
      path: site.url('/api/graphql-js'),
      recurse: true,
      checkFragments: true,
      concurrency: 4,
      // A loaded machine can drop a local request: retry those, never a 404.
      retryErrors: true,
      retryErrorsCount: 3,
      // The closed network: only the site itself is checked and crawled.
      linksToSkip: async (link) => !link.startsWith(site.origin),
    });
    for (const link of result.links) {
      if (link.state === LinkState.BROKEN && link.parent && new URL(link.parent).pathname.startsWith('/api/')) {
        const details = link.failureDetails?.map((detail) => (detail instanceof Error ? detail.message : detail.status));
        brokenUnderApi.push(`${link.parent} -> ${link.url} (${link.status}) ${JSON.stringify(details ?? [])}`);
      }
    }
    const crawledApiPages = new Set(
      result.links.filter((link) => link.state === LinkState.OK && new URL(link.url).pathname.startsWith('/api/graphql-js/')).map((link) => link.url),
    );
    // The crawl reached the reference pages (one per class, enum, function and interface, at least).
    assert.ok(crawledApiPages.size > 300, `only ${crawledApiPages.size} API pages crawled`);
    assert.deepEqual(brokenUnderApi, []);
  });
});
