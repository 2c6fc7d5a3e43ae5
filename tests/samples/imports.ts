/**
 * The `import … from 'graphql…'` statements shown in docs pages, and what is
 * wrong with them: a name the pinned graphql package does not export from that
 * entry point (types according to its .d.ts, values also at runtime); imports of
 * blocks flagged `graphql=16` are checked against graphql 16 instead.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { siteDir } from '../../lib/paths.ts';
import type { GraphqlImport } from '../../lib/samples/code-blocks.ts';
import { graphql16Alias } from './graphql-16.ts';

const require = createRequire(import.meta.url);

export { graphqlImports, type GraphqlImport } from '../../lib/samples/code-blocks.ts';

/** The package an import is checked against: `graphql-16/…` for blocks flagged `graphql=16`. */
function resolvedEntry({ entry, graphql16 }: GraphqlImport): string {
  return graphql16 ? entry.replace(/^graphql/, graphql16Alias) : entry;
}

/**
 * The names each entry point's declaration file exports, as TypeScript sees
 * them (one program for all entries: graphql's types are loaded once).
 */
export function declaredExports(imports: GraphqlImport[]): Map<string, Set<string>> {
  const entries = [...new Set(imports.map(resolvedEntry))];
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  const files = new Map<string, string>();
  for (const entry of entries) {
    const resolved = ts.resolveModuleName(
      entry,
      path.join(siteDir, 'probe.ts'),
      options,
      ts.sys,
    ).resolvedModule;
    if (resolved) files.set(entry, resolved.resolvedFileName);
  }
  const program = ts.createProgram([...files.values()], options);
  const checker = program.getTypeChecker();
  const exports = new Map<string, Set<string>>();
  for (const [entry, file] of files) {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!);
    if (moduleSymbol)
      exports.set(
        entry,
        new Set(checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name)),
      );
  }
  return exports;
}

/** One message per wrong name, each starting with `page:line:`. */
export async function importProblems(
  imports: GraphqlImport[],
  declared: Map<string, Set<string>>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const imported of imports) {
    const { page, line, entry, names } = imported;
    const resolved = resolvedEntry(imported);
    let runtime: object;
    try {
      // graphql 16 has no `exports` map, so ESM cannot load its subpath folders; require can.
      runtime = resolved === entry ? await import(entry) : require(resolved);
    } catch (error) {
      problems.push(
        `${page}:${line}: '${entry}' is not an entry point of ${resolved} (${(error as Error).message})`,
      );
      continue;
    }
    const declaredNames = declared.get(resolved) ?? new Set();
    for (const { name, typeOnly } of names) {
      if (!declaredNames.has(name))
        problems.push(`${page}:${line}: '${resolved}' declares no export '${name}'`);
      else if (!typeOnly && !(name in runtime))
        problems.push(
          `${page}:${line}: '${name}' is only a type in '${resolved}'; use import type`,
        );
    }
  }
  return problems;
}
