/**
 * TypeDoc plugin: under the title of each class/enum/function/interface page, a
 * copyable import line, `import { execute } from 'graphql';`, followed by the
 * subpath modules that export the same name (`graphql/execution`), as the
 * package's own entry points declare them (see graphql-package.ts).
 */
import type { PageSection } from '../render/page-layout.ts';
import { graphqlPackage } from '../../lib/graphql-package.ts';
import { referencePageDeclaration } from '../render/reference-pages.ts';

/**
 * The import statements for `name`, root entry point first; empty when graphql
 * does not export it. Names with no run-time value (interfaces, `export type`
 * classes such as GraphQLField) get `import type`, which TypeScript requires
 * under `verbatimModuleSyntax` and which keeps them out of emitted JavaScript.
 */
function importLines(name: string): string[] {
  return graphqlPackage
    .entryPointsExporting(name)
    .map(
      (entry) =>
        `${entry.valueNames.has(name) ? 'import' : 'import type'} { ${name} } from '${entry.specifier}';`,
    );
}

/** Above an export's declaration: how to import it, from each entry point that exports it. */
export function importLine(): PageSection {
  return {
    before: (context) => {
      const declaration = referencePageDeclaration(context.page.model);
      if (!declaration) return '';
      const [main, ...alternatives] = importLines(declaration.name);
      if (!main) return '';
      const lines = [main, ...alternatives.map((line) => `// or: ${line}`)];
      return ['```ts', ...lines, '```', ''].join('\n');
    },
  };
}
