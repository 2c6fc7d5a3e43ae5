/** Declarations of an installed package read as written, with the TypeScript parser only (no checker, no site code). */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Each declaration of the function `name` in a package's .d.ts files, as
 * written (parameters and return type), whitespace-normalised: for comparing
 * a signature between releases without the site's own code.
 */
export function declaredSignatures(packageDir: string, name: string): string[] {
  const signatures: string[] = [];
  for (const file of fs
    .readdirSync(packageDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.d.ts'))) {
    const source = fs.readFileSync(path.join(packageDir, file), 'utf8');
    if (!source.includes(`function ${name}(`)) continue;
    const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    for (const statement of tree.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
        const parameters = statement.parameters.map((p) => p.getText()).join(', ');
        signatures.push(
          `(${parameters}): ${statement.type?.getText()}`
            .replace(/\s+/g, ' ')
            .replace(/\( /g, '(')
            .replace(/,? \)/g, ')'),
        );
      }
    }
  }
  return signatures;
}
