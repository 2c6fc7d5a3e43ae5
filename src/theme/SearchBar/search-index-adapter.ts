/**
 * The search plugin's internals that search-by-worker.ts uses, apart from
 * search-plugin-adapter.ts so that they load with the search bar, not with every page.
 * tests/build/search-plugin-adapter.test.ts fails when an upgrade moves any of this.
 */
import { searchIndexUrl } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';

/** The URL of the index the plugin wrote, as its worker builds it (one file per search context). */
export function searchIndexLocation(baseUrl: string, searchContext: string): string {
  return `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
}
