import type { Expression, ObjectExpression, SpreadElement } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** The headings the table of contents of a docs page lists (the theme config's `tableOfContents`). */
export const tableOfContents = { minHeadingLevel: 2, maxHeadingLevel: 3 };

/** The level of a heading entry of the `toc` array Docusaurus exports; undefined for a partial's slice. */
function levelOf(element: Expression | SpreadElement | null): number | undefined {
  if (element?.type !== 'ObjectExpression') return undefined;
  const level = (element as ObjectExpression).properties.find(
    (property) =>
      property.type === 'Property' &&
      ((property.key.type === 'Identifier' && property.key.name === 'level') ||
        (property.key.type === 'Literal' && property.key.value === 'level')),
  );
  return level?.type === 'Property' && level.value.type === 'Literal'
    ? Number(level.value.value)
    : undefined;
}

/**
 * Remark plugin, after Docusaurus's own `toc` step: the `toc` a page exports keeps only the
 * headings its table of contents can list, down to `toc_max_heading_level` or the theme's level.
 * Docusaurus exports every h2 to h6 and filters them in the browser
 * (https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus-theme-common/src/utils/tocUtils.ts),
 * so a page's JavaScript carried the deeper ones for nothing: an API page's every parameter
 * and example heading. A page with `<TOCInline>`, which may list deeper headings, keeps them all.
 */
export default function remarkTocLevels() {
  return (tree: Root, file: VFile): void => {
    let inlineToc = false;
    visit(tree, 'mdxJsxFlowElement', (node) => {
      if (node.name === 'TOCInline') inlineToc = true;
    });
    if (inlineToc) return;
    const frontMatter = (file.data.frontMatter ?? {}) as { toc_max_heading_level?: number };
    const maxLevel = frontMatter.toc_max_heading_level ?? tableOfContents.maxHeadingLevel;
    visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ExportNamedDeclaration') continue;
        if (statement.declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of statement.declaration.declarations) {
          if (declarator.id.type !== 'Identifier' || declarator.id.name !== 'toc') continue;
          if (declarator.init?.type !== 'ArrayExpression') continue;
          declarator.init.elements = declarator.init.elements.filter(
            (element) => (levelOf(element) ?? 0) <= maxLevel,
          );
        }
      }
    });
  };
}
