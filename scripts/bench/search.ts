/**
 * The site search: how many of the reader queries of lib/search-queries.ts find a page they
 * accept among the first suggestions, ranked as the search box ranks (lib/search-ranking.ts),
 * and what the index a reader downloads weighs.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { loadSearchIndex, searchIndexFile } from '../../lib/search-index.ts';
import { firstSuggestions, searchSite } from '../../lib/search-ranking.ts';
import { searchQueries } from '../../lib/search-queries.ts';

export interface SearchFigure {
  queries: number;
  /** Queries with an accepted page among the first `firstSuggestions` suggestions. */
  hits: number;
  hitRate: number;
  /** The misses, with what came first instead. */
  missed: { query: string; got: string[] }[];
  indexBytes: number;
  indexGzipBytes: number;
  /** The slowest query's ranking, in node, after a warm-up run. */
  slowestQueryMs: number;
}

export function benchSearch(buildDir: string): SearchFigure {
  const file = searchIndexFile(buildDir);
  const bytes = fs.readFileSync(file);
  const indexes = loadSearchIndex(file);
  for (const { query } of searchQueries) searchSite(indexes, query, 10);
  const missed: SearchFigure['missed'] = [];
  let slowestQueryMs = 0;
  for (const { query, accept } of searchQueries) {
    const started = performance.now();
    const got = searchSite(indexes, query, firstSuggestions).map((result) => result.document.u);
    slowestQueryMs = Math.max(slowestQueryMs, performance.now() - started);
    if (!got.some((url) => accept.includes(url))) missed.push({ query, got });
  }
  const hits = searchQueries.length - missed.length;
  return {
    queries: searchQueries.length,
    hits,
    hitRate: hits / searchQueries.length,
    missed,
    indexBytes: bytes.length,
    indexGzipBytes: zlib.gzipSync(bytes).length,
    slowestQueryMs: Math.round(slowestQueryMs),
  };
}
