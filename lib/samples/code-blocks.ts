/**
 * What the docs' code samples import from graphql, read from a page's markdown
 * tree (remark + MDX, as Docusaurus parses it): the code blocks with their
 * meta, each `import … from 'graphql…'` in them, and the heading each block
 * sits under. One reading for the tests of the samples, the tutorials' "API
 * used on this page" list (api-used-on-page.ts) and the API pages' "Used in
 * tutorials" list (typedoc-plugins/sections/used-in-docs.ts).
 */
import type { Code, Heading, Nodes, Root } from 'mdast';
// remark-mdx's types add the JSX nodes to mdast's.
import type {} from 'remark-mdx';
import { toString } from 'mdast-util-to-string';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';

export type MdxJsxFlowElement = Extract<Nodes, { type: 'mdxJsxFlowElement' }>;

export interface Block {
  /** docs-relative path, e.g. tutorials/graphql-clients.md */
  page: string;
  line: number;
  lang: string;
  code: string;
  /** `title="x"`, `norun="x"` and `graphql=16` give strings; bare words (server, client…) give ''. */
  meta: Map<string, string>;
  /** The nearest heading above the block (its text and anchor id), if any. */
  heading?: { text: string; id: string };
  /** The `<TabItem value>` the block sits in, and its `<Tabs groupId>` ('' without one). */
  tab?: { groupId: string; value: string };
}

export interface GraphqlImport {
  /** docs-relative path of the page */
  page: string;
  /** The line of the import statement in the page. */
  line: number;
  /** From a block flagged `graphql=16`: it names graphql 16's exports, not the documented release's. */
  graphql16: boolean;
  /** The module imported from: `graphql` or a subpath such as `graphql/execution`. */
  entry: string;
  /** Imported names; `typeOnly` for `import type {…}` or `{ type X }`. */
  names: { name: string; typeOnly: boolean }[];
  /** The nearest heading above the statement's code block. */
  heading?: { text: string; id: string };
}

/**
 * Every fenced code block of a page's tree, in order, each with the heading it
 * follows and the tab it is in. Heading ids are made as Docusaurus makes them: an
 * explicit `{#id}`, else the slug of the heading text, numbered when repeated.
 */
export function codeBlocks(page: string, tree: Root): Block[] {
  const blocks: Block[] = [];
  const slugger = createSlugger();
  let heading: Block['heading'];
  const visit = (node: Nodes, groupId: string, tab: Block['tab']): void => {
    if (node.type === 'heading') heading = headingAnchor(node, slugger);
    else if (node.type === 'code')
      blocks.push({
        ...toBlock(page, node),
        ...(heading ? { heading } : {}),
        ...(tab ? { tab } : {}),
      });
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs')
      groupId = jsxAttribute(node, 'groupId') ?? '';
    if (node.type === 'mdxJsxFlowElement' && node.name === 'TabItem')
      tab = { groupId, value: jsxAttribute(node, 'value') ?? '' };
    if ('children' in node && node.type !== 'heading')
      node.children.forEach((child) => visit(child, groupId, tab));
  };
  visit(tree, '', undefined);
  return blocks;
}

/** A JSX element's attribute written as a plain string (`name="x"`). */
export function jsxAttribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = node.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

function headingAnchor(
  node: Heading,
  slugger: ReturnType<typeof createSlugger>,
): { text: string; id: string } {
  const parsed = parseMarkdownHeadingId(toString(node));
  return { text: parsed.text, id: parsed.id ?? slugger.slug(parsed.text) };
}

/** The words of a fence's meta (`title="a b" output graphql=16`): each as written, its key and its value. */
export function metaWords(
  meta: string | null | undefined,
): { word: string; key: string; value: string }[] {
  return [...(meta ?? '').matchAll(/([\w-]+)(?:=(?:"([^"]*)"|([^\s"]+)))?/g)].map(
    ([word, key, quoted, bare]) => ({ word, key: key!, value: quoted ?? bare ?? '' }),
  );
}

function toBlock(page: string, node: Code): Block {
  const meta = new Map(metaWords(node.meta).map(({ key, value }) => [key, value]));
  return {
    page,
    line: node.position?.start.line ?? 0,
    lang: node.lang ?? '',
    code: node.value,
    meta,
  };
}

// An import statement at the start of a line (so that prose in comments is not taken for one).
const importPattern =
  /^[ \t]*import\s+(type\s+)?([^'";]*?)\s*from\s*['"](graphql(?:\/[^'"]*)?)['"]/gm;

/** Every import from graphql or one of its subpaths in the given code blocks, in order. */
export function graphqlImports(blocks: Block[]): GraphqlImport[] {
  return blocks.flatMap((block) =>
    [...block.code.matchAll(importPattern)].map(([statement, typeKeyword, clause, entry]) => {
      const line =
        block.line +
        block.code.slice(0, block.code.indexOf(statement.trimStart())).split('\n').length;
      const named = /\{([^}]*)\}/.exec(clause!)?.[1] ?? '';
      const names = named
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => ({
          name: item.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!,
          typeOnly: Boolean(typeKeyword) || item.startsWith('type '),
        }));
      // A default import (`import graphql from 'graphql'`) asks for an export named default.
      const defaultName = clause!
        .replace(/\{[^}]*\}/, '')
        .replace(/\*\s+as\s+[\w$]+/, '')
        .replace(/,/g, '')
        .trim();
      if (defaultName) names.push({ name: 'default', typeOnly: Boolean(typeKeyword) });
      const graphql16 = block.meta.get('graphql') === '16';
      return {
        page: block.page,
        line,
        entry: entry!,
        graphql16,
        names,
        ...(block.heading ? { heading: block.heading } : {}),
      };
    }),
  );
}

/**
 * The graphql exports a page's samples import, each once, in the order of first
 * use, with that use's heading. Blocks run against graphql 16 are left out: what
 * they import need not exist in the documented release.
 */
export function importedExports(imports: GraphqlImport[]): Map<string, GraphqlImport['heading']> {
  const firstUse = new Map<string, GraphqlImport['heading']>();
  for (const { names, heading, graphql16 } of imports) {
    if (graphql16) continue;
    for (const { name } of names)
      if (name !== 'default' && !firstUse.has(name)) firstUse.set(name, heading);
  }
  return firstUse;
}
