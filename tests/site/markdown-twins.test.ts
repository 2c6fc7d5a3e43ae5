/**
 * Every page of the sitemap has a Markdown twin that tools can read instead of
 * the HTML: the page's title, headings and code, no site chrome and no MDX,
 * links that lead back to the site; /llms.txt links every twin once and
 * /llms-full.txt holds the tutorials in reading order.
 *
 * The pages are read here with htmlparser2 and the twins with remark-parse
 * (CommonMark), not with the libraries that write the twins.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

import sidebars from '../../sidebars.ts';
import { readManifest } from '../../lib/api-manifest.ts';
import { twinPath } from '../../plugins/markdown-twins/twin-path.ts';
import { buildDir, siteDir } from '../../lib/paths.ts';
import { siteConfig, themeConfig } from '../support/site-config.ts';
import { sitemapUrls } from '../support/sitemap.ts';
import { readDocPages } from '../support/tutorials.ts';

const origin = new URL(siteConfig.url).origin;
const parseMarkdown = (text: string): Root => unified().use(remarkParse).parse(text);

interface CodeBlock {
  lang: string | null;
  title: string | null;
  code: string;
}

interface Page {
  route: string;
  document: Element[];
  ids: Set<string>;
  twinText: string;
  twin: Root;
}

/** Text as a reader sees it (the theme's heading anchors hold a zero-width space). */
const clean = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const hasClass = (element: Element, test: (name: string) => boolean) =>
  (element.attribs.class ?? '').split(/\s+/).some(test);

function elements(document: Element[], test: (element: Element) => boolean): Element[] {
  return DomUtils.findAll(test, document);
}

function nodesOf(tree: Nodes, type: string): Nodes[] {
  const found: Nodes[] = tree.type === type ? [tree] : [];
  if ('children' in tree) for (const child of tree.children) found.push(...nodesOf(child, type));
  return found;
}

/** The page's code blocks as theme-classic renders them: language class, title bar, code. */
function pageCodeBlocks(document: Element[]): CodeBlock[] {
  return elements(document, (element) =>
    hasClass(element, (name) => name === 'theme-code-block'),
  ).map((block) => {
    const title = DomUtils.findOne(
      (element) => hasClass(element, (name) => name.startsWith('codeBlockTitle')),
      [block],
    );
    const code = DomUtils.findOne(
      (element) =>
        element.name === 'code' &&
        element.parent?.type === 'tag' &&
        (element.parent as Element).name === 'pre',
      [block],
    );
    return {
      lang:
        (block.attribs.class ?? '')
          .split(/\s+/)
          .find((name) => name.startsWith('language-'))
          ?.slice(9) ?? null,
      title: title ? DomUtils.textContent(title).trim() : null,
      code: code ? DomUtils.textContent(code).replace(/\n$/, '') : '',
    };
  });
}

function twinCodeBlocks(twin: Root): CodeBlock[] {
  return nodesOf(twin, 'code').map((node) => {
    const code = node as Extract<Nodes, { type: 'code' }>;
    const title = /(?:^|\s)title=("(?:[^"\\]|\\.)*")/.exec(code.meta ?? '')?.[1];
    return {
      lang: code.lang ?? null,
      title: title ? (JSON.parse(title) as string) : null,
      code: code.value,
    };
  });
}

/** Route of a site URL as the sitemap writes it: `/` or a path without a trailing slash. */
function routeKey(pathname: string): string {
  return pathname === '/' ? '/' : pathname.replace(/\/$/, '');
}

const pages: Page[] = sitemapUrls().map((url) => {
  const route = new URL(url).pathname;
  const htmlFile = [
    path.join(buildDir, route, 'index.html'),
    path.join(buildDir, `${route}.html`),
  ].find((file) => fs.existsSync(file));
  assert.ok(htmlFile, `no HTML for ${route} in ${buildDir} (run the build first)`);
  const document = parseDocument(fs.readFileSync(htmlFile, 'utf8')).children.filter(
    (node): node is Element => node.type === 'tag',
  );
  const twinFile = path.join(buildDir, twinPath(route));
  const twinText = fs.existsSync(twinFile) ? fs.readFileSync(twinFile, 'utf8') : '';
  return {
    route,
    document,
    ids: new Set(
      elements(document, (element) => 'id' in element.attribs).map((e) => e.attribs.id!),
    ),
    twinText,
    twin: parseMarkdown(twinText),
  };
});
const pagesByRoute = new Map(pages.map((page) => [routeKey(page.route), page]));
const twinUrls = new Set(pages.map((page) => origin + twinPath(page.route)));

