/**
 * One page of each kind the site has (issue 6). The bench measures them and
 * the budget test holds them to the limits.
 */
export interface PageType {
  id: string;
  label: string;
  path: string;
  /** HTTP status the page is served with: every page 200, the 404 page 404 */
  status: 200 | 404;
}

export const pageTypes: readonly PageType[] = [
  { id: 'home', label: 'Home', path: '/', status: 200 },
  { id: 'tutorial', label: 'Tutorial', path: '/docs/tutorials/basic-types', status: 200 },
  { id: 'api-overview', label: 'API overview', path: '/api/graphql-js', status: 200 },
  { id: 'api-class', label: 'API class GraphQLSchema', path: '/api/graphql-js/class/GraphQLSchema', status: 200 },
  { id: 'api-function', label: 'API function execute', path: '/api/graphql-js/function/execute', status: 200 },
  { id: 'not-found', label: '404', path: '/no-such-page', status: 404 },
];
