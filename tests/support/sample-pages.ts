/**
 * One page of each type the site has, at the routes the spec fixes
 * (SPEC.md section 2: /api/graphql-js/{kind}/{Name}, kinds class, enum,
 * function, interface). Quality gates load each of them.
 */
export interface SamplePage {
  /** what kind of page it is, for test names */
  type: string;
  path: string;
  /** the HTTP status a reader gets */
  status: number;
}

export const samplePages: SamplePage[] = [
  { type: 'home', path: '/', status: 200 },
  { type: 'tutorials index', path: '/docs/tutorials/', status: 200 },
  { type: 'tutorial', path: '/docs/tutorials/defer-stream', status: 200 },
  { type: 'API overview', path: '/api/graphql-js', status: 200 },
  { type: 'API class', path: '/api/graphql-js/class/GraphQLSchema', status: 200 },
  { type: 'API function', path: '/api/graphql-js/function/execute', status: 200 },
  { type: 'API enum', path: '/api/graphql-js/enum/Kind', status: 200 },
  { type: 'API interface', path: '/api/graphql-js/interface/DocumentNode', status: 200 },
  { type: 'search page', path: '/search', status: 200 },
  { type: 'not found', path: '/no/such/page', status: 404 },
];
