/**
 * The `toc` a page exports keeps only the headings its table of contents lists
 * (plugins/toc-levels.ts); what the built table of contents shows is in
 * tests/site/table-of-contents.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  ArrayExpression,
  Identifier,
  Literal,
  ObjectExpression,
  Property,
  VariableDeclaration,
} from 'estree';
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import remarkTocLevels from '../../plugins/toc-levels.ts';

/** The levels left in the `toc` export of an MDX page, in the shape Docusaurus's toc step writes it. */
function tocLevelsAfter(mdx: string, frontMatter: Record<string, unknown> = {}): number[] {
  const file = new VFile({ path: 'docs/page.mdx', data: { frontMatter } });
  const tree = unified().use(remarkParse).use(remarkMdx).parse(mdx) as Root;
  remarkTocLevels()(tree, file);
  const levels: number[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data!.estree!.body) {
      if (statement.type !== 'ExportNamedDeclaration') continue;
      const [declarator] = (statement.declaration as VariableDeclaration).declarations;
      for (const element of (declarator!.init as ArrayExpression).elements) {
        const level = (element as ObjectExpression).properties.find(
          (property) =>
            property.type === 'Property' && (property.key as Identifier).name === 'level',
        );
        levels.push(Number(((level as Property).value as Literal).value));
      }
    }
  }
  return levels;
}

const page = `
export const toc = [
  {value: "A", id: "a", level: 2},
  {value: "B", id: "b", level: 3},
  {value: "C", id: "c", level: 4},
  {value: "D", id: "d", level: 5},
];
`;

describe('toc levels', () => {
  it('drops the headings deeper than the theme lists, or than the page’s front matter says', () => {
    assert.deepEqual(tocLevelsAfter(page), [2, 3]);
    assert.deepEqual(tocLevelsAfter(page, { toc_max_heading_level: 2 }), [2]);
    assert.deepEqual(tocLevelsAfter(page, { toc_max_heading_level: 4 }), [2, 3, 4]);
  });

  it('keeps every heading of a page with <TOCInline>, which may list deeper ones', () => {
    assert.deepEqual(tocLevelsAfter(`${page}\n<TOCInline toc={toc} />\n`), [2, 3, 4, 5]);
  });
});
