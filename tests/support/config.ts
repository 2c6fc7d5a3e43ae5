import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';
import config from '../../docusaurus.config.ts';

export { config };

/** The options the site gives its local search theme, as docusaurus.config.ts sets them. */
export function searchOptions(): SearchOptions {
  for (const theme of config.themes ?? []) {
    if (Array.isArray(theme) && theme[0] === '@easyops-cn/docusaurus-search-local') return theme[1] as SearchOptions;
  }
  throw new Error('docusaurus.config.ts has no @easyops-cn/docusaurus-search-local theme');
}
