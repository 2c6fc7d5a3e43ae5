/**
 * Everything the site knows about the graphql package it documents, read from
 * the installed package itself so that a version bump needs no edit here:
 * where it lives, its version and release tag, its entry points, what each
 * export is (class, enum-like, function, ...), which kinds get a page, and
 * where each compiled file's TypeScript source lives in graphql-js's repository.
 *
 * The TypeDoc plugins, the Docusaurus config (through jiti), the scripts and
 * the tests all import it. It imports no TypeDoc at run time, so the
 * Docusaurus config can load it cheaply.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReflectionKind } from 'typedoc';
import ts from 'typescript';
import { siteDir } from './paths.ts';

/** A kind of export, as the API reference files it. */
export interface ExportKindInfo {
  /** The name used in routes (`/api/graphql-js/<name>/<Export>`) and in api-manifest.json. */
  name: 'class' | 'enum' | 'function' | 'interface' | 'typeAlias' | 'variable';
  /** The plural heading of its lists (overview, sidebar, "Used by", changes since 16). */
  label: string;
  /** One of the kind, in running text ("a type alias"). */
  singular: string;
  /** TypeDoc's kind for it, by its `ReflectionKind` key. */
  typedocKind: keyof typeof ReflectionKind;
  /** Whether each export of the kind has a page of its own (else an anchored entry on the overview). */
  hasPage: boolean;
}

/** Every kind of export, in the order the overview and the sidebar list them. */
export const exportKindTable = [
  { name: 'class', label: 'Classes', singular: 'class', typedocKind: 'Class', hasPage: true },
  { name: 'enum', label: 'Enums', singular: 'enum', typedocKind: 'Enum', hasPage: true },
  {
    name: 'function',
    label: 'Functions',
    singular: 'function',
    typedocKind: 'Function',
    hasPage: true,
  },
  {
    name: 'interface',
    label: 'Interfaces',
    singular: 'interface',
    typedocKind: 'Interface',
    hasPage: true,
  },
  {
    name: 'typeAlias',
    label: 'Type aliases',
    singular: 'type alias',
    typedocKind: 'TypeAlias',
    hasPage: false,
  },
  {
    name: 'variable',
    label: 'Variables',
    singular: 'variable',
    typedocKind: 'Variable',
    hasPage: false,
  },
] as const satisfies readonly ExportKindInfo[];

/** The table's entry for a kind by its name (`typeAlias`). */
export function exportKindInfo(name: string): (typeof exportKindTable)[number] {
  const info = exportKindTable.find((kind) => kind.name === name);
  if (!info) throw new Error(`not a kind of export: ${name}`);
  return info;
}

export type ExportKind = (typeof exportKindTable)[number]['name'];
export const exportKinds: ExportKind[] = exportKindTable.map((kind) => kind.name);

/** The kinds with a page each, whose name is also the page's folder: /api/graphql-js/<kind>/<Name>. */
export const pageKindTable = exportKindTable.filter((kind) => kind.hasPage);
type PageKind = Extract<(typeof exportKindTable)[number], { hasPage: true }>['name'];
export const pageKinds = pageKindTable.map((kind) => kind.name) as PageKind[];

export interface EntryPoint {
  /** The module specifier a user writes, e.g. `graphql` or `graphql/execution`. */
  specifier: string;
  /** The declaration file TypeScript resolves that specifier to. */
  declarationFile: string;
  /** Every name the entry point exports (values and types). */
  exportNames: Set<string>;
  /** The names that exist at run time: not interfaces or type aliases, and not exported with `export type`. */
  valueNames: Set<string>;
}

/** One export of the root entry point, classified by what it declares. */
export interface GraphqlExport {
  name: string;
  kind: ExportKind;
  deprecated: boolean;
  /** For an enum-like: each member's name and string value. */
  members?: Array<{ name: string; value: string }>;
  /** The name of the declaration it re-exports (`responsePathAsArray` is declared as `pathToArray`). */
  declaredName: string;
  /** Whether it is a whole module (`export * as Kind`), declared by its file rather than a statement. */
  isModule: boolean;
}

