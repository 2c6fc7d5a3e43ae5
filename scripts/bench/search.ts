import fs from 'node:fs';
import zlib from 'node:zlib';
import { loadSearchIndex, searchIndexFile } from '../../lib/search-index.ts';
import { firstSuggestions, searchSite } from '../../lib/search-ranking.ts';
import { searchQueries } from '../../lib/search-queries.ts';

/** Reader queries (lib/search-queries.ts) with a page they accept among the first suggestions. */
export function benchSearch(buildDir: string) {
  const file = searchIndexFile(buildDir);
  const indexes = loadSearchIndex(file);
  for (const { query } of searchQueries) searchSite(indexes, query, 10); // warm-up
  const missed: { query: string; got: string[] }[] = [];
  let slowestQueryMs = 0;
  for (const { query, accept } of searchQueries) {
    const started = performance.now();
    const got = searchSite(indexes, query, firstSuggestions).map((result) => result.document.u);
    slowestQueryMs = Math.max(slowestQueryMs, performance.now() - started);
    if (!got.some((url) => accept.includes(url))) missed.push({ query, got });
  }
  const bytes = fs.readFileSync(file);
  const index = { raw: bytes.length, gzip: zlib.gzipSync(bytes).length };
  return {
    queries: searchQueries.length,
    hits: searchQueries.length - missed.length,
    missed,
    index,
    slowestQueryMs,
  };
}
