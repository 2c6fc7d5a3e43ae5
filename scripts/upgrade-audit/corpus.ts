/**
 * The inputs written for the audit: schemas that exercise what the docs'
 * schemas may not (each run through every schema step), operations with
 * variables (parse, validate, execute, subscribe, graphql), and a few direct
 * calls of utilities whose behaviour changed. Every function receives the
 * graphql module under test, so the same case runs on both versions.
 */

/** The graphql module under test: 16's or 17's, so typed loosely on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Graphql = any;

export type SchemaCase = {
  id: string;
  /** SDL, built with buildSchema; or `build`, a code-first schema. */
  sdl?: string;
  build?: (g: Graphql) => unknown;
  /** A later version of the schema, for findBreakingChanges/findDangerousChanges. */
  changedSdl?: string;
};

export type OperationCase = {
  id: string;
  /** The schema: SDL, or built in code; the library schema when neither is given. */
  sdl?: string;
  schema?: (g: Graphql) => unknown;
  source: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  rootValue?: (g: Graphql) => unknown;
  /** Extra arguments passed to validate, execute and graphql (abortSignal, rules, …). */
  extraArgs?: (g: Graphql) => Record<string, unknown>;
  /** Validation rules added to specifiedRules. */
  rules?: (g: Graphql) => unknown;
  parseOptions?: Record<string, unknown>;
};

export type ApiCase = { id: string; run: (g: Graphql) => unknown };

const deferStreamSdl = `
directive @defer(label: String, if: Boolean! = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT
directive @stream(label: String, if: Boolean! = true, initialCount: Int = 0) on FIELD
type Query { title: String, titles: [String] }
`;

function colorEnum(g: Graphql) {
  return new g.GraphQLEnumType({
    name: 'Color',
    description: 'A colour, stored as a number.',
    values: {
      RED: { value: 0 },
      GREEN: { value: 1, description: 'The default.' },
      BLUE: { value: 2, deprecationReason: 'Use GREEN.' },
    },
  });
}

function codeFirstSchema(g: Graphql) {
  const Color = colorEnum(g);
  const Filter = new g.GraphQLInputObjectType({
    name: 'Filter',
    fields: {
      color: { type: Color, defaultValue: 1 },
      first: { type: g.GraphQLInt, defaultValue: 10 },
      tags: { type: new g.GraphQLList(g.GraphQLString), defaultValue: ['new', 'sale'] },
    },
  });
  const Odd = new g.GraphQLScalarType({
    name: 'Odd',
    specifiedByURL: 'https://example.com/odd',
    serialize: (value: unknown) => (Number(value) % 2 === 1 ? value : null),
    parseValue: (value: unknown) => {
      if (typeof value !== 'number' || value % 2 !== 1)
        throw new TypeError(`${String(value)} is not odd`);
      return value;
    },
    parseLiteral: (ast: { value: string }) => {
      const value = Number(ast.value);
      if (value % 2 !== 1) throw new TypeError(`${ast.value} is not odd`);
      return value;
    },
  });
  return new g.GraphQLSchema({
    description: 'Built in code.',
    query: new g.GraphQLObjectType({
      name: 'Query',
      fields: {
        favourite: {
          type: Color,
          args: { color: { type: Color, defaultValue: 0 } },
          resolve: (_source: unknown, args: { color: number }) => args.color,
        },
        products: {
          type: g.GraphQLString,
          args: { filter: { type: Filter, defaultValue: { first: 5 } } },
          resolve: (_source: unknown, args: unknown) => JSON.stringify(args),
        },
        odd: {
          type: Odd,
          args: { n: { type: Odd } },
          resolve: (_source: unknown, args: { n?: number }) => args.n ?? 3,
        },
      },
    }),
  });
}