/** A compiled `.js` file of the package with its source map and the TypeScript source the map embeds. */
export interface CompiledModule {
  jsFile: string;
  /** The raw source map (one source). */
  map: {
    version: 3;
    sources: string[];
    sourcesContent?: (string | null)[];
    names: string[];
    mappings: string;
    sourceRoot?: string;
  };
  mapFile: string;
  /** The original source's absolute path, as the map names it. */
  originalFile: string;
  originalText: string;
  /** The original source's path in graphql-js's repository, e.g. `src/execution/execute.ts`. */
  repositoryPath: string;
}

interface PackageJson {
  name?: string;
  version?: string;
  types?: string;
  exports?: Record<string, unknown>;
  repository?: string | { url?: string };
}

function readJson(file: string): PackageJson {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

/**
 * One installed release of graphql: `graphql` itself, or an npm alias of
 * another release (`graphql-16`), named by what `require` resolves.
 */
export class GraphqlPackage {
  /** The name the package is installed under (`graphql`, `graphql-16`). */
  readonly installedName: string;
  /** The package's own name, which users import (`graphql`). */
  readonly name: string;
  /**
   * The installed package's root folder (the one holding its package.json),
   * as the site reaches it: through node_modules, symbolic links kept, so that
   * TypeDoc's entry point matches its tsconfig in a copy of the site too.
   */
  readonly root: string;
  /** The same folder with symbolic links resolved, as compilers and source maps name its files. */
  readonly realRoot: string;
  /** The installed version, as its package.json says it. */
  readonly version: string;
  /** The root entry point's declaration file (package.json `types`). */
  readonly declarationFile: string;
  /** The release tag in graphql-js's repository for the installed version. */
  readonly releaseTag: string;
  /** graphql-js's repository on GitHub, from package.json `repository`. */
  readonly repositoryUrl: string;
  readonly #packageJson: PackageJson;
  #entryPoints: EntryPoint[] | undefined;
  #exports: GraphqlExport[] | undefined;
  #exportSymbols: Array<{ described: GraphqlExport; target: ts.Symbol }> | undefined;
  readonly #compiled = new Map<string, CompiledModule | undefined>();

  /** `root` is for a package outside node_modules (the comparison's tests use made-up ones). */
  constructor(installedName = 'graphql', root = findPackageRoot(installedName)) {
    this.installedName = installedName;
    this.root = root;
    this.realRoot = fs.realpathSync(this.root);
    this.#packageJson = readJson(path.join(this.root, 'package.json'));
    this.name = this.#packageJson.name ?? installedName;
    this.version = this.#packageJson.version ?? '';
    this.releaseTag = `v${this.version}`;
    this.declarationFile = path.join(this.root, this.#packageJson.types ?? 'index.d.ts');
    const repository = this.#packageJson.repository;
    const url = typeof repository === 'string' ? repository : (repository?.url ?? '');
    this.repositoryUrl = url.replace(/^git\+/, '').replace(/\.git$/, '');
  }

  /**
   * The GitHub URL of a line of graphql-js's source at this release's tag; with
   * `{path}` and `{line}` it is TypeDoc's `sourceLinkTemplate`.
   */
  sourceUrl(repositoryPath: string, line: number | string): string {
    return `${this.repositoryUrl}/blob/${this.releaseTag}/${repositoryPath}#L${line}`;
  }

  /** A file of the installed package by its path inside it (`type/schema.d.ts`). */
  file(relativePath: string): string {
    return path.join(this.root, relativePath);
  }

  /**
   * Files of the package ending in `suffix`, except its `__dev__` build,
   * which duplicates the rest.
   */
  files(suffix: string): string[] {
    return fs
      .readdirSync(this.root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(suffix) && !file.split(path.sep).includes('__dev__'))
      .map((file) => path.join(this.root, file));
  }

  /**
   * The package's public entry points: the root first, then each subpath of
   * package.json `exports`, sorted (wildcard patterns such as `./*` are deep-import
   * escape hatches, not documented entry points, so they are left out).
   */
  entryPoints(): EntryPoint[] {
    this.#entryPoints ??= this.#readEntryPoints();
    return this.#entryPoints;
  }

  /** The entry points that export `name`, root first. */
  entryPointsExporting(name: string): EntryPoint[] {
    return this.entryPoints().filter((entry) => entry.exportNames.has(name));
  }

  /** Every export of the root entry point, classified with the TypeScript checker, sorted by name. */
  exports(): GraphqlExport[] {
    this.#exports ??= this.exportSymbols().exports.map(({ described }) => described);
    return this.#exports;
  }

  /** The same exports with the checker and each one's declared symbol, for readers of more than the classification. */
  exportSymbols(): {
    checker: ts.TypeChecker;
    exports: Array<{ described: GraphqlExport; target: ts.Symbol }>;
  } {
    const { checker, rootExports } = this.#program();
    this.#exportSymbols ??= rootExports.map((symbol) => describeExport(symbol, checker));
    return { checker, exports: this.#exportSymbols };
  }

  /**
   * The compiled `.js` next to a `.d.ts` of the package, its source map and
   * the original TypeScript source the map embeds (the package ships no
   * `.d.ts.map`), or undefined when any of them is missing.
   */
  compiledModule(declarationFile: string): CompiledModule | undefined {
    const realFile = fs.realpathSync(declarationFile);
    if (!this.#compiled.has(realFile)) this.#compiled.set(realFile, this.#readCompiled(realFile));
    return this.#compiled.get(realFile);
  }

  /**
   * The repository path of an original source file. The package is published
   * from a folder one level below the repository root (its maps point at
   * `../src/…` from the package root), so paths are taken relative to the
   * package root's parent; undefined for a file outside the repository.
   */
  repositoryPathOf(originalFile: string): string | undefined {
    const relative = path
      .relative(path.dirname(this.realRoot), originalFile)
      .split(path.sep)
      .join('/');
    return relative.startsWith('..') ? undefined : relative;
  }

  #programCache:
    { checker: ts.TypeChecker; modules: ts.Symbol[]; rootExports: ts.Symbol[] } | undefined;

  #resolvedEntries(): Array<{ specifier: string; declarationFile: string }> {
    // Without `exports` (graphql 16), each folder with an index.d.ts is a subpath module.
    const folders = () =>
      fs
        .readdirSync(this.root)
        .filter((name) => fs.existsSync(path.join(this.root, name, 'index.d.ts')))
        .map((name) => `./${name}`);
    const subpaths = (
      this.#packageJson.exports ? Object.keys(this.#packageJson.exports) : ['.', ...folders()]
    )
      .filter((subpath) => !subpath.includes('*'))
      .sort((a, b) => (a === '.' ? -1 : b === '.' ? 1 : a.localeCompare(b)));
    // Resolve as a module next to the package would: the way users' TypeScript sees it.
    const importer = path.join(path.dirname(this.root), '__importer__.ts');
    return subpaths.map((subpath) => {
      const suffix = subpath === '.' ? '' : `/${subpath.slice(2)}`;
      const resolved = ts.resolveModuleName(
        `${this.installedName}${suffix}`,
        importer,
        compilerOptions,
        ts.sys,
      );
      if (!resolved.resolvedModule)
        throw new Error(`TypeScript cannot resolve ${this.installedName}${suffix}`);
      return {
        specifier: `${this.name}${suffix}`,
        declarationFile: resolved.resolvedModule.resolvedFileName,
      };
    });
  }

  /** One program over every entry point: graphql's types are loaded once. */
  #program() {
    if (!this.#programCache) {
      const entries = this.#resolvedEntries();
      const program = ts.createProgram(
        entries.map((entry) => entry.declarationFile),
        compilerOptions,
      );
      const checker = program.getTypeChecker();
      const modules = entries.map((entry) => {
        const sourceFile = program.getSourceFile(entry.declarationFile);
        const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
        if (!moduleSymbol) throw new Error(`no module symbol for ${entry.declarationFile}`);
        return moduleSymbol;
      });
      const rootExports = checker
        .getExportsOfModule(modules[0]!)
        .sort((a, b) => a.name.localeCompare(b.name, 'en'));
      this.#programCache = { checker, modules, rootExports };
    }
    return this.#programCache;
  }

  #readEntryPoints(): EntryPoint[] {
    const { checker, modules } = this.#program();
    return this.#resolvedEntries().map((entry, index) => {
      const exports = checker.getExportsOfModule(modules[index]!);
      const exportNames = new Set(exports.map((symbol) => symbol.name));
      const valueNames = new Set(
        exports.filter((symbol) => isValueExport(checker, symbol)).map((symbol) => symbol.name),
      );
      return { ...entry, exportNames, valueNames };
    });
  }

  #readCompiled(declarationFile: string): CompiledModule | undefined {
    const jsFile = declarationFile.replace(/\.d\.ts$/, '.js');
    if (jsFile === declarationFile || !fs.existsSync(jsFile)) return undefined;
    const js = fs.readFileSync(jsFile, 'utf8');
    const mapName =
      /\/\/# sourceMappingURL=(\S+)\s*$/.exec(js)?.[1] ?? `${path.basename(jsFile)}.map`;
    const mapFile = path.resolve(path.dirname(jsFile), mapName);
    if (!fs.existsSync(mapFile)) return undefined;
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as CompiledModule['map'];
    const originalText = map.sourcesContent?.[0];
    if (map.sources.length !== 1 || typeof originalText !== 'string') return undefined;
    const originalFile = path.resolve(path.dirname(jsFile), map.sourceRoot ?? '', map.sources[0]!);
    const repositoryPath = this.repositoryPathOf(originalFile);
    return repositoryPath === undefined
      ? undefined
      : { jsFile, map, mapFile, originalFile, originalText, repositoryPath };
  }
}

