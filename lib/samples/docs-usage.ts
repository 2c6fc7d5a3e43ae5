/**
 * Reads the pages under docs/ as Docusaurus does (remark + MDX, front matter)
 * and tells, for each graphql export, which tutorial pages import it in their
 * samples and under which heading they first do. The API pages' "Used in
 * tutorials" list is rendered from it (typedoc-plugins/sections/used-in-docs.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';

import { docsPage } from '../docs-pages.ts';
import { codeBlocks, graphqlImports, importedExports, type Block } from './code-blocks.ts';

/** Every .md/.mdx file under `dir`, relative to it with `/` separators, sorted. */
export function docsPages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']);

/** A page's markdown tree, as Docusaurus's MDX parser reads it. */
export function parseDoc(source: string): Root {
  return parser.parse(source);
}

/** The fenced code blocks of the page `page` (relative to `docsDir`). */
export function extractBlocks(
  docsDir: string,
  page: string,
  source = fs.readFileSync(path.join(docsDir, page), 'utf8'),
): Block[] {
  return codeBlocks(page, parseDoc(source));
}

export interface TutorialUse {
  /** docs-relative path of the page. */
  page: string;
  title: string;
  /** The page's route with the anchor of the heading above the first sample that imports the export. */
  url: string;
  /** That heading's text, if the sample has a heading above it. */
  heading?: string;
}

/**
 * For each export imported by a sample in docs/, the pages that import it,
 * in page order, each at its route (docs-pages/).
 */
export async function tutorialUses(siteDir: string): Promise<Map<string, TutorialUse[]>> {
  const docsDir = path.join(siteDir, 'docs');
  const uses = new Map<string, TutorialUse[]>();
  for (const page of docsPages(docsDir)) {
    const source = fs.readFileSync(path.join(docsDir, page), 'utf8');
    const { route, title } = docsPage(page, source);
    for (const [name, heading] of importedExports(
      graphqlImports(extractBlocks(docsDir, page, source)),
    )) {
      const use: TutorialUse = {
        page,
        title,
        url: heading ? `${route}#${heading.id}` : route,
        ...(heading ? { heading: heading.text } : {}),
      };
      uses.set(name, [...(uses.get(name) ?? []), use]);
    }
  }
  return uses;
}
