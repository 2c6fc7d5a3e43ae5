/**
 * Runs one try-it operation against a page's sample module, as the reader's
 * browser does (in the try-it worker) and as the sample tests do (in node), so
 * that an unchanged operation gives exactly the output the page shows.
 *
 * The package.json beside this file marks it an ES module, so node loads it with the
 * same graphql build as the samples, which are ES modules: graphql ships a CommonJS and
 * an ES build, and a schema made by one is not a schema to the other.
 */
import {
  experimentalExecuteIncrementally,
  GraphQLError,
  parse,
  subscribe,
  validate,
  validateSchema,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';

/** What a try-it block runs against: the exports of the sample modules its meta names, merged. */
export interface TryItModule {
  schema: GraphQLSchema;
  rootValue?: unknown;
  contextValue?: unknown;
}

/** The exports of a block's modules as one: `names` says which modules, in errors. */
export function mergeModules(exports: object[], names: string): TryItModule {
  const merged = Object.assign({}, ...exports) as Partial<TryItModule>;
  if (!merged.schema) throw new Error(`none of ${names} exports a schema`);
  return merged as TryItModule;
}

export interface TryItRequest {
  source: string;
  /** The variables as the reader wrote them: JSON text, or empty for none. */
  variables: string;
}

/**
 * How the payloads are shown: one result (queries, mutations, and an operation whose
 * `@defer`/`@stream` were all disabled), or a list of them (incremental delivery,
 * subscription events).
 */
export type TryItShape = 'single' | 'incremental' | 'subscription';

/** A subscription shows this many events, then its source is closed. */
export const subscriptionEventLimit = 3;

/** A payload as the JSON a server would send: GraphQLErrors become their `toJSON()`. */
export type Payload = Record<string, unknown>;
const asJson = (payload: unknown): Payload => JSON.parse(JSON.stringify(payload)) as Payload;
const errorPayload = (errors: readonly GraphQLError[]): Payload => asJson({ errors });

function parseVariables(text: string): { values?: Record<string, unknown>; error?: string } {
  if (!text.trim()) return { values: {} };
  try {
    const values: unknown = JSON.parse(text);
    if (values !== null && typeof values === 'object' && !Array.isArray(values))
      return { values: values as Record<string, unknown> };
    return { error: 'Variables must be a JSON object, such as { "id": "1" }.' };
  } catch (error) {
    return { error: `Variables are not valid JSON: ${(error as Error).message}` };
  }
}

/**
 * Parses, validates and executes `request` against `module`, handing each payload to
 * `onPayload` as it arrives, with how the payloads are shown; resolves once the last has come.
 */
export async function runOperation(
  module: TryItModule,
  request: TryItRequest,
  onPayload: (payload: Payload, shape: TryItShape) => void,
): Promise<TryItShape> {
  const single = (payload: Payload): TryItShape => {
    onPayload(payload, 'single');
    return 'single';
  };
  const schemaErrors = validateSchema(module.schema);
  if (schemaErrors.length > 0) return single(errorPayload(schemaErrors));
  let document: DocumentNode;
  try {
    document = parse(request.source);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return single(errorPayload([error]));
  }
  const validationErrors = validate(module.schema, document);
  if (validationErrors.length > 0) return single(errorPayload(validationErrors));
  const variables = parseVariables(request.variables);
  if (variables.error !== undefined) return single({ errors: [{ message: variables.error }] });

  const args = {
    schema: module.schema,
    document,
    rootValue: module.rootValue,
    contextValue: module.contextValue,
    variableValues: variables.values,
  };
  const isSubscription = document.definitions.some(
    (definition) =>
      definition.kind === 'OperationDefinition' && definition.operation === 'subscription',
  );
  if (isSubscription) {
    const result = await subscribe(args);
    if (!(Symbol.asyncIterator in result)) return single(asJson(result));
    let count = 0;
    for await (const event of result) {
      onPayload(asJson(event), 'subscription');
      if (++count === subscriptionEventLimit) break; // break closes the source (return())
    }
    return 'subscription';
  }
  const result = await experimentalExecuteIncrementally(args);
  if (!('initialResult' in result)) return single(asJson(result));
  onPayload(asJson(result.initialResult), 'incremental');
  for await (const subsequent of result.subsequentResults)
    onPayload(asJson(subsequent), 'incremental');
  return 'incremental';
}

/** The output a page shows for a run: the one result, or the list of payloads. */
export function shownOutput(shape: TryItShape, payloads: Payload[]): unknown {
  return shape === 'single' ? payloads[0] : payloads;
}
