import path from 'node:path';
import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { codeBlocks } from '../../lib/samples/code-blocks.ts';
import { tryItMeta, variablesMeta } from '../../lib/samples/plan.ts';
import { tryItKey } from './blocks';

export interface RemarkTryItOptions {
  /** The docs folder, to name pages as the try-it plugin's registry does. */
  docsDir: string;
}

const metaOf = (page: string, node: Code) =>
  codeBlocks(page, { type: 'root', children: [node] })[0]!.meta;

/**
 * A try-it block's name in shared links (src/theme/TryIt/share.ts): its operation's name, else its
 * heading's anchor, numbered when taken; so a link keeps naming its block when others change.
 */
function blockId(operation: string, heading: string | undefined, taken: Set<string>): string {
  const name = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/m.exec(operation)?.[1];
  const base = (name ?? heading ?? 'operation').replace(/[^\w-]+/g, '-').toLowerCase();
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/**
 * A step of the docs' MDX pipeline: each try-it block (with its variables block) becomes a
 * `<TryIt>` element around the highlighted blocks, which readers see as they are until they
 * choose "Try it" (src/theme/TryIt). Its key is the one the try-it plugin's registry gives it.
 */
export default function remarkTryIt({ docsDir }: RemarkTryItOptions) {
  return (tree: Root, file: VFile): void => {
    const page = path.relative(docsDir, file.path).split(path.sep).join('/');
    let index = 0;
    const taken = new Set<string>();
    // Each block's heading, by its line, read before the tree changes.
    const headings = new Map(
      codeBlocks(page, tree).map(({ line, heading }) => [line, heading?.id] as const),
    );
    visit(tree, 'code', (node, at, parent) => {
      if (node.lang !== 'graphql' || !parent || at === undefined) return;
      if (!metaOf(page, node).has(tryItMeta)) return;
      const next = parent.children[at + 1];
      const variables =
        next?.type === 'code' && metaOf(page, next).has(variablesMeta) ? next : undefined;
      // Named on the page and in its Markdown twin, as the editor names it once opened.
      if (variables && !/(?:^|\s)title=/.test(variables.meta ?? ''))
        variables.meta = `${variables.meta} title="Variables"`;
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'TryIt',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'block', value: tryItKey(page, index++) },
          {
            type: 'mdxJsxAttribute',
            name: 'id',
            value: blockId(node.value, headings.get(node.position?.start.line ?? 0), taken),
          },
          { type: 'mdxJsxAttribute', name: 'operation', value: node.value },
          { type: 'mdxJsxAttribute', name: 'variables', value: variables?.value ?? '' },
        ],
        children: variables ? [node, variables] : [node],
      };
      parent.children.splice(at, variables ? 2 : 1, element);
      return [SKIP, at + 1];
    });
  };
}
