import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * theme-classic registers `lib/prism-include-languages` as a client module: it
 * imports Prism to add `prism.additionalLanguages`, so Prism (~30 kB gzip) would
 * sit in every page's main bundle. The chunk that highlights code
 * (src/theme/CodeBlock/Content/Highlighted.tsx) does the same work when a block
 * first needs it, so the client module is resolved to an empty module instead,
 * in the browser and server bundles alike.
 */
export default function lazyPrismPlugin(): Plugin {
  const themeLib = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-classic'));
  const clientModule = path.join(themeLib, 'prism-include-languages');
  return {
    name: 'lazy-prism',
    configureWebpack: (_config, isServer) => ({
      // Docusaurus requires the client module by its path without extension; the
      // `.js` key covers a bundler that resolves it before applying aliases.
      resolve: { alias: { [clientModule]: false, [`${clientModule}.js`]: false } },
      // Prism's own code is split from the code-highlight chunk into a chunk named
      // `prism`, not a numbered vendor chunk, so the cost of highlighting can be
      // told by name in the network panel and in tests. (The server bundle is not
      // split.)
      ...(isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  prism: {
                    test: /[\\/]node_modules[\\/](prism-react-renderer|prismjs)[\\/]/,
                    name: 'prism',
                    chunks: 'async',
                    enforce: true,
                  },
                },
              },
            },
          }),
    }),
  };
}
