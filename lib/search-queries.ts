/**
 * What readers type into the search box, each with the pages a reader would accept among the
 * first suggestions: concepts, tasks, error messages, API names and their typos, over the
 * tutorials, the guides, the upgrade guide and the API. tests/site/search-ranking.test.ts holds
 * the hit rate over the built index; `npm run bench` reports it (scripts/bench/search.ts).
 */
export interface SearchQuery {
  query: string;
  /** Routes of the pages that answer it; a suggestion of any of them (or a section of one) is a hit. */
  accept: string[];
}

const api = (kind: string, name: string) => `/api/graphql-js/${kind}/${name}`;
const tutorial = (page: string) => `/docs/tutorials/${page}`;
const guide = (page: string) => `/docs/guides/${page}`;
/** The upgrade guide's overview, or one of its pages. */
const upgrade = (page?: string) => `/docs/upgrade-from-16${page ? `/${page}` : ''}`;

/** Concepts: the page that teaches them, or the class that implements them. */
export const conceptQueries: SearchQuery[] = [
  { query: 'enum', accept: [tutorial('basic-types'), api('class', 'GraphQLEnumType')] },
  {
    query: 'interface',
    accept: [
      guide('interfaces-and-unions'),
      tutorial('object-types'),
      api('class', 'GraphQLInterfaceType'),
    ],
  },
  {
    query: 'union',
    accept: [
      tutorial('object-types'),
      guide('interfaces-and-unions'),
      api('class', 'GraphQLUnionType'),
    ],
  },
  {
    query: 'scalar',
    accept: [
      tutorial('constructing-types'),
      tutorial('basic-types'),
      guide('custom-scalars'),
      api('class', 'GraphQLScalarType'),
    ],
  },
  { query: 'custom scalar', accept: [guide('custom-scalars'), tutorial('constructing-types')] },
  {
    query: 'context',
    accept: [
      guide('resolvers'),
      tutorial('authentication-and-express-middleware'),
      guide('n-plus-one'),
    ],
  },
  { query: 'resolver', accept: [guide('resolvers')] },
  { query: 'nullability', accept: [guide('nullability')] },
  { query: 'non-null', accept: [guide('nullability'), tutorial('basic-types')] },
  { query: 'pagination', accept: [guide('pagination')] },
  { query: 'cursor', accept: [guide('pagination')] },
  { query: 'caching', accept: [guide('caching')] },
  { query: 'dataloader', accept: [guide('n-plus-one')] },
  { query: 'directives', accept: [guide('directives')] },
  { query: 'subscriptions', accept: [tutorial('defer-stream'), guide('subscriptions')] },
  { query: 'websocket', accept: [guide('subscriptions')] },
  { query: 'defer', accept: [tutorial('defer-stream')] },
  {
    query: 'authentication',
    accept: [tutorial('authentication-and-express-middleware'), guide('authorization')],
  },
  { query: 'authorization', accept: [guide('authorization')] },
  { query: 'mutation', accept: [tutorial('mutations-and-input-types')] },
  {
    query: 'input types',
    accept: [tutorial('mutations-and-input-types'), guide('input-coercion')],
  },
  { query: 'arguments', accept: [tutorial('passing-arguments'), guide('resolvers')] },
  { query: 'variables', accept: [tutorial('passing-arguments'), tutorial('graphql-clients')] },
  { query: 'fragments', accept: [tutorial('object-types'), guide('interfaces-and-unions')] },
  { query: 'oneOf', accept: [tutorial('mutations-and-input-types'), guide('input-coercion')] },
];

/** Tasks: what the reader wants to do. */
export const taskQueries: SearchQuery[] = [
  { query: 'upgrade', accept: [upgrade()] },
  { query: 'migrate', accept: [upgrade()] },
  { query: 'migrate from 16', accept: [upgrade()] },
  { query: 'express-graphql', accept: [tutorial('express-graphql')] },
  { query: 'install', accept: [tutorial('')] },
  { query: 'run an express server', accept: [tutorial('running-an-express-graphql-server')] },
  { query: 'call the server with fetch', accept: [tutorial('graphql-clients')] },
  { query: 'global object id', accept: [guide('object-identification')] },
  {
    query: 'limit query depth',
    accept: [guide('operation-limits'), tutorial('authentication-and-express-middleware')],
  },
  { query: 'deprecate a field', accept: [guide('schema-evolution'), guide('directives')] },
  { query: 'breaking changes', accept: [guide('schema-evolution'), upgrade()] },
  {
    query: 'cancel a request',
    accept: [
      upgrade('new-in-17'),
      guide('resolvers'),
      tutorial('running-an-express-graphql-server'),
    ],
  },
  {
    query: 'print schema',
    accept: [tutorial('constructing-types'), api('function', 'printSchema')],
  },
  {
    query: 'default value',
    accept: [
      guide('input-coercion'),
      tutorial('passing-arguments'),
      upgrade('errors-and-variables'),
    ],
  },
];

/** Error messages, pasted as GraphQL.js prints them. */
export const errorQueries: SearchQuery[] = [
  {
    query: 'Cannot return null for non-nullable field',
    accept: [tutorial('basic-types'), guide('nullability')],
  },
  {
    query: 'Cannot query field',
    accept: [
      tutorial(''),
      tutorial('object-types'),
      tutorial('graphql-clients'),
      guide('interfaces-and-unions'),
    ],
  },
  {
    query: 'Abstract type must resolve to an Object type at runtime',
    accept: [tutorial('object-types'), guide('interfaces-and-unions')],
  },
  {
    query: 'Expected value of type',
    accept: [
      tutorial('mutations-and-input-types'),
      guide('interfaces-and-unions'),
      guide('input-coercion'),
    ],
  },
];

/** API names: the page of that export (or the section that explains it). */
export const apiNameQueries: SearchQuery[] = [
  { query: 'GraphQLObjectType', accept: [api('class', 'GraphQLObjectType')] },
  { query: 'GraphQLSchema', accept: [api('class', 'GraphQLSchema')] },
  { query: 'GraphQLError', accept: [api('class', 'GraphQLError')] },
  { query: 'GraphQLInterfaceType', accept: [api('class', 'GraphQLInterfaceType')] },
  { query: 'execute', accept: [api('function', 'execute')] },
  { query: 'buildSchema', accept: [api('function', 'buildSchema')] },
  { query: 'printSchema', accept: [api('function', 'printSchema')] },
  { query: 'validate', accept: [api('function', 'validate')] },
  { query: 'subscribe', accept: [tutorial('defer-stream'), api('function', 'subscribe')] },
  {
    query: 'GraphQLError constructor',
    accept: [upgrade('errors-and-variables'), api('class', 'GraphQLError')],
  },
  { query: 'defaultValue', accept: [upgrade('errors-and-variables'), guide('input-coercion')] },
];

/** Typos of one or two letters, and names half typed. */
export const typoQueries: SearchQuery[] = [
  { query: 'GraphQLObjctType', accept: [api('class', 'GraphQLObjectType')] },
  { query: 'GraphQLShema', accept: [api('class', 'GraphQLSchema')] },
  { query: 'buildShcema', accept: [api('function', 'buildSchema')] },
  { query: 'exectue', accept: [api('function', 'execute')] },
  { query: 'GraphQLInterfaceTyp', accept: [api('class', 'GraphQLInterfaceType')] },
  { query: 'resolvr', accept: [guide('resolvers')] },
];

export const searchQueries: SearchQuery[] = [
  ...conceptQueries,
  ...taskQueries,
  ...errorQueries,
  ...apiNameQueries,
  ...typoQueries,
];