/** Why a URL of the site does not resolve, or undefined when it leads to a page, a twin or a file of the build. */
function unresolved(url: URL): string | undefined {
  const pathname = decodeURIComponent(url.pathname);
  const page = pagesByRoute.get(routeKey(pathname));
  if (page) {
    const id = decodeURIComponent(url.hash.slice(1));
    return id && !page.ids.has(id) ? `${page.route} has no element with id "${id}"` : undefined;
  }
  if (twinUrls.has(url.origin + pathname)) {
    const id = decodeURIComponent(url.hash.slice(1));
    const twinPage = pages.find(
      (candidate) => origin + twinPath(candidate.route) === url.origin + pathname,
    )!;
    return id && !twinPage.ids.has(id)
      ? `${twinPage.route} has no heading with id "${id}"`
      : undefined;
  }
  return fs.existsSync(path.join(buildDir, pathname)) &&
    fs.statSync(path.join(buildDir, pathname)).isFile()
    ? undefined
    : `no page, twin or file at ${pathname}`;
}

function linkUrls(tree: Root): string[] {
  return ['link', 'image', 'definition'].flatMap((type) =>
    nodesOf(tree, type).map((node) => (node as { url: string }).url),
  );
}

/** The tutorials' doc ids in sidebar order. */
function sidebarOrder(items: unknown[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item && typeof item === 'object' && 'items' in item) {
      const link = 'link' in item ? (item.link as { type?: string; id?: string }) : undefined;
      return [
        ...(link?.type === 'doc' ? [link.id!] : []),
        ...sidebarOrder(item.items as unknown[]),
      ];
    }
    if (item && typeof item === 'object' && 'id' in item) return [String(item.id)];
    return [];
  });
}

describe('Markdown twins', () => {
  it('the build has the home page, the tutorials and the API pages (a sanity check on what follows)', () => {
    assert.ok(pagesByRoute.has('/'));
    assert.ok(pagesByRoute.has('/docs/tutorials'));
    assert.ok(pages.filter((page) => page.route.startsWith('/api/')).length > 300);
  });

  it('every page of the sitemap has a twin at its clean path + .md, named by a link in its head', () => {
    for (const example of [
      'index.md',
      'docs/tutorials/basic-types.md',
      'api/graphql-js/function/execute.md',
    ])
      assert.ok(fs.existsSync(path.join(buildDir, example)), `build/${example} is missing`);
    for (const page of pages) {
      assert.notEqual(page.twinText, '', `${page.route} has no twin at ${twinPath(page.route)}`);
      const head = DomUtils.findOne((element) => element.name === 'head', page.document)!;
      const alternates = DomUtils.findAll(
        (element) =>
          element.name === 'link' &&
          element.attribs.rel === 'alternate' &&
          element.attribs.type === 'text/markdown',
        head.children,
      ).map((element) => element.attribs.href);
      assert.deepEqual(
        alternates,
        [twinPath(page.route)],
        `${page.route}: <link rel="alternate" type="text/markdown">`,
      );
    }
  });

  it("a twin's # title and ## headings are the page's, in order", () => {
    for (const page of pages) {
      const first = page.twin.children[0];
      assert.ok(
        first?.type === 'heading' && first.depth === 1,
        `${page.route}: the twin does not open with a # title`,
      );
      const h1s = elements(page.document, (element) => element.name === 'h1').map((h) =>
        clean(DomUtils.textContent(h)),
      );
      assert.deepEqual(
        nodesOf(page.twin, 'heading')
          .filter((node) => (node as { depth: number }).depth === 1)
          .map((node) => clean(toString(node))),
        h1s,
        `${page.route}: # title`,
      );
      assert.deepEqual(
        nodesOf(page.twin, 'heading')
          .filter((node) => (node as { depth: number }).depth === 2)
          .map((node) => clean(toString(node))),
        elements(page.document, (element) => element.name === 'h2').map((h) =>
          clean(DomUtils.textContent(h)),
        ),
        `${page.route}: ## headings`,
      );
    }
  });

  it("a twin's code blocks are the page's: the same code, language and title", () => {
    let blocks = 0;
    for (const page of pages) {
      const expected = pageCodeBlocks(page.document);
      blocks += expected.length;
      assert.deepEqual(twinCodeBlocks(page.twin), expected, `${page.route}: code blocks`);
    }
    assert.ok(
      blocks > 1000,
      `only ${blocks} code blocks in the whole site: the reading of pages is broken`,
    );
  });

  it('twins hold no MDX or HTML, no front matter, and none of the navbar, table of contents or footer', () => {
    // What the theme's chrome says on a line of its own: the skip link, the table of contents, the edit link, the footer.
    const chrome = [
      'Skip to main content',
      'On this page',
      'Edit this page',
      themeConfig.footer!.copyright!,
    ];
    for (const page of pages) {
      assert.deepEqual(
        nodesOf(page.twin, 'html'),
        [],
        `${page.route}: raw HTML or JSX in the twin`,
      );
      assert.ok(
        page.twinText.startsWith('# '),
        `${page.route}: the twin opens with something else than its title`,
      );
      const prose = nodesOf(page.twin, 'paragraph').map((node) => toString(node));
      for (const paragraph of prose) {
        assert.doesNotMatch(
          paragraph,
          /^(import|export)\s/,
          `${page.route}: an MDX import/export line`,
        );
        assert.ok(!paragraph.includes('{/*'), `${page.route}: an MDX comment`);
      }
      const blocks = ['paragraph', 'heading', 'listItem'].flatMap((type) =>
        nodesOf(page.twin, type).map((node) => toString(node).trim()),
      );
      for (const label of chrome)
        assert.ok(!blocks.includes(label), `${page.route}: the twin has "${label}"`);
    }
  });

  it('every link in a twin is absolute and leads to a page, a heading, a twin or a file of the site', () => {
    for (const page of pages) {
      for (const href of linkUrls(page.twin)) {
        assert.ok(URL.canParse(href), `${page.route}: the link ${href} is not absolute`);
        const url = new URL(href);
        if (url.origin !== origin) continue;
        assert.equal(unresolved(url), undefined, `${page.route}: ${href}`);
      }
    }
  });
});