export const schemaCases: SchemaCase[] = [
  { id: 'defer-stream-declared', sdl: deferStreamSdl },
  { id: 'enum-internal-values', build: codeFirstSchema },
  {
    id: 'interfaces',
    sdl: `
interface Node { id: ID! }
interface Entity implements Node { id: ID!, name: String }
type Book implements Entity & Node { id: ID!, name: String, pages: Int }
type Query { node(id: ID!): Node, entities: [Entity!]! }`,
    changedSdl: `
interface Node { id: ID! }
interface Entity implements Node { id: ID!, name: String }
type Book implements Node { id: ID!, name: String, pages: Int }
type Query { node(id: ID!): Node, entities: [Entity!]! }`,
  },
  {
    id: 'unions',
    sdl: `
type Book { title: String }
type Film { title: String, minutes: Int }
union Media = Book | Film
type Query { search(term: String!): [Media!]! }`,
    changedSdl: `
type Book { title: String }
type Film { title: String, minutes: Int }
type Song { title: String }
union Media = Book | Song
type Query { search(term: String!): [Media!]! }`,
  },
  {
    id: 'input-defaults',
    sdl: `
input Inner { x: Int = 1, y: [Int!] = [1, 2, 3] }
input Filter {
  first: Int = 10
  tags: [String] = ["new", "sale"]
  inner: Inner = { x: 2, y: [4, 5] }
  sort: Sort = TITLE
}
enum Sort { TITLE, DATE }
type Query { books(filter: Filter = { first: 5, inner: { x: 3 } }, ids: [ID!] = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z"]): [String] }`,
    changedSdl: `
input Inner { x: Int = 1, y: [Int!] = [1, 2] }
input Filter {
  first: Int = 20
  tags: [String] = ["new"]
  inner: Inner = { x: 2, y: [4, 5] }
  sort: Sort = DATE
}
enum Sort { TITLE, DATE, PRICE }
type Query { books(filter: Filter = { first: 6, inner: { x: 3 } }, ids: [ID!]): [String] }`,
  },
  {
    id: 'one-of',
    sdl: `
input BookBy @oneOf { id: ID, isbn: String }
type Query { book(by: BookBy!): String }`,
    changedSdl: `
input BookBy { id: ID, isbn: String }
type Query { book(by: BookBy!): String }`,
  },
  {
    id: 'deprecated',
    sdl: `
enum Format { PAPERBACK, EBOOK @deprecated(reason: "Sold out.") }
input Filter { old: Int @deprecated, format: Format }
type Query {
  books(first: Int, limit: Int @deprecated(reason: "Use first."), filter: Filter): [String] @deprecated(reason: "Use search.")
  search: [String]
}`,
  },
  { id: 'deprecated-null-reason', sdl: 'type Query { a: String @deprecated(reason: null) }' },
  {
    id: 'repeatable-directive',
    sdl: `
directive @tag(name: String!) repeatable on OBJECT | FIELD_DEFINITION | ARGUMENT_DEFINITION
directive @cached(ttl: Int = 60) on FIELD_DEFINITION | FIELD
type Query @tag(name: "a") @tag(name: "b") { title(lang: String @tag(name: "c")): String @tag(name: "d") @cached }`,
    changedSdl: `
directive @tag(name: String!) on OBJECT | FIELD_DEFINITION | ARGUMENT_DEFINITION
type Query { title(lang: String): String }`,
  },
  {
    id: 'descriptions',
    sdl: `
"""
The library's schema.
It spans "several" lines.
"""
schema { query: Query }
"A book"
type Query {
  """
  The title, as printed.
  """
  title(
    "The language"
    lang: String = "en"
  ): String
  "Single line with \\"quotes\\""
  subtitle: String
}
"""
A scalar with a URL
"""
scalar Url @specifiedBy(url: "https://url.spec.whatwg.org/")`,
  },
  {
    id: 'invalid-defaults',
    sdl: `
input Filter { first: Int = "ten" }
type Query { books(first: Int = "five", filter: Filter = { first: true }, ids: [ID!]! = null): [String] }`,
  },
  {
    id: 'shared-root-types',
    sdl: 'schema { query: Query mutation: Query } type Query { a: String }',
  },
  {
    id: 'subscriptions',
    sdl: 'type Query { a: String } type Subscription { ticks(upTo: Int = 3): Int, news: String }',
    changedSdl: 'type Query { a: String } type Subscription { ticks(upTo: Int = 2): Int }',
  },
  {
    id: 'field-changes',
    sdl: `
type Query { books(first: Int = 5): [String], author: String, count: Int, rating(scale: Int): Float }
enum Kind { A, B }
type Extra { kind: Kind }`,
    changedSdl: `
type Query { books(first: Int = 3, after: String): [String], authors: [String], count: String, rating(scale: Float, precision: Int!): Float }
enum Kind { A, B, C }
type Extra { kind: Kind! }`,
  },
  {
    id: 'directive-on-directive',
    sdl: 'directive @internal on DIRECTIVE_DEFINITION type Query { a: String }',
  },
  { id: 'empty-object-type', sdl: 'type Query { a: Empty } type Empty' },
  {
    id: 'builtin-scalars-only',
    sdl: 'type Query { i: Int, f: Float, s: String, b: Boolean, id: ID }',
  },
];

