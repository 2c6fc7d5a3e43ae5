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
import { highlightCodeBlock } from './highlighter';

/** The prop that carries a block's highlighted lines to src/theme/CodeBlock. */
export const highlightedHtmlProp = 'highlightedHtml';

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

export interface RehypeHighlightCodeOptions {
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
 * A rehype step of the MDX pipeline (the docs instances' and pages'
 * `rehypePlugins`): each fenced code block (a `<pre><code>`, also inside MDX
 * components such as `<Tabs>` and admonitions) is highlighted here, at build
 * time, and its code element gets the highlighted lines as one HTML string,
 * which src/theme/CodeBlock/Content renders as they are. The block's text leaves
 * the element, so that the page's JavaScript does not carry each block twice:
 * the copy button reads it from the page, and search
 * and the Markdown twins from the built HTML. On a page with much of it, plugins/page-html.ts
 * then moves the HTML strings into a module of the page's own. Docusaurus gives the fence's
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
      code.children = [];
    }
  };
}
