import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { SlimDocsMetadataLoaderOptions } from './loader.ts';

const loader = path.join(path.dirname(fileURLToPath(import.meta.url)), 'loader.ts');

/** Theme components that read `version.docs` (through useDocById): the doc cards. */
const docCardUse = /\bDocCard(?:List)?\b/;

export interface SlimDocsMetadataOptions {
  /**
   * Docs instances that no docs navbar item or version dropdown names: the global data (in
   * every page's main bundle) lists each version's main doc only, where it lists every doc for
   * those items to find the reader's doc in another version.
   */
  mainDocOnly: string[];
}

/** Whether a sidebar has a category whose link is a generated index (a page of DocCards). */
function hasGeneratedIndex(items: readonly unknown[]): boolean {
  return items.some((item) => {
    const category = item as { type?: string; link?: { type?: string }; items?: unknown[] };
    return (
      category.type === 'category' &&
      (category.link?.type === 'generated-index' || hasGeneratedIndex(category.items ?? []))
    );
  });
}

/**
 * The props of each docs version route (loaded by every page of that docs instance) carry
 * `version.docs`, every doc's id, title and description: 364 entries, 12 kB gzip, on every
 * API page, 3 kB on every tutorial. The theme reads it only in DocCard (useDocById), for
 * generated category indexes and `<DocCardList>`, which this site has none of; so a bundler
 * loader (./loader.ts) empties it, and keeps it for any docs instance that has one of them.
 */
export default function slimDocsMetadataPlugin(
  context: LoadContext,
  options: SlimDocsMetadataOptions,
): Plugin {
  const keep = new Set<string>();
  return {
    name: 'slim-docs-metadata',
    allContentLoaded({ allContent }) {
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
        string,
        LoadedContent
      >;
      for (const [id, content] of Object.entries(docsInstances)) {
        const usesDocCards = content.loadedVersions.some(
          (version) =>
            Object.values(version.sidebars).some(hasGeneratedIndex) ||
            version.docs.some((doc) =>
              docCardUse.test(
                fs.readFileSync(doc.source.replace(/^@site\//, `${context.siteDir}/`), 'utf8'),
              ),
            ),
        );
        if (usesDocCards) keep.add(id);
      }
    },
    configureWebpack: () => ({
      module: {
        rules: [
          {
            test: [
              /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              /[\\/]globalData\.json$/,
            ],
            include: context.generatedFilesDir,
            use: [
              {
                loader,
                options: {
                  keep: [...keep],
                  mainDocOnly: options.mainDocOnly,
                } satisfies SlimDocsMetadataLoaderOptions,
              },
            ],
          },
        ],
      },
    }),
  };
}