export const librarySdl = `
enum Format { PAPERBACK, EBOOK @deprecated(reason: "Sold out.") }
input BookFilter { title: String, first: Int = 2, format: Format = PAPERBACK }
input BookBy @oneOf { id: ID, isbn: String }
interface Item { id: ID! }
type Book implements Item { id: ID!, title: String!, rating: Float, tags: [String!] }
type Film implements Item { id: ID!, minutes: Int }
union Media = Book | Film
type Query {
  book(id: ID!): Book
  bookBy(by: BookBy!): Book
  books(first: Int = 2, filter: BookFilter): [Book!]!
  media: [Media]
  count(limit: Int @deprecated(reason: "Use first."), first: Int): Int
  echoArgs(a: Int, b: [String], filter: BookFilter): String
  variables: String
  signal: String
  slow: String
  failing: String
  failingNonNull: String!
  titles: [String]
}
type Mutation { addBook(title: String!): Book }
type Subscription { ticks(upTo: Int = 2): Int }
`;

const books = [
  { id: '1', title: 'The Dispossessed', rating: 4.5, tags: ['sf'] },
  { id: '2', title: 'Kindred', rating: 4.7, tags: [] },
  { id: '3', title: 'Piranesi', rating: null, tags: null },
];

export function libraryRoot(g: Graphql) {
  return {
    book: ({ id }: { id: string }) => books.find((book) => book.id === id),
    bookBy: ({ by }: { by: { id?: string; isbn?: string } }) =>
      books.find((book) => book.id === by.id) ?? null,
    books: ({ first }: { first: number }) => books.slice(0, first),
    media: () => [
      { __typename: 'Book', ...books[0] },
      { __typename: 'Film', id: 'f', minutes: 90 },
    ],
    count: (args: Record<string, unknown>) => Object.keys(args).length,
    echoArgs: (args: object) =>
      JSON.stringify({
        args,
        prototype: Object.getPrototypeOf(args) === null ? 'null' : 'Object.prototype',
      }),
    variables: (_args: unknown, _context: unknown, info: { variableValues: unknown }) =>
      JSON.stringify(info.variableValues),
    signal: (
      _args: unknown,
      _context: unknown,
      info: { getAbortSignal?: () => AbortSignal | undefined },
    ) => {
      if (typeof info.getAbortSignal !== 'function') return 'info.getAbortSignal is not a function';
      const signal = info.getAbortSignal();
      return signal === undefined ? 'undefined' : `an AbortSignal, aborted: ${signal.aborted}`;
    },
    slow: () => new Promise((resolve) => setTimeout(() => resolve('done'), 20)),
    failing: () => {
      throw new g.GraphQLError('Failed in the resolver.', { extensions: { code: 'FAILED' } });
    },
    failingNonNull: () => null,
    titles: async function* titles() {
      yield 'Kindred';
      yield 'Piranesi';
    },
    addBook: ({ title }: { title: string }) => ({ id: '4', title }),
    ticks: async function* ticks({ upTo }: { upTo: number }) {
      for (let tick = 1; tick <= upTo; tick += 1) yield { ticks: tick };
    },
  };
}

