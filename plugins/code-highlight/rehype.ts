import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { highlightCodeBlock } from './highlighter';

/** The prop that carries a block's highlighted lines to src/theme/CodeBlock. */
export const highlightedHtmlProp = 'highlightedHtml';

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function classNameOf(code: Element): string | undefined {
  const className = code.properties.className;
  return Array.isArray(className)
    ? className.join(' ')
    : typeof className === 'string'
      ? className
      : undefined;
}

type Node = { type: string; children?: Node[] };

/**
 * Every `<pre><code>` of the document: the code elements of fenced blocks,
 * also inside MDX components such as `<Tabs>` and admonitions (JSX nodes).
 */
function fencedCodeElements(tree: Root): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if (node.type === 'element' && (node as Element).tagName === 'pre') {
      const [code] = (node as Element).children.filter(
        (child): child is Element => child.type === 'element',
      );
      if (code?.tagName === 'code') found.push(code);
      return;
    }
    node.children?.forEach(visit);
  };
  visit(tree as Node);
  return found;
}

/**
 * A rehype step of the MDX pipeline (docs instances' `beforeDefaultRehypePlugins`):
 * each fenced code block is tokenised here, at build time, and its code element
 * gets the highlighted lines as one HTML string, which src/theme/CodeBlock/Content
 * renders as they are. The block's text stays its child: the copy button and
 * search read it. Docusaurus gives the fence's meta to the element as `metastring`
 * (mdx-loader's codeCompat remark step), before this step runs.
 */
export default function rehypeHighlightCode() {
  return async (tree: Root, file: VFile): Promise<void> => {
    for (const code of fencedCodeElements(tree)) {
      const metastring =
        typeof code.properties.metastring === 'string' ? code.properties.metastring : undefined;
      code.properties[highlightedHtmlProp] = await highlightCodeBlock({
        code: code.children.map(textOf).join(''),
        className: classNameOf(code),
        metastring,
        file: file.path,
      });
    }
  };
}
