/**
 * Reads the fenced code blocks of the docs, with the meta that SAMPLES.md
 * defines, using the same parser family Docusaurus uses (remark + MDX), so a
 * block inside <Tabs> or any JSX is found exactly as the site renders it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Code, Nodes } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import { siteDir } from '../support/paths.ts';

export const docsDir = path.join(siteDir, 'docs');

export interface Block {
  /** docs-relative path, e.g. tutorials/graphql-clients.md */
  page: string;
  line: number;
  lang: string;
  code: string;
  /** `title="x"`, `norun="x"` and `graphql=16` give strings; bare words (server, client…) give ''. */
  meta: Map<string, string>;
}

/** Every .md/.mdx file under docs/, docs-relative, sorted. */
export function docsPages(dir = docsDir): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']);

export function extractBlocks(page: string, source = fs.readFileSync(path.join(docsDir, page), 'utf8')): Block[] {
  const blocks: Block[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'code') blocks.push(toBlock(page, node));
    if ('children' in node) node.children.forEach(visit);
  };
  visit(parser.parse(source));
  return blocks;
}

function toBlock(page: string, node: Code): Block {
  const meta = new Map<string, string>();
  for (const [, key, quoted, bare] of (node.meta ?? '').matchAll(/([\w-]+)(?:=(?:"([^"]*)"|([^\s"]+)))?/g)) {
    meta.set(key!, quoted ?? bare ?? '');
  }
  return { page, line: node.position?.start.line ?? 0, lang: node.lang ?? '', code: node.value, meta };
}