function twoArgumentErrorRule(g: Graphql) {
  return (context: { reportError: (error: unknown) => void }) => ({
    Field(node: { name: { value: string } }) {
      if (node.name.value === 'count')
        context.reportError(new g.GraphQLError('No counting here.', node));
    },
  });
}

export const operationCases: OperationCase[] = [
  { id: 'basic-query', source: '{ book(id: "1") { id title rating tags } }' },
  {
    id: 'variables-and-defaults',
    source:
      'query Books($first: Int = 1, $filter: BookFilter) { books(first: $first, filter: $filter) { title } }',
    variables: { filter: { title: 'x' } },
  },
  {
    id: 'variable-wrong-type',
    source: 'query ($id: ID!, $first: Int) { book(id: $id) { title } books(first: $first) { id } }',
    variables: { id: { nested: true }, first: 'three' },
  },
  { id: 'variable-missing', source: 'query ($id: ID!) { book(id: $id) { title } }', variables: {} },
  {
    id: 'variable-input-object-errors',
    source: 'query ($filter: BookFilter) { books(filter: $filter) { id } }',
    variables: { filter: { title: 1, unknown: true, format: 'AUDIO' } },
  },
  {
    id: 'variable-unknown-type',
    source: 'query ($x: Nope, $y: [Int]) { books(first: $y) { id } }',
    variables: { y: [1] },
  },
  { id: 'unknown-field', source: '{ book(id: "1") { titel } bok }' },
  {
    id: 'literal-wrong-types',
    source: '{ book(id: 1.5) { id } books(first: "2", filter: { first: 1, nope: 2 }) { id } }',
  },
  {
    id: 'fragments',
    source: '{ media { __typename ...on Book { title } ...F } } fragment F on Film { minutes }',
  },
  {
    id: 'include-skip',
    source:
      'query ($yes: Boolean!) { book(id: "1") { title @include(if: $yes) rating @skip(if: $yes) id @skip(if: false) } }',
    variables: { yes: true },
  },
  { id: 'resolver-error', source: '{ failing book(id: "2") { title } }' },
  { id: 'non-null-error', source: '{ failingNonNull }' },
  { id: 'resolver-arguments', source: '{ echoArgs(a: 1, b: ["x"], filter: { title: "t" }) }' },
  {
    id: 'info-variable-values',
    source:
      'query ($first: Int = 3, $filter: BookFilter) { variables books(first: $first, filter: $filter) { id } }',
    variables: { filter: { title: 'k' } },
  },
  { id: 'abort-signal-in-resolver', source: '{ signal }' },
  {
    id: 'abort-signal-given',
    source: '{ signal }',
    extraArgs: () => ({ abortSignal: new AbortController().signal }),
  },
  {
    id: 'abort-signal-aborted',
    source: '{ slow }',
    extraArgs: () => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new Error('client went away')), 1);
      return { abortSignal: controller.signal };
    },
  },
  { id: 'async-iterable-list', source: '{ titles }' },
  { id: 'one-of-valid', source: '{ bookBy(by: { id: "2" }) { title } }' },
  { id: 'one-of-invalid', source: '{ bookBy(by: { id: "2", isbn: "x" }) { title } }' },
  {
    id: 'one-of-variable',
    source: 'query ($by: BookBy!) { bookBy(by: $by) { title } }',
    variables: { by: { id: null, isbn: '9' } },
  },
  { id: 'deprecated-argument', source: '{ count(limit: 1, first: 2) }' },
  { id: 'enum-deprecated-value', source: '{ books(filter: { format: EBOOK }) { id } }' },
  { id: 'mutation', source: 'mutation { addBook(title: "Dune") { id title } }' },
  { id: 'mutation-missing-in-schema', sdl: 'type Query { a: String }', source: 'mutation { a }' },
  {
    id: 'subscription-missing-in-schema',
    sdl: 'type Query { a: String }',
    source: 'subscription { a }',
  },
  { id: 'subscription', source: 'subscription ($n: Int) { ticks(upTo: $n) }', variables: { n: 2 } },
  { id: 'subscription-two-fields', source: 'subscription { ticks ticks2: ticks }' },
  { id: 'syntax-error', source: '{ book(id: "1" { title } }' },
  { id: 'syntax-error-eof', source: '{ book' },
  { id: 'empty-selection-set', source: '{ book(id: "1") { } }' },
  { id: 'empty-document', source: '' },
  {
    id: 'print-object-values-and-lists',
    source:
      '{ echoArgs(filter: { title: "t", first: 1 }, b: ["aaaaaaaaaa", "bbbbbbbbbb", "cccccccccc", "dddddddddd", "eeeeeeeeee", "ffffffffff"]) }',
  },
  {
    id: 'legacy-fragment-variables',
    source: 'fragment F($id: ID!) on Query { book(id: $id) { title } } { ...F }',
    parseOptions: { allowLegacyFragmentVariables: true },
  },
  {
    id: 'directives-on-directive-definitions',
    source: 'directive @cached @internal on FIELD',
    parseOptions: { experimentalDirectivesOnDirectiveDefinitions: true },
  },
  {
    id: 'introspection-typename',
    source: '{ __typename __type(name: "BookBy") { name isOneOf } }',
  },
  {
    id: 'introspection-deprecated-args',
    source:
      '{ __type(name: "Query") { fields(includeDeprecated: true) { name args(includeDeprecated: true) { name isDeprecated deprecationReason } } } }',
  },
  { id: 'defer-without-directive', source: '{ ... @defer { book(id: "1") { title } } }' },
  { id: 'stream-without-directive', source: '{ books @stream { id } }' },
  { id: 'schema-declares-defer-stream', sdl: deferStreamSdl, source: '{ title titles }' },
  {
    id: 'schema-declares-defer-stream-used',
    sdl: deferStreamSdl,
    source: '{ title ... @defer { titles } }',
  },
  {
    id: 'custom-rule-two-argument-error',
    source: '{ count(first: 1) }',
    rules: twoArgumentErrorRule,
  },
  {
    id: 'code-first-enum-internal-values',
    schema: codeFirstSchema,
    source: '{ favourite a: favourite(color: BLUE) }',
  },
  {
    id: 'code-first-input-defaults',
    schema: codeFirstSchema,
    source: 'query ($f: Filter) { products p: products(filter: $f) }',
    variables: { f: { tags: 'one' } },
  },
  {
    id: 'code-first-custom-scalar',
    schema: codeFirstSchema,
    source: 'query ($n: Odd) { a: odd b: odd(n: 5) c: odd(n: 4) d: odd(n: $n) }',
    variables: { n: 2 },
  },
  { id: 'operation-name-missing', source: 'query A { __typename } query B { __typename }' },
  { id: 'operation-name-unknown', source: 'query A { __typename }', operationName: 'C' },
  { id: 'too-many-errors', source: '{ a1 a2 a3 a4 a5 }', extraArgs: () => ({ maxErrors: 2 }) },
];