/**
 * The root of the package installed as `installedName`, looked up the way
 * Node does (the nearest node_modules up from here) but without resolving
 * symbolic links.
 */
function findPackageRoot(installedName: string): string {
  const require = createRequire(import.meta.url);
  for (const modules of require.resolve.paths(installedName) ?? []) {
    const root = path.join(modules, installedName);
    if (fs.existsSync(path.join(root, 'package.json'))) return root;
  }
  throw new Error(`cannot find the package installed as ${installedName} (run npm ci)`);
}

/** Whether an export can be imported as a value: no `export type` on its way, and a value at its end. */
function isValueExport(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  let current = symbol;
  for (;;) {
    const typeOnly = current.declarations?.some(
      (declaration) =>
        (ts.isExportSpecifier(declaration) &&
          (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)) ||
        (ts.isImportSpecifier(declaration) &&
          (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)),
    );
    if (typeOnly) return false;
    if (!(current.flags & ts.SymbolFlags.Alias))
      return (current.flags & ts.SymbolFlags.Value) !== 0;
    const next = checker.getImmediateAliasedSymbol(current);
    if (!next || next === current)
      return (checker.getAliasedSymbol(current).flags & ts.SymbolFlags.Value) !== 0;
    current = next;
  }
}

/**
 * What an export of a module declares, by the rules of the API reference: a
 * class, an enum (TypeScript's, or an enum-like: a type alias paired with a
 * const object or namespace of string literals), a function, ... Also used by
 * kinds.ts on the declarations TypeDoc converts.
 */
