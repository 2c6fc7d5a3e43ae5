import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Program } from 'estree';
import type { Code } from 'mdast';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { apiEntryUrl, type ApiUsedOnPageOptions } from '../api-used-on-page';
import {
  codeBlocks,
  graphqlImports,
  importedExports,
  metaWords,
} from '../../lib/samples/code-blocks.ts';
import { siteDir } from '../../lib/paths.ts';
import { highlightCodeBlock } from './highlighter';

/** The prop that carries a block's highlighted lines to src/theme/CodeBlock. */
export const highlightedHtmlProp = 'highlightedHtml';
/** The prop that names, instead, where they are in the page's code module: `<module key>:<index>`. */
export const pageCodeProp = 'pageCode';

/**
 * The words of a block's meta that the browser reads (src/theme/CodeBlock): whether it is an API
 * declaration, which has no buttons, and Docusaurus's title and line numbers. The rest (`links`,
 * `output`, `try-it`…) is read at build time only, and leaves the meta so that pages do not carry it.
 */
const browserMetaKeys = new Set(['declaration', 'title', 'showLineNumbers']);

/** The meta as the browser gets it: only its words in browserMetaKeys, as written; none if none is. */
export function browserMetastring(metastring: string | undefined): string | undefined {
  const words = metaWords(metastring)
    .filter(({ key }) => browserMetaKeys.has(key))
    .map(({ word }) => word);
  return words.length > 0 ? words.join(' ') : undefined;
}

/**
 * A page whose blocks' highlighted HTML comes to this many characters (about 2 kB gzip) gets it
 * in a module of its own, loaded apart from the page's content; a lighter page keeps it inline,
 * where it costs less than a chunk, which every page's runtime lists.
 */
export const pageCodeModuleMinChars = 20_000;

/**
 * Where the code modules are written, named by their content's hash: beside the bundler's
 * persistent cache, which keeps compiled pages that import them and is cleared with it
 * (`docusaurus clear`).
 */
export const pageCodeModulesDir = path.join(siteDir, 'node_modules/.cache/code-highlight');

/** The module src/theme/CodeBlock reads a page's code module through. */
const pageCodeStore = '@site/src/theme/CodeBlock/pageCode';

export interface RehypeHighlightCodeOptions {
  /**
   * Whether a page with much code gets it as a module of its own (default true). Docusaurus
   * prefetches a route's chunks for a link in view, and such a module is not one of them: the
   * page's content loads it once run, as the reader hovers or follows the link.
   */
  pageCodeModules?: boolean;
  /** Where to write code modules; pageCodeModulesDir unless a test gives another. */
  pageCodeModulesDir?: string;
  /**
   * Link the graphql exports a block imports, wherever its code uses them, to
   * their API entries (the tutorials: routes as their "API used on this page" list has them).
   */
  sampleLinks?: ApiUsedOnPageOptions;
}

/** The exports a block imports from graphql, with their API routes, read as the sample tests read them. */
function importLinks(
  file: string,
  block: Code,
  options: ApiUsedOnPageOptions,
): Map<string, string> {
  const imported = importedExports(
    graphqlImports(codeBlocks(file, { type: 'root', children: [block] })),
  );
  // A name the API does not document (the sample tests reject such imports) gets no link.
  return new Map(
    [...imported.keys()].flatMap((name) => {
      const url = apiEntryUrl(name, options);
      return url === undefined ? [] : [[name, url] as const];
    }),
  );
}

/**
 * `import { registerPageCode } from '…/pageCode'; await registerPageCode(key, () => import(file));`
 * as the MDX document's first ESM: the page's content module runs it before it renders, in the
 * browser (src/theme/CodeBlock/pageCode.ts says when it waits for the import) and on the server.
 */
function registerPageCodeEsm(key: string, file: string) {
  const identifier = (name: string) => ({ type: 'Identifier', name }) as const;
  const literal = (value: string) => ({ type: 'Literal', value }) as const;
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [
          {
            type: 'ImportSpecifier',
            imported: identifier('registerPageCode'),
            local: identifier('registerPageCode'),
          },
        ],
        source: literal(pageCodeStore),
        attributes: [],
      },
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'AwaitExpression',
          argument: {
            type: 'CallExpression',
            optional: false,
            callee: identifier('registerPageCode'),
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
  return { type: 'mdxjsEsm', value: '', data: { estree } } as unknown as Root['children'][number];
}

/**
 * A rehype step of the MDX pipeline (the docs instances' and pages'
 * `rehypePlugins`): each fenced code block (a `<pre><code>`, also inside MDX
 * components such as `<Tabs>` and admonitions) is highlighted here, at build
 * time, and its code element gets the highlighted lines as one HTML string,
 * which src/theme/CodeBlock/Content renders as they are. The block's text leaves
 * the element, so that the page's JavaScript does not carry each block twice:
 * the copy button reads it from the page, and search
 * and the Markdown twins from the built HTML. A page with much code gets the HTML strings
 * as a module of its own instead, loaded by its content only where the browser does not hold
 * the page's server HTML (src/theme/CodeBlock/pageCode.ts). Docusaurus gives the fence's
 * meta to the element as `metastring` (mdx-loader's codeCompat remark step),
 * before this step runs.
 *
 * `@shikijs/rehype` does not fit here: it replaces the `<pre>` with Shiki's
 * elements, which MDX would turn into a React element per token, where
 * Docusaurus's CodeBlock expects the code as text with its language and meta;
 * and it leaves a block of an unknown language plain where the build must fail.
 */
export default function rehypeHighlightCode(options: RehypeHighlightCodeOptions = {}) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const codes: Element[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'pre') return;
      const [code] = node.children.filter((child) => child.type === 'element');
      if (code?.tagName === 'code') codes.push(code);
      return SKIP;
    });
    const highlighted: string[] = [];
    for (const code of codes) {
      const { className, metastring } = code.properties;
      const language = (Array.isArray(className) ? className : [className])
        .map(String)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length);
      const meta = typeof metastring === 'string' ? metastring : undefined;
      const text = toString(code);
      const html = await highlightCodeBlock({
        code: text,
        language,
        metastring: meta,
        links:
          options.sampleLinks &&
          importLinks(
            file.path,
            { type: 'code', lang: language, meta, value: text },
            options.sampleLinks,
          ),
        file: file.path,
      });
      code.properties[highlightedHtmlProp] = html;
      code.properties.metastring = browserMetastring(meta);
      highlighted.push(html);
      code.children = [];
    }
    if (options.pageCodeModules === false) return;
    if (highlighted.join('').length < pageCodeModuleMinChars) return;
    const json = JSON.stringify(highlighted);
    const key = createHash('sha256').update(json).digest('hex').slice(0, 16);
    const dir = options.pageCodeModulesDir ?? pageCodeModulesDir;
    const moduleFile = path.join(dir, `${key}.json`);
    // The client and server compilers run this step at once for the same page, and one may read
    // the module while the other writes it: each writes a file of its own and renames it into place.
    await fs.mkdir(dir, { recursive: true });
    const written = `${moduleFile}.${randomUUID()}`;
    await fs.writeFile(written, json);
    await fs.rename(written, moduleFile);
    codes.forEach((code, index) => {
      delete code.properties[highlightedHtmlProp];
      code.properties[pageCodeProp] = `${key}:${index}`;
    });
    tree.children.unshift(registerPageCodeEsm(key, moduleFile));
  };
}
