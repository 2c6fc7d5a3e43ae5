import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Program } from 'estree';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { SKIP, visit } from 'unist-util-visit';
import { siteDir } from '../lib/paths.ts';
import { highlightedHtmlProp } from './code-highlight/rehype.ts';
import { cellLabelProp } from './table-cell-labels.ts';

/** The prop that names where a code block's highlighted lines are in the page's HTML module: `<module key>:<index>`. */
export const pageHtmlProp = 'pageHtml';

/**
 * A page whose movable HTML comes to this many characters (about 2 kB gzip) gets it in a module
 * of its own; a lighter page keeps it inline, where it costs less than a chunk, which every
 * page's runtime lists.
 */
export const pageHtmlModuleMinChars = 20_000;

/** A run of prose shorter than this stays in the page's JavaScript: its wrapper would cost about as much. */
export const pageHtmlMinSegmentChars = 64;

/**
 * Where the modules are written, named by their content's hash: beside the bundler's persistent
 * cache, which keeps compiled pages that import them and is cleared with it (`docusaurus clear`).
 */
export const pageHtmlModulesDir = path.join(siteDir, 'node_modules/.cache/page-html');

/**
 * The module the page's content registers its HTML module with, and whose component shows prose
 * from it: by its path, not `@site/`, so that another site (the tests' minimal site) finds it too.
 */
const pageHtmlStore = path.join(siteDir, 'src/components/page-html');

/**
 * Elements whose children may leave for the module: the element itself stays in the page's
 * JavaScript (through the MDX components, which spread the props they are given onto it) and
 * gets its children as `dangerouslySetInnerHTML`.
 */
const holderTags = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
]);

/**
 * Elements that the MDX components render as the element and nothing else, with no props that
 * a component reads: these may be in the HTML as they are. A heading (its anchor link), a code
 * block, an image, `<details>` and every MDX component are not.
 */
const plainTags = new Set([
  ...holderTags,
  'a',
  'b',
  'br',
  'code',
  'del',
  'em',
  'hr',
  'i',
  'kbd',
  's',
  'strong',
  'sub',
  'sup',
]);

/**
 * A link that Docusaurus's Link would render as a plain `<a>` or a client-side route: an anchor
 * of the page or a route of the site (not a file, which a route push would miss). The store's
 * component gives it Link's behaviour: the route pushed on click, preloaded on hover, prefetched
 * in view, and collected for the broken-link check. Link would also prefix the `baseUrl` and apply
 * `trailingSlash`; with the site's `/` and no `trailingSlash`, it leaves the href as written.
 */
function isRouteOrAnchor(href: unknown): boolean {
  if (typeof href !== 'string') return false;
  if (href.startsWith('#')) return true;
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const pathname = href.split(/[?#]/)[0]!;
  return !pathname.slice(pathname.lastIndexOf('/')).includes('.');
}

function isPlain(node: ElementContent | RootContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element' || !plainTags.has(node.tagName)) return false;
  const props = Object.keys(node.properties);
  const propsPlain =
    node.tagName === 'a'
      ? props.length === 1 && isRouteOrAnchor(node.properties.href)
      : props.every((prop) => prop === cellLabelProp);
  return propsPlain && node.children.every(isPlain);
}

/** Table elements, between whose children MDX keeps no whitespace text: nor does the module. */
const tableTags = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** The HTML of a holder's children, as MDX would render them: whitespace between table parts dropped. */
function childrenHtml(element: Element): string {
  const withoutTableWhitespace = (node: Element): Element => ({
    ...node,
    children: node.children
      .filter(
        (child) =>
          !(tableTags.has(node.tagName) && child.type === 'text' && /^\s*$/.test(child.value)),
      )
      .map((child) => (child.type === 'element' ? withoutTableWhitespace(child) : child)),
  });
  return toHtml(withoutTableWhitespace(element).children);
}

function isHolder(node: RootContent | ElementContent): node is Element {
  return (
    node.type === 'element' &&
    holderTags.has(node.tagName) &&
    node.children.length > 0 &&
    node.children.every(isPlain)
  );
}

/** `import { PageHtml, registerPageHtml } from '…'; await registerPageHtml(key, () => import(file));` */
function registerPageHtmlEsm(key: string, file: string): RootContent {
  const identifier = (name: string) => ({ type: 'Identifier', name }) as const;
  const literal = (value: string) => ({ type: 'Literal', value }) as const;
  const specifier = (name: string) =>
    ({ type: 'ImportSpecifier', imported: identifier(name), local: identifier(name) }) as const;
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [specifier('PageHtml'), specifier('registerPageHtml')],
        source: literal(pageHtmlStore),
        attributes: [],
      },
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'AwaitExpression',
          argument: {
            type: 'CallExpression',
            optional: false,
            callee: identifier('registerPageHtml'),
            arguments: [
              literal(key),
              {
                type: 'ArrowFunctionExpression',
                params: [],
                expression: true,
                async: false,
                generator: false,
                body: { type: 'ImportExpression', source: literal(file), options: null },
              },
            ],
          },
        },
      },
    ],
  };
  return { type: 'mdxjsEsm', value: '', data: { estree } } as unknown as RootContent;
}