export function classifyExport(
  exported: ts.Symbol,
  checker: ts.TypeChecker,
): { kind: ExportKind; flags: ts.SymbolFlags; target: ts.Symbol } {
  // Follow re-exports; a name can be an alias and a type alias at once
  // (`export * as Kind` + `export type Kind`), so collect flags on the way.
  const chain = [exported];
  let symbol = exported;
  while (symbol.flags & ts.SymbolFlags.Alias) {
    symbol = checker.getImmediateAliasedSymbol(symbol) ?? checker.getAliasedSymbol(symbol);
    if (chain.includes(symbol)) break;
    chain.push(symbol);
  }
  const flags = chain.reduce((all, s) => all | s.flags, 0);
  const target = chain[chain.length - 1]!;
  return { kind: classify(flags, target, checker), flags, target };
}

function describeExport(
  exported: ts.Symbol,
  checker: ts.TypeChecker,
): { described: GraphqlExport; target: ts.Symbol } {
  const { kind, flags, target } = classifyExport(exported, checker);
  const declared =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const described: GraphqlExport = {
    name: exported.name,
    kind,
    deprecated: (target.declarations ?? []).some((d) => ts.getJSDocDeprecatedTag(d) !== undefined),
    declaredName: declared.name,
    isModule: declared.declarations?.some(ts.isSourceFile) ?? false,
  };
  if (kind === 'enum') {
    described.members = enumLikeMembers(flags, target, checker).map((member) => ({
      name: member.name,
      value: String((checker.getTypeOfSymbol(member) as ts.StringLiteralType).value),
    }));
  }
  return { described, target };
}

