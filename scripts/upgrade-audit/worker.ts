/**
 * Runs the whole corpus against one graphql package and prints one JSON object
 * on stdout: observation key → normalized result. The parent runs it once per
 * version (`node worker.ts <package name>`, the input on stdin) and compares
 * the two maps key by key.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  apiCases,
  librarySdl,
  libraryRoot,
  operationCases,
  schemaCases,
  type Graphql,
  type OperationCase,
  type SchemaCase,
} from './corpus.ts';
import { normalize } from './normalize.ts';

export type WorkerInput = {
  /** The name to load: `graphql` or its alias. */
  name: string;
  /** The real package name, used in keys. */
  canonical: string;
  /** Subpaths of the older package a user could import or require ('' is the package itself). */
  subpaths: string[];
  /** The older package's entry points (its directories with an index), whose exports are compared. */
  entryPoints: string[];
  docSchemas: { id: string; sdl: string }[];
  docOperations: { id: string; source: string }[];
};

export type Observations = Record<string, string>;

const require = createRequire(import.meta.url);

function kindOf(value: unknown): string {
  if (typeof value === 'function') {
    return /^class\b/.test(Function.prototype.toString.call(value)) ? 'class' : 'function';
  }
  if (value === null) return 'null';
  if (typeof value === 'object') {
    const tag = Object.prototype.toString.call(value);
    if (tag === '[object Module]') return 'namespace';
    const proto = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) return 'object';
    return `instance of ${(value as object).constructor?.name ?? 'unknown'}`;
  }
  return typeof value === 'string' || typeof value === 'number' ? 'const' : typeof value;
}

function failure(error: unknown): string {
  const { code, name } = error as { code?: string; name?: string };
  return `fails: ${code ?? name ?? 'Error'}`;
}

async function observeEntries(input: WorkerInput, out: Observations): Promise<void> {
  for (const subpath of input.subpaths) {
    const specifier = subpath ? `${input.name}/${subpath}` : input.name;
    const shown = subpath ? `${input.canonical}/${subpath}` : input.canonical;
    try {
      require(specifier);
      out[`entry:require:${shown}`] = 'ok';
    } catch (error) {
      out[`entry:require:${shown}`] = failure(error);
    }
    try {
      const namespace = (await import(specifier)) as Record<string, unknown>;
      out[`entry:import:${shown}`] = 'ok';
      out[`default:${shown}`] =
        'default' in namespace ? `present (${kindOf(namespace.default)})` : 'absent';
    } catch (error) {
      out[`entry:import:${shown}`] = failure(error);
      out[`default:${shown}`] = 'import fails';
    }
  }
  for (const entry of input.entryPoints) {
    const specifier = entry ? `${input.name}/${entry}` : input.name;
    const shown = entry ? `${input.canonical}/${entry}` : input.canonical;
    let esm: Record<string, unknown> = {};
    let cjs: Record<string, unknown> = {};
    try {
      esm = (await import(specifier)) as Record<string, unknown>;
    } catch {
      // Recorded by entry:import above.
    }
    try {
      cjs = require(specifier) as Record<string, unknown>;
    } catch {
      // Recorded by entry:require above.
    }
    // A name is compared across the ways the entry point loads; that it does not
    // load one way is recorded by entry:import or entry:require.
    const loaded = [esm, cjs].filter((module) => Object.keys(module).length > 0);
    const names = new Set(loaded.flatMap((module) => Object.keys(module)));
    for (const internal of ['default', '__esModule', 'module.exports']) names.delete(internal);
    for (const name of names) {
      const kinds = [
        ...new Set(loaded.map((module) => (name in module ? kindOf(module[name]) : 'absent'))),
      ];
      out[`names:${shown}:${name}`] =
        kinds.length === 1 ? kinds[0] : `esm=${kinds[0]} cjs=${kinds[1]}`;
      const value = esm[name] ?? cjs[name];
      const kind = kindOf(value);
      // The members of enum-like objects (Kind, DirectiveLocation, …), of the package itself only.
      const members =
        kind === 'object' || kind === 'namespace' ? Object.entries(value as object) : [];
      if (
        entry === '' &&
        members.length > 0 &&
        members.every(([, member]) => typeof member === 'string')
      ) {
        out[`members:${shown}:${name}`] = members
          .map(([member]) => member)
          .filter((member) => member !== 'default')
          .sort()
          .join(',');
      }
    }
  }
}

async function attempt(run: () => unknown): Promise<string> {
  try {
    return normalize(await run());
  } catch (error) {
    return `throws ${normalize(error)}`;
  }
}

/** Each step of a schema case; a step whose input failed records that failure again. */
async function observeSchema(g: Graphql, schemaCase: SchemaCase, out: Observations): Promise<void> {
  const key = (step: string) => `schema:${schemaCase.id}:${step}`;
  let schema: Graphql;
  out[key('build')] = await attempt(() => {
    schema = schemaCase.build ? schemaCase.build(g) : g.buildSchema(schemaCase.sdl);
    return 'built';
  });
  if (!schema) return;
  const steps: Record<string, () => unknown> = {
    validateSchema: () =>
      g.validateSchema(schema).map((error: { message: string }) => error.message),
    printSchema: () => g.printSchema(schema),
    // The introspection types themselves (__Type, …) are left out of every introspection
    // result here, and observed once by api:introspection-types.
    introspection: () => g.introspectionFromSchema(schema),
    introspectionQueryAllOptions: () =>
      g.graphqlSync({
        schema,
        source: g.getIntrospectionQuery({
          descriptions: true,
          specifiedByUrl: true,
          directiveIsRepeatable: true,
          schemaDescription: true,
          inputValueDeprecation: true,
          oneOf: true,
        }),
      }),
    buildClientSchema: () => g.printSchema(g.buildClientSchema(g.introspectionFromSchema(schema))),
    lexicographicSortSchema: () => g.printSchema(g.lexicographicSortSchema(schema)),
    extendSchema: () =>
      g.printSchema(
        g.extendSchema(
          schema,
          g.parse(
            'scalar AuditAdded directive @auditAdded(reason: String = "x") on FIELD_DEFINITION',
          ),
        ),
      ),
  };
  if (schemaCase.changedSdl) {
    const changed = () => g.buildSchema(schemaCase.changedSdl);
    steps.findBreakingChanges = () => g.findBreakingChanges(schema, changed());
    steps.findDangerousChanges = () => g.findDangerousChanges(schema, changed());
  }
  const builtInDirectives = new Set<string>(
    g.specifiedDirectives.map((directive: { name: string }) => directive.name),
  );
  // The introspection types (__Type, …) and the specified directives are left out of every
  // introspection result, and observed once by api:introspection-types.
  for (const [step, run] of Object.entries(steps)) {
    out[key(step)] = await attempt(async () =>
      withoutIntrospectionTypes(await run(), builtInDirectives),
    );
  }
}

