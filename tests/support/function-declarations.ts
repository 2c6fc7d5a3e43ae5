import path from 'node:path';
import ts from 'typescript';
import { graphqlPackage } from '../../lib/graphql-package.ts';

/**
 * The declarations of each function graphql exports, by export name, in source
 * order (an overloaded function has several), read with the TypeScript checker
 * from the package's index.d.ts.
 */
export function functionDeclarations(): Map<string, ts.FunctionDeclaration[]> {
  const index = path.join(graphqlPackage.root, 'index.d.ts');
  const program = ts.createProgram([index], { noEmit: true });
  const checker = program.getTypeChecker();
  const entry = checker.getSymbolAtLocation(program.getSourceFile(index)!)!;
  const found = new Map<string, ts.FunctionDeclaration[]>();
  for (const symbol of checker.getExportsOfModule(entry)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declarations = (target.declarations ?? []).filter(ts.isFunctionDeclaration);
    if (declarations.length > 0) found.set(symbol.name, declarations);
  }
  return found;
}
