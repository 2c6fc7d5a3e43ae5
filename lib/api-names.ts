/**
 * Names shared by the Docusaurus config, the site's pages and the TypeDoc
 * plugins: where the API reference lives and how a TypeDoc router URL becomes
 * a route of the site. No TypeDoc or Node import here: the home page's bundle
 * imports it too.
 */

/** The router registered by typedoc-plugins/render/router.ts, selected with TypeDoc's `router` option. */
export const apiRouterName = 'graphql-js-api';

/** The markdown theme registered by typedoc-plugins/render/theme.ts, selected with TypeDoc's `theme` option. */
export const apiThemeName = 'graphql-js';

/** The `api` docs instance's content folder (TypeDoc writes into it) and its route base. */
export const apiContentDir = 'api';

/** The package's folder under api/, hence its routes: /api/graphql-js/... */
export const apiPackageSlug = 'graphql-js';

/** The API reference's overview, the route every API page sits under. */
export const apiRoute = `/${apiContentDir}/${apiPackageSlug}`;

/**
 * Beside the generated sidebar: the doc ids of exports new since graphql 16,
 * written by sections/changes-since-previous.ts, read by api-sidebar.ts.
 */
export const newExportsFile = 'changes-since-16.json';

/**
 * Beside the generated sidebar: each export's route (its page, or its anchored
 * entry on the overview), written by router.ts, read by plugins/api-used-on-page.ts.
 */
export const exportUrlsFile = 'export-urls.json';

/** A router URL (`interface/ExecutionArgs.md`, `index.md#graphqlcompositetype`) as the site serves it. */
export function siteUrl(routerUrl: string): string {
  const [file, anchor] = routerUrl.split('#');
  const page = docPath(file!).replace(/(^|\/)index$/, '');
  const route = `${apiRoute}${page ? `/${page}` : ''}`;
  return anchor ? `${route}#${anchor}` : route;
}

/** The Docusaurus doc id of a router URL's page (`graphql-js/function/execute`). */
export function docId(routerUrl: string): string {
  return `${apiPackageSlug}/${docPath(routerUrl.split('#')[0]!)}`;
}

function docPath(file: string): string {
  return file.replace(/\.mdx?$/, '');
}
