/**
 * Facts about the installed graphql package that the API pages are built from:
 * where it lives, its version, and which names each public entry point exports.
 * Read from the package itself (package.json `exports` resolved by TypeScript),
 * so a version bump needs no edit here.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export const packageName = 'graphql';

/** The installed package's root folder (the one holding its package.json). */
export const packageRoot: string = findPackageRoot(packageName);

/**
 * The root of the graphql package that `specifier` resolves to: `graphql`
 * itself, or an npm alias of another release of it (`graphql-16`).
 */
function findPackageRoot(specifier: string): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve(specifier));
  while (!fs.existsSync(path.join(dir, 'package.json')) || readJson(path.join(dir, 'package.json')).name !== packageName) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the ${packageName} package root of ${specifier}`);
    dir = parent;
  }
  return dir;
}

function readJson(file: string): { name?: string; version?: string; exports?: Record<string, unknown> } {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const packageJson = readJson(path.join(packageRoot, 'package.json'));

/** The installed version, e.g. `17.1.0`. */
export const packageVersion: string = packageJson.version ?? '';

/**
 * The last release of the previous major version, installed beside the
 * documented one as the exact-pinned npm alias `graphql-16`: the API pages
 * say what changed since it.
 */
export const previousPackage: { specifier: string; root: string; version: string } = (() => {
  const specifier = 'graphql-16';
  const root = findPackageRoot(specifier);
  return { specifier, root, version: readJson(path.join(root, 'package.json')).version ?? '' };
})();

/** The release tag in graphql-js's repository for the installed version. */
export const releaseTag = `v${packageVersion}`;

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

/** Whether an export can be imported as a value: no `export type` on its way, and a value at its end. */
function isValueExport(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  let current = symbol;
  for (;;) {
    const typeOnly = current.declarations?.some(
      (declaration) =>
        (ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)) ||
        (ts.isImportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)),
    );
    if (typeOnly) return false;
    if (!(current.flags & ts.SymbolFlags.Alias)) return (current.flags & ts.SymbolFlags.Value) !== 0;
    const next = checker.getImmediateAliasedSymbol(current);
    if (!next || next === current) return (checker.getAliasedSymbol(current).flags & ts.SymbolFlags.Value) !== 0;
    current = next;
  }
}

let cachedEntryPoints: EntryPoint[] | undefined;

/**
 * The package's public entry points: the root first, then each subpath of
 * package.json `exports` (wildcard patterns such as `./*` are deep-import
 * escape hatches, not documented entry points, so they are left out).
 */
export function entryPoints(): EntryPoint[] {
  cachedEntryPoints ??= readEntryPoints();
  return cachedEntryPoints;
}

function readEntryPoints(): EntryPoint[] {
  const subpaths = Object.keys(packageJson.exports ?? { '.': null })
    .filter((subpath) => !subpath.includes('*'))
    .sort((a, b) => (a === '.' ? -1 : b === '.' ? 1 : a.localeCompare(b)));
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
    skipLibCheck: true,
  };
  // Resolve as a module next to the package would: the way users' TypeScript sees it.
  const importer = path.join(path.dirname(packageRoot), '__importer__.ts');
  const resolved = subpaths.map((subpath) => {
    const specifier = subpath === '.' ? packageName : `${packageName}/${subpath.slice(2)}`;
    const result = ts.resolveModuleName(specifier, importer, options, ts.sys).resolvedModule;
    if (!result) throw new Error(`TypeScript cannot resolve ${specifier}`);
    return { specifier, declarationFile: result.resolvedFileName };
  });
  const program = ts.createProgram(
    resolved.map((entry) => entry.declarationFile),
    options,
  );
  const checker = program.getTypeChecker();
  return resolved.map((entry) => {
    const sourceFile = program.getSourceFile(entry.declarationFile);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`no module symbol for ${entry.declarationFile}`);
    const exports = checker.getExportsOfModule(moduleSymbol);
    const exportNames = new Set(exports.map((symbol) => symbol.name));
    const valueNames = new Set(exports.filter((symbol) => isValueExport(checker, symbol)).map((symbol) => symbol.name));
    return { ...entry, exportNames, valueNames };
  });
}

/** The entry points that export `name`, root first. */
export function entryPointsExporting(name: string): EntryPoint[] {
  return entryPoints().filter((entry) => entry.exportNames.has(name));
}
