/** Names shared by the Docusaurus config and the TypeDoc plugins (no TypeDoc import here: jiti loads this file). */

/** The router registered by router.mts, selected with TypeDoc's `router` option. */
export const apiRouterName = 'graphql-js-api';
