/**
 * The site's configuration, typed, as the source of expected values in tests.
 */
import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';
import config from '../../docusaurus.config.ts';

export const siteConfig: Config = config;
export const themeConfig = config.themeConfig as Preset.ThemeConfig;

/** The classic preset's docs options (the tutorials). */
export const docsOptions = (() => {
  const preset = config.presets?.find((p) => Array.isArray(p) && p[0] === 'classic') as
    [string, Preset.Options] | undefined;
  const docs = preset?.[1].docs;
  if (!docs) throw new Error('docusaurus.config.ts has no classic preset with docs options');
  return docs;
})();

/** `<page> | GraphQL.js`, the title every page has (its delimiter and site name). */
export function expectedTitle(pageTitle: string): string {
  return `${pageTitle} | GraphQL.js`;
}

/** The options the site gives its local search theme, as docusaurus.config.ts sets them. */
export function searchOptions(): SearchOptions {
  for (const theme of config.themes ?? []) {
    if (Array.isArray(theme) && theme[0] === '@easyops-cn/docusaurus-search-local')
      return theme[1] as SearchOptions;
  }
  throw new Error('docusaurus.config.ts has no @easyops-cn/docusaurus-search-local theme');
}