export interface RehypePageHtmlOptions {
  /** Where to write the modules; pageHtmlModulesDir unless a test gives another. */
  dir?: string;
}

/**
 * A rehype step of the MDX pipeline, after every other: the HTML a page shows as it is leaves the
 * page's JavaScript for a module of its own, when there is much of it. That is each code block's
 * highlighted lines (plugins/code-highlight) and each run of prose that no component renders: the
 * children of a paragraph, list, table or quote made only of text, inline markup and links.
 *
 * The page's content module awaits the module only where the browser does not hold the page's
 * server HTML (src/components/page-html): on the server, and for a page shown by a client-side
 * navigation. The page a reader opens hydrates without it, and React does not walk that prose:
 * the page loads less script and hydrates fewer elements. Docusaurus prefetches a route's chunks
 * for a link in view, and the module is not one of them: the content loads it once run, as the
 * reader hovers or follows the link.
 */
export default function rehypePageHtml(options: RehypePageHtmlOptions = {}) {
  return async (tree: Root): Promise<void> => {
    const codes: Element[] = [];
    const holders: { node: Element; parent: Root | Element; html: string }[] = [];
    visit(tree, (node, _index, parent) => {
      if (node.type === 'root') return;
      if (node.type === 'element' && node.tagName === 'pre') {
        for (const code of node.children) {
          if (code.type === 'element' && typeof code.properties[highlightedHtmlProp] === 'string')
            codes.push(code);
        }
        return SKIP;
      }
      if (isHolder(node as RootContent)) {
        const element = node as Element;
        const html = childrenHtml(element);
        if (html.length >= pageHtmlMinSegmentChars)
          holders.push({ node: element, parent: parent as Root | Element, html });
        return SKIP;
      }
    });
    const html = [
      ...codes.map((code) => code.properties[highlightedHtmlProp] as string),
      ...holders.map((holder) => holder.html),
    ];
    if (html.join('').length < pageHtmlModuleMinChars) return;
    const json = JSON.stringify(html);
    const key = createHash('sha256').update(json).digest('hex').slice(0, 16);
    const dir = options.dir ?? pageHtmlModulesDir;
    const moduleFile = path.join(dir, `${key}.json`);
    // The client and server compilers run this step at once for the same page, and one may read
    // the module while the other writes it: each writes a file of its own and renames it into place.
    await fs.mkdir(dir, { recursive: true });
    const written = `${moduleFile}.${randomUUID()}`;
    await fs.writeFile(written, json);
    await fs.rename(written, moduleFile);
    codes.forEach((code, index) => {
      delete code.properties[highlightedHtmlProp];
      code.properties[pageHtmlProp] = `${key}:${index}`;
    });
    // Each holder, emptied, becomes the child of a <PageHtml> that names its HTML in the module.
    holders.forEach(({ node, parent }, index) => {
      const wrapper = {
        type: 'mdxJsxFlowElement',
        name: 'PageHtml',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'at', value: `${key}:${codes.length + index}` },
        ],
        children: [{ ...node, children: [] }],
      };
      parent.children[parent.children.indexOf(node)] = wrapper as unknown as Element;
    });
    tree.children.unshift(registerPageHtmlEsm(key, moduleFile));
  };
}

/**
 * The step as an instance's last rehype plugins: none when Docusaurus builds with its default
 * bundler (DOCUSAURUS_FASTER=false, which `npm run bench` compares), whose server build cannot
 * wait for the module: Docusaurus's Babel preset turns import() into require() there
 * (babel-plugin-dynamic-import-node in
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus-babel/src/preset.ts).
 */
export const rehypePageHtmlPlugins: (typeof rehypePageHtml)[] =
  process.env.DOCUSAURUS_FASTER === 'false' ? [] : [rehypePageHtml];
