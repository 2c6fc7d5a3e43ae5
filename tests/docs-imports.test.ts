/**
 * Every `import … from 'graphql…'` shown in docs/ names something the pinned
 * graphql package really exports from that entry point: types according to its
 * .d.ts, values also at runtime. This covers norun blocks too, which no other
 * test executes.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { siteDir } from './support/paths.ts';
import { docsPages, extractBlocks } from './samples/extract.ts';
import { graphqlImports } from '../plugins/sample-imports.mts';

function imports(page: string) {
  return graphqlImports(extractBlocks(page));
}

/**
 * The names each entry point's declaration file exports, as TypeScript sees
 * them (one program for all entries: graphql's types are loaded once).
 */
function declaredExports(entries: string[]): Map<string, Set<string>> {
  const options: ts.CompilerOptions = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
  const files = new Map<string, string>();
  for (const entry of entries) {
    const resolved = ts.resolveModuleName(entry, path.join(siteDir, 'probe.mts'), options, ts.sys).resolvedModule;
    if (resolved) files.set(entry, resolved.resolvedFileName);
  }
  const program = ts.createProgram([...files.values()], options);
  const checker = program.getTypeChecker();
  const exports = new Map<string, Set<string>>();
  for (const [entry, file] of files) {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!);
    if (moduleSymbol) exports.set(entry, new Set(checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name)));
  }
  return exports;
}

const pages = docsPages()
  .map((page) => ({ page, imports: imports(page) }))
  .filter(({ imports }) => imports.length > 0);

describe('graphql imports in docs/', () => {
  const declared = declaredExports([...new Set(pages.flatMap(({ imports }) => imports.map(({ entry }) => entry)))]);
  for (const { page, imports } of pages) {
    it(`${page}: every import names a real export of graphql`, async () => {
      const problems: string[] = [];
      for (const { line, entry, names } of imports) {
        let runtime: object;
        try {
          runtime = await import(entry);
        } catch (error) {
          problems.push(`${page}:${line}: '${entry}' is not an entry point of graphql (${(error as Error).message})`);
          continue;
        }
        const declaredNames = declared.get(entry) ?? new Set();
        for (const { name, typeOnly } of names) {
          if (!declaredNames.has(name)) problems.push(`${page}:${line}: '${entry}' declares no export '${name}'`);
          else if (!typeOnly && !(name in runtime)) problems.push(`${page}:${line}: '${name}' is only a type in '${entry}'; use import type`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }
});