describe('llms.txt and llms-full.txt', () => {
  const llmsText = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  const llms = parseMarkdown(llmsText);
  const links = linkUrls(llms);
  const tutorialIds = sidebarOrder((sidebars as Record<string, unknown[]>).tutorialSidebar!);
  const titleOf = new Map(readDocPages().map((page) => [page.path.replace(/\.mdx?$/, ''), page]));

  it('llms.txt opens with the site title and a summary, then links every twin once, each to something of the site', () => {
    const [title, summary] = llms.children;
    assert.equal(
      title?.type === 'heading' && title.depth === 1 && toString(title),
      siteConfig.title,
    );
    assert.equal(summary?.type, 'blockquote', 'a > summary follows the title');
    for (const twin of twinUrls)
      assert.equal(links.filter((link) => link === twin).length, 1, `llms.txt links ${twin} once`);
    for (const href of links) {
      const url = new URL(href);
      if (url.origin === origin) assert.equal(unresolved(url), undefined, `llms.txt: ${href}`);
    }
  });

  it('llms.txt names every export of the API manifest, and the docs pages in sidebar order', () => {
    const manifest = readManifest(siteDir);
    assert.ok(manifest, 'api-manifest.json is missing');
    const names = Object.values(manifest.exports).flat();
    assert.ok(names.length > 400);
    // An export with a page is linked by the page's twin; one without, by its name, to the overview's twin.
    const overviewTwin = origin + twinPath('/api/graphql-js');
    const linked = new Set(
      nodesOf(llms, 'link').flatMap((node) => {
        const { url } = node as { url: string };
        return url.startsWith(`${overviewTwin}#`)
          ? [toString(node)]
          : [new URL(url).pathname.split('/').at(-1)!.replace(/\.md$/, '')];
      }),
    );
    for (const name of names) assert.ok(linked.has(name), `llms.txt does not name ${name}`);
    const tutorialLinks = links.filter((href) => href.startsWith(`${origin}/docs/`));
    assert.deepEqual(
      tutorialLinks,
      tutorialIds.map(
        (id) =>
          origin +
          twinPath(
            titleOf.get(id)!.route === '/docs/tutorials/index'
              ? '/docs/tutorials/'
              : titleOf.get(id)!.route,
          ),
      ),
    );
  });

  it("llms-full.txt holds every docs page's title in sidebar order, then the API overview", () => {
    const full = fs.readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
    const titles = [...full.matchAll(/^# (.+)$/gm)].map((match) => match[1]);
    const overview = pagesByRoute.get('/api/graphql-js')!;
    assert.deepEqual(titles, [
      siteConfig.title,
      ...tutorialIds.map((id) => titleOf.get(id)!.title),
      clean(toString(overview.twin.children[0]!)),
    ]);
  });
});
