import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { siteDir } from '../lib/paths.ts';

/**
 * The request by which the search plugin's theme/SearchBar/SearchBar.jsx and
 * theme/SearchPage/SearchPage.jsx import the module they search through
 * (tests/build/search-plugin-adapter.test.ts holds it).
 */
export const searchByWorkerRequest = /^\.\.\/searchByWorker$/;

/**
 * The search bar and search page of @easyops-cn/docusaurus-search-local import
 * `../searchByWorker`, which runs the plugin's own worker and order; this plugin gives them
 * src/theme/SearchBar/search-by-worker.ts instead, whose worker ranks with
 * lib/search-ranking.ts (README, "Search"). The plugin has no option for its ranking.
 */
export default function searchRankingPlugin(): Plugin {
  const replacement = path.join(siteDir, 'src/theme/SearchBar/search-by-worker.ts');
  return {
    name: 'search-ranking',
    configureWebpack: (_config, _isServer, { currentBundler }) => ({
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(
          searchByWorkerRequest,
          (resource: { context: string; request: string }) => {
            if (resource.context.includes(`${path.sep}docusaurus-search-local${path.sep}`))
              resource.request = replacement;
          },
        ),
      ],
    }),
  };
}
