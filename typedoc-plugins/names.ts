/**
 * Names shared by the Docusaurus config and the TypeDoc plugins. No TypeDoc
 * import here: jiti loads this file with the Docusaurus config.
 */

/** The router registered by router.mts, selected with TypeDoc's `router` option. */
export const apiRouterName = 'graphql-js-api';

/** The package's folder under api/, hence its routes: /api/graphql-js/... */
export const apiPackageSlug = 'graphql-js';

/**
 * Beside the generated sidebar: the doc ids of exports new since graphql 16,
 * written by changes-since-16.mts, read by api-sidebar.ts.
 */
export const newExportsFile = 'changes-since-16.json';
