/**
 * Stands in for the plugin's `theme/searchByWorker.js` (plugins/search-ranking.ts swaps it in
 * for the plugin's search bar and search page): the same two functions, answered by this
 * site's worker, which ranks with lib/search-ranking.ts instead of the plugin's order.
 */
import { searchIndexLocation } from './search-index-adapter';
import type { SearchResult } from '../../../lib/search-ranking';

export interface SearchRequest {
  id: number;
  url: string;
  /** Empty: only load the index. */
  query: string;
  limit: number;
}

export type SearchResponse =
  { id: number; results: SearchResult[] } | { id: number; error: string };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<
  number,
  { resolve(results: SearchResult[]): void; reject(error: Error): void }
>();

function ask(request: Omit<SearchRequest, 'id'>): Promise<SearchResult[]> {
  if (!worker) {
    worker = new Worker(new URL('./search-worker.ts', import.meta.url));
    worker.onmessage = ({ data }: MessageEvent<SearchResponse>) => {
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      if ('error' in data) waiting?.reject(new Error(data.error));
      else waiting?.resolve(data.results);
    };
  }
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ id, ...request } satisfies SearchRequest);
  });
}

/** The index's URL, checked to be the site's own, as the plugin's worker does. */
function indexUrl(baseUrl: string, searchContext: string): string {
  const url = searchIndexLocation(baseUrl, searchContext);
  if (new URL(url, location.origin).origin !== location.origin)
    throw new Error(`The search index must come from this site, not ${url}`);
  return url;
}

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  // As the plugin's: the index exists only in a production build.
  if (process.env.NODE_ENV !== 'production') return;
  await ask({ url: indexUrl(baseUrl, searchContext), query: '', limit: 0 });
}

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  if (process.env.NODE_ENV !== 'production') return [];
  return ask({ url: indexUrl(baseUrl, searchContext), query: input, limit });
}
