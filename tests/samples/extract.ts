/**
 * Reads the fenced code blocks of the docs, with the meta that CONTRIBUTING.md
 * defines, using the same parser family Docusaurus uses (remark + MDX), so a
 * block inside <Tabs> or any JSX is found exactly as the site renders it.
 * The reading itself is the site's (lib/samples/code-blocks.ts): the tutorials'
 * "API used on this page" lists are built from the same blocks.
 */
import path from 'node:path';
import * as docs from '../../lib/samples/docs-usage.ts';
import { samplePagesVariable } from '../../lib/docs-pages.ts';
import { siteDir } from '../../lib/paths.ts';

export type { Block } from '../../lib/samples/code-blocks.ts';

export const docsDir = path.join(siteDir, 'docs');

/** Every .md/.mdx file under docs/, docs-relative, sorted; only those named in SAMPLE_PAGES when it is set. */
export function docsPages(dir = docsDir): string[] {
  const all = docs.docsPages(dir);
  const chosen = process.env[samplePagesVariable]?.split(',').filter(Boolean);
  if (!chosen) return all;
  const unknown = chosen.filter((page) => !all.includes(page));
  if (unknown.length > 0)
    throw new Error(`not a page under docs/: ${unknown.join(', ')} (pages: ${all.join(', ')})`);
  return chosen;
}

export function extractBlocks(
  page: string,
  source?: string,
): ReturnType<typeof docs.extractBlocks> {
  return docs.extractBlocks(docsDir, page, source);
}
