/**
 * The search box's web worker: fetches the index the plugin wrote (once per URL), loads it
 * with the plugin's lunr and ranks with lib/search-ranking.ts, the code the tests run over
 * the same index. Started by search-by-worker.ts.
 */
import lunr from 'lunr';
import { searchSite, type LoadedIndex, type SearchDocument } from '../../../lib/search-ranking';
import type { SearchRequest, SearchResponse } from './search-by-worker';

const loaded = new Map<string, Promise<LoadedIndex[]>>();

function load(url: string): Promise<LoadedIndex[]> {
  let indexes = loaded.get(url);
  if (!indexes) {
    indexes = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<{ documents: SearchDocument[]; index: object }[]>;
      })
      .then((parts) =>
        parts.map(({ documents, index }, type) => ({
          type,
          documents,
          index: lunr.Index.load(index),
        })),
      );
    // A failed fetch (offline) is tried again on the next search.
    indexes.catch(() => loaded.delete(url));
    loaded.set(url, indexes);
  }
  return indexes;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage(message: SearchResponse): void;
};

scope.onmessage = ({ data: { id, url, query, limit } }) => {
  load(url).then(
    (indexes) => scope.postMessage({ id, results: query ? searchSite(indexes, query, limit) : [] }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