/** Leaves out what is the same in every schema: the introspection types and the specified directives. */
function withoutIntrospectionTypes(result: unknown, builtInDirectives: Set<string>): unknown {
  type Named = { name: string };
  const root = result as {
    data?: { __schema?: { types: Named[]; directives: Named[] } };
    __schema?: { types: Named[]; directives: Named[] };
  };
  const schema = root?.data?.__schema ?? root?.__schema;
  if (schema) {
    schema.types = schema.types.filter((type) => !type.name.startsWith('__'));
    schema.directives = schema.directives.filter(
      (directive) => !builtInDirectives.has(directive.name),
    );
  }
  return result;
}

async function firstEvents(result: unknown): Promise<unknown> {
  if (result && typeof (result as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function') {
    const events: unknown[] = [];
    for await (const event of result as AsyncIterable<unknown>) {
      events.push(event);
      if (events.length === 5) break;
    }
    return { stream: events };
  }
  return result;
}

async function observeOperation(
  g: Graphql,
  operation: OperationCase,
  library: Graphql,
  out: Observations,
): Promise<void> {
  const key = (step: string) => `operation:${operation.id}:${step}`;
  let schema: Graphql;
  try {
    schema = operation.schema
      ? operation.schema(g)
      : operation.sdl
        ? g.buildSchema(operation.sdl)
        : library;
  } catch (error) {
    out[key('schema')] = `throws ${normalize(error)}`;
    return;
  }
  let document: Graphql;
  out[key('parse')] = await attempt(() => {
    document = g.parse(operation.source, operation.parseOptions);
    return g.print(document);
  });
  out[key('ast')] = await attempt(() =>
    // Empty lists are left out on both sides: 17 omits them (observed once by api:parse-empty-lists).
    JSON.parse(
      JSON.stringify(document ?? null, (name, value) =>
        name === 'loc' || (Array.isArray(value) && value.length === 0 && name !== 'selections')
          ? undefined
          : value,
      ),
    ),
  );
  const rootValue = operation.rootValue ? operation.rootValue(g) : libraryRoot(g);
  const extra = () => (operation.extraArgs ? operation.extraArgs(g) : {});
  const rules = operation.rules ? [...g.specifiedRules, operation.rules(g)] : undefined;
  if (document) {
    out[key('validate')] = await attempt(() => g.validate(schema, document, rules, extra()));
    const args = () => ({
      schema,
      document,
      rootValue,
      variableValues: operation.variables,
      operationName: operation.operationName,
      ...extra(),
    });
    out[key('execute')] = await attempt(async () => firstEvents(await g.execute(args())));
    if (/^\s*subscription\b/.test(operation.source)) {
      out[key('subscribe')] = await attempt(async () => firstEvents(await g.subscribe(args())));
    }
  }
  out[key('graphql')] = await attempt(async () =>
    firstEvents(
      await g.graphql({
        schema,
        source: operation.source,
        rootValue,
        variableValues: operation.variables,
        operationName: operation.operationName,
        ...(rules ? { rules } : {}),
        ...extra(),
      }),
    ),
  );
}

async function main(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WorkerInput;
  const out: Observations = {};
  const started = performance.now();

  // Read from disk: 17's exports map does not let `require('graphql/package.json')` through.
  const packageDir = path.dirname(require.resolve(input.name));
  const packageJson = JSON.parse(
    readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ) as Record<string, unknown>;
  for (const field of ['type', 'main', 'module', 'sideEffects']) {
    out[`package:${field}`] = normalize(packageJson[field]);
  }
  out['package:exports'] = normalize(
    packageJson.exports ? Object.keys(packageJson.exports) : undefined,
  );
  out['package:engines'] = normalize(packageJson.engines);
  out['package:typesVersions'] = normalize(
    packageJson.typesVersions ? Object.keys(packageJson.typesVersions) : undefined,
  );
  await observeEntries(input, out);

  const g = (await import(input.name)) as Graphql;
  const library = g.buildSchema(librarySdl);
  for (const schemaCase of schemaCases) await observeSchema(g, schemaCase, out);
  for (const { id, sdl } of input.docSchemas) await observeSchema(g, { id: `doc-${id}`, sdl }, out);
  for (const operation of operationCases) await observeOperation(g, operation, library, out);
  for (const { id, source } of input.docOperations) {
    out[`operation:doc-${id}:parse`] = await attempt(() => g.print(g.parse(source)));
  }
  for (const { id, run } of apiCases) out[`api:${id}`] = await attempt(() => run(g));

  process.stdout.write(
    JSON.stringify({ observations: out, ms: Math.round(performance.now() - started) }),
  );
}

await main();
