/**
 * Reads the fenced code blocks of the docs, with the meta that SAMPLES.md
 * defines, using the same parser family Docusaurus uses (remark + MDX), so a
 * block inside <Tabs> or any JSX is found exactly as the site renders it.
 * The reading itself is the site's (plugins/sample-imports.mts): the tutorials'
 * "API used on this page" lists are built from the same blocks.
 */
import path from 'node:path';
import * as docs from '../../plugins/tutorial-usage.mts';
import { siteDir } from '../support/paths.ts';

export type { Block } from '../../plugins/sample-imports.mts';

export const docsDir = path.join(siteDir, 'docs');

/** Every .md/.mdx file under docs/, docs-relative, sorted. */
export function docsPages(dir = docsDir): string[] {
  return docs.docsPages(dir);
}

export function extractBlocks(
  page: string,
  source?: string,
): ReturnType<typeof docs.extractBlocks> {
  return docs.extractBlocks(docsDir, page, source);
}
