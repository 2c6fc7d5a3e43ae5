/**
 * Bundler loader for `@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js`: its one
 * sort of docs instances by base path, longest first among those that start alike
 * (https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus-plugin-content-docs/src/client/docsClientUtils.ts),
 * compares code units instead of calling `localeCompare`. See ./index.ts for why.
 */
const localeSort = '.sort((a, b) => b[1].path.localeCompare(a[1].path))';
const codeUnitSort =
  '.sort((a, b) => (a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0))';

export function withCodeUnitPathSort(source: string, file: string): string {
  const parts = source.split(localeSort);
  if (parts.length !== 2) {
    throw new Error(
      `${file}: ${parts.length - 1} copies of \`${localeSort}\` where ` +
        'plugins/active-docs-plugin/loader.ts expects one; the docs plugin may have changed how it finds the active instance',
    );
  }
  return parts.join(codeUnitSort);
}

export default function codeUnitPathSortLoader(
  this: { resourcePath: string },
  source: string,
): string {
  return withCodeUnitPathSort(source, this.resourcePath);
}
