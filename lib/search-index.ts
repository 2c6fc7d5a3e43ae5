/**
 * The search index the build wrote (by @easyops-cn/docusaurus-search-local), loaded with the
 * lunr release that plugin uses, as the search box's worker loads it: for the tests and the
 * bench, which rank over it with lib/search-ranking.ts.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadedIndex, LunrIndex, SearchDocument } from './search-ranking.ts';

/** The index file in `buildDir`: exactly one `search-index*.json`, or an error saying what is there. */
export function searchIndexFile(buildDir: string): string {
  const files = fs.existsSync(buildDir)
    ? fs.readdirSync(buildDir).filter((file) => /^search-index.*\.json$/.test(file))
    : [];
  if (files.length !== 1)
    throw new Error(
      `expected one search-index*.json in ${buildDir} (run the build first); found ${files.join(', ') || 'none'}`,
    );
  return path.join(buildDir, files[0]!);
}

export function loadSearchIndex(file: string): LoadedIndex[] {
  const pluginRequire = createRequire(
    createRequire(import.meta.url).resolve('@easyops-cn/docusaurus-search-local'),
  );
  const lunr = pluginRequire('lunr') as { Index: { load(serialized: object): LunrIndex } };
  const parts = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    documents: SearchDocument[];
    index: object;
  }[];
  return parts.map(({ documents, index }, type) => ({
    type,
    documents,
    index: lunr.Index.load(index),
  }));
}