export const apiCases: ApiCase[] = [
  {
    id: 'parse-empty-lists',
    run: (g) => {
      const [operation] = g.parse('{ a }').definitions;
      const [field] = operation.selectionSet.selections;
      return {
        variableDefinitions: operation.variableDefinitions,
        arguments: field.arguments,
        directives: field.directives,
      };
    },
  },
  {
    id: 'error-cause',
    run: (g) => {
      const schema = g.buildSchema('type Query { a: String }');
      const result = g.graphqlSync({
        schema,
        source: '{ a }',
        rootValue: {
          a: () => {
            throw new Error('boom');
          },
        },
      });
      const [error] = result.errors;
      return {
        cause: error.cause?.message ?? null,
        originalError: error.originalError?.message ?? null,
        json: error.toJSON(),
      };
    },
  },
  {
    id: 'introspection-types',
    run: (g) => {
      const { __schema } = g.introspectionFromSchema(g.buildSchema('type Query { a: String }'));
      return {
        types: __schema.types.filter((type: { name: string }) => type.name.startsWith('__')),
        directives: __schema.directives,
      };
    },
  },
  {
    id: 'GraphQLError-two-arguments',
    run: (g) => {
      const document = g.parse('{ title }');
      const error = new g.GraphQLError(
        'Bad field.',
        document.definitions[0].selectionSet.selections[0],
      );
      return { json: error.toJSON(), nodes: error.nodes?.length ?? 0 };
    },
  },
  {
    id: 'GraphQLError-positional',
    run: (g) =>
      new g.GraphQLError('Offline.', undefined, undefined, undefined, ['a'], new Error('cause'), {
        code: 'X',
      }).toJSON(),
  },
  {
    id: 'GraphQLError-options',
    run: (g) => {
      const error = new g.GraphQLError('Offline.', {
        path: ['a'],
        extensions: { code: 'X' },
        cause: new Error('c'),
      });
      return { json: error.toJSON(), originalError: error.originalError?.message ?? null };
    },
  },
  {
    id: 'coerceInputValue-invalid',
    run: (g) => {
      const reported: string[] = [];
      const value = g.coerceInputValue(
        'abc',
        g.GraphQLInt,
        (_path: unknown, _value: unknown, error: Error) => reported.push(error.message),
      );
      return { value, reported };
    },
  },
  {
    id: 'coerceInputValue-valid',
    run: (g) =>
      g.coerceInputValue(
        { a: '1' },
        new g.GraphQLInputObjectType({ name: 'I', fields: { a: { type: g.GraphQLID } } }),
      ),
  },
  {
    id: 'getVariableValues',
    run: (g) => {
      const schema = g.buildSchema('type Query { a(n: Int): Int }');
      const definition = g.parse('query ($n: Int = 1, $m: Int) { a(n: $n) }').definitions[0];
      return g.getVariableValues(schema, definition.variableDefinitions, { m: 2 });
    },
  },
  {
    id: 'valueFromAST',
    run: (g) =>
      g.valueFromAST(
        g.parseValue('{ a: 1 }'),
        new g.GraphQLInputObjectType({ name: 'I', fields: { a: { type: g.GraphQLInt } } }),
      ),
  },
  {
    id: 'astFromValue',
    run: (g) =>
      g.print(
        g.astFromValue(
          { a: ['x', 'y'] },
          new g.GraphQLInputObjectType({
            name: 'I',
            fields: { a: { type: new g.GraphQLList(g.GraphQLString) } },
          }),
        ),
      ),
  },
  { id: 'print-object-value', run: (g) => g.print(g.parseValue('{a: 1, b: {c: [1, 2]}}')) },
  { id: 'Kind-type', run: (g) => Object.prototype.toString.call(g.Kind) },
  {
    id: 'field-config-is-class',
    run: (g) => {
      const schema = g.buildSchema('type Query { a(x: Int): String }');
      const field = schema.getQueryType().getFields().a;
      return {
        fieldProto:
          Object.getPrototypeOf(field) === Object.prototype
            ? 'plain object'
            : field.constructor.name,
        argProto:
          Object.getPrototypeOf(field.args[0]) === Object.prototype
            ? 'plain object'
            : field.args[0].constructor.name,
        keys: Object.keys(field).sort(),
      };
    },
  },
  {
    id: 'toConfig-assumeValid',
    run: (g) =>
      g.buildSchema('type Query { a: String }', { assumeValid: true }).toConfig().assumeValid,
  },
  { id: 'version-info-major', run: (g) => typeof g.versionInfo.major },
  {
    id: 'isTypeOf-sync',
    run: (g) => {
      const Book = new g.GraphQLObjectType({
        name: 'Book',
        fields: { a: { type: g.GraphQLString } },
        isTypeOf: () => true,
      });
      return Book.isTypeOf({}, {}, {});
    },
  },
  {
    id: 'getDirectiveValues',
    run: (g) => {
      const node = g.parse('{ a @include(if: $x) }').definitions[0].selectionSet.selections[0];
      return g.getDirectiveValues(g.GraphQLIncludeDirective, node, { x: true });
    },
  },
  {
    id: 'second-copy-schema',
    run: (g) => {
      class GraphQLSchema {}
      try {
        g.validateSchema(new GraphQLSchema());
        return 'accepted';
      } catch (error) {
        return (error as Error).message.split('\n')[0];
      }
    },
  },
];
