/**
 * Words readers of the docs search for, each with the route of the page
 * that answers them: the built index must hold them there
 * (site/search-index-terms.test.ts), and the search box must offer them
 * (e2e/search.spec.ts).
 */
export const tutorialSearchTerms = [
  { query: 'enum', route: '/docs/tutorials/basic-types' },
  { query: 'union', route: '/docs/tutorials/object-types' },
  { query: 'scalar', route: '/docs/tutorials/constructing-types' },
  { query: 'subscribe', route: '/docs/tutorials/defer-stream' },
  { query: 'upgrade', route: '/docs/upgrade-from-16' },
  { query: 'migrate', route: '/docs/upgrade-from-16' },
  { query: 'GraphQLError constructor', route: '/docs/upgrade-from-16' },
  { query: 'defaultValue', route: '/docs/upgrade-from-16' },
] as const;
