import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

/**
 * On every docs and API page, the docs plugin finds the instance a path belongs to by sorting the
 * instances' base paths with `localeCompare` (getActivePlugin, in its client utilities), and the
 * first `localeCompare` of a page builds ICU's collator: tens of milliseconds at a phone's speed,
 * inside hydration, for two paths. A bundler loader (./loader.ts) sorts them by code unit instead,
 * which puts a longer path before the paths it starts with (`/api/graphql-js` before `/api`) just
 * as well, on the server and in the browser alike.
 */
export default function activeDocsPluginPlugin(): Plugin {
  return {
    name: 'active-docs-plugin',
    configureWebpack: () => ({
      module: {
        rules: [
          {
            test: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
            use: [{ loader: path.join(path.dirname(fileURLToPath(import.meta.url)), 'loader.ts') }],
          },
        ],
      },
    }),
  };
}
