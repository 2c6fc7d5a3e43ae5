/**
 * The public exports of the installed graphql package, read with the
 * TypeScript compiler API from its index.d.ts. Independent of TypeDoc on
 * purpose: the API reference is checked against it, and the committed
 * api-manifest.json is written from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const exportKinds = ['class', 'enum', 'function', 'interface', 'typeAlias', 'variable'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** The kinds that get a page of their own at /api/graphql-js/<kind>/<Name>. */
export const pageKinds = ['class', 'enum', 'function', 'interface'] as const;

export interface GraphqlExport {
  name: string;
  kind: ExportKind;
  deprecated: boolean;
  /** For an enum-like: each member's name and string value. */
  members?: Array<{ name: string; value: string }>;
}

export function graphqlPackageDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', 'graphql');
}

export function installedGraphqlVersion(siteDir: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(graphqlPackageDir(siteDir), 'package.json'), 'utf8'));
  return manifest.version;
}

/** Every name exported by `graphql`'s index.d.ts, classified by what it declares. */
export function readGraphqlExports(siteDir: string): GraphqlExport[] {
  return readPackageExports(graphqlPackageDir(siteDir)).exports.map(({ described }) => described);
}

/**
 * Every export of the graphql package installed at `packageDir` (its index.d.ts),
 * with the symbol it declares: one program, shared by whoever reads more than
 * the classification (the comparison with graphql 16 reads signatures too).
 */
export function readPackageExports(packageDir: string): {
  checker: ts.TypeChecker;
  exports: Array<{ described: GraphqlExport; target: ts.Symbol }>;
} {
  const entry = path.join(packageDir, 'index.d.ts');
  // ES library only: the DOM's declarations are large and graphql's surface does not depend on them.
  const program = ts.createProgram([entry], { noEmit: true, skipLibCheck: true, types: [], lib: ['lib.es2022.d.ts'] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`Cannot read the exports of ${entry}`);
  const exports = checker
    .getExportsOfModule(moduleSymbol)
    .map((exported) => describeExport(exported, checker))
    .sort((a, b) => a.described.name.localeCompare(b.described.name, 'en'));
  return { checker, exports };
}

function describeExport(exported: ts.Symbol, checker: ts.TypeChecker): { described: GraphqlExport; target: ts.Symbol } {
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
  const target = chain[chain.length - 1];
  const kind = classify(flags, target, checker);
  const described: GraphqlExport = {
    name: exported.name,
    kind,
    deprecated: (target.declarations ?? []).some((d) => ts.getJSDocDeprecatedTag(d) !== undefined),
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
function enumLikeMembers(flags: ts.SymbolFlags, target: ts.Symbol, checker: ts.TypeChecker): ts.Symbol[] {
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
  return members.length > 0 && members.every((member) => checker.getTypeOfSymbol(member).isStringLiteral());
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