function classify(flags: ts.SymbolFlags, target: ts.Symbol, checker: ts.TypeChecker): ExportKind {
  if (flags & ts.SymbolFlags.Class) return 'class';
  // graphql 16 declares its enums (Kind, TokenKind, DirectiveLocation) as TypeScript enums.
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias && isEnumLike(flags, target, checker)) return 'enum';
  if (flags & ts.SymbolFlags.TypeAlias) return 'typeAlias';
  if (flags & ts.SymbolFlags.Variable) return 'variable';
  throw new Error(`Unclassified export ${target.name} (flags ${flags})`);
}

/** The members of a const object, or the constants of a namespace. */
function enumLikeMembers(
  flags: ts.SymbolFlags,
  target: ts.Symbol,
  checker: ts.TypeChecker,
): ts.Symbol[] {
  if (flags & ts.SymbolFlags.Enum) {
    return [...(target.exports?.values() ?? [])].filter((m) => m.flags & ts.SymbolFlags.EnumMember);
  }
  if (flags & ts.SymbolFlags.ValueModule) {
    return checker.getExportsOfModule(target).filter((m) => m.flags & ts.SymbolFlags.Variable);
  }
  if (flags & ts.SymbolFlags.Variable && target.valueDeclaration) {
    return checker.getTypeOfSymbolAtLocation(target, target.valueDeclaration).getProperties();
  }
  return [];
}

/** A type alias paired with a const object or namespace of string literals. */
function isEnumLike(flags: ts.SymbolFlags, target: ts.Symbol, checker: ts.TypeChecker): boolean {
  const members = enumLikeMembers(flags, target, checker);
  return (
    members.length > 0 &&
    members.every((member) => checker.getTypeOfSymbol(member).isStringLiteral())
  );
}

/** Names per kind, each list sorted. */
export function namesByKind(exports: GraphqlExport[]): Record<ExportKind, string[]> {
  const byKind = Object.fromEntries(exportKinds.map((kind) => [kind, [] as string[]])) as Record<
    ExportKind,
    string[]
  >;
  for (const { name, kind } of exports) byKind[kind].push(name);
  return byKind;
}

/** The documented package: the `graphql` dependency in package.json. */
export const graphqlPackage = new GraphqlPackage('graphql');

/**
 * The name under which package.json installs the last release of the major below the documented
 * one, as an exact-pinned npm alias of graphql (`"graphql-16": "npm:graphql@16.x.y"`). The site
 * names that release nowhere else, so moving to the next major is a change of package.json.
 */
export function previousPackageAlias(packageJsonFile = path.join(siteDir, 'package.json')): string {
  const { dependencies, devDependencies } = readJson(packageJsonFile) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const documentedMajor = Number(graphqlPackage.version.split('.')[0]);
  const aliases = Object.entries({ ...dependencies, ...devDependencies }).filter(([, spec]) =>
    new RegExp(`^npm:graphql@${documentedMajor - 1}\\.`).test(spec),
  );
  if (aliases.length !== 1)
    throw new Error(
      `${packageJsonFile}: expected one npm alias "npm:graphql@${documentedMajor - 1}.x.y" of the major below graphql ${graphqlPackage.version}, found ${aliases.length}`,
    );
  return aliases[0]![0];
}

/** The last release of the previous major version, installed beside the documented one. */
export const previousPackage = new GraphqlPackage(previousPackageAlias());
