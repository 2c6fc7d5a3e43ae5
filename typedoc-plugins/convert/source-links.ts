/**
 * TypeDoc plugin: every "Defined in" source reference points at the exact line
 * of graphql-js's TypeScript source at the installed release's tag, instead of
 * the `.d.ts` inside node_modules.
 *
 * The URL is graphql-package.ts's `sourceUrl`, which is also TypeDoc's
 * `sourceLinkTemplate` (with `disableGit`, see docusaurus.ts); this plugin
 * replaces the file and line TypeDoc found with the original ones.
 */
import path from 'node:path';
import { Converter, type Application, type Context } from 'typedoc';
import { graphqlPackage } from '../../lib/graphql-package.ts';
import { sourceLocator } from './source-locations.ts';

export function load(app: Application): void {
  const locateInSource = sourceLocator();
  // After TypeDoc's own SourcePlugin (RESOLVE_BEGIN) has filled in the sources.
  app.converter.on(Converter.EVENT_RESOLVE_END, (context: Context) => {
    const unresolved: string[] = [];
    const found = { 'js-source-map': 0, 'source-text': 0 };
    // A signature can share its parent's SourceReference objects: map each once.
    const mapped = new Set<object>();
    for (const reflection of Object.values(context.project.reflections)) {
      if (!reflection.isDeclaration() && !reflection.isSignature()) continue;
      for (const source of reflection.sources ?? []) {
        if (mapped.has(source)) continue;
        mapped.add(source);
        const location = locateInSource(source.fullFileName, source.line, source.character);
        if (!location) {
          // Better no link than a link to a path that is not in graphql-js's repository;
          // the bare file name (e.g. TypeScript's lib.es5.d.ts for members inherited from Error) still tells where.
          source.url = undefined;
          source.fileName = path.basename(source.fullFileName) as typeof source.fileName;
          if (source.fullFileName.includes('/node_modules/graphql/'))
            unresolved.push(reflection.getFullName());
          continue;
        }
        found[location.via] += 1;
        source.fileName = location.repositoryPath as typeof source.fileName;
        source.line = location.line;
        source.url = graphqlPackage.sourceUrl(location.repositoryPath, location.line);
      }
    }
    app.logger.info(
      `[source-links] ${found['js-source-map']} source lines from the .js source maps, ${found['source-text']} from the source text the maps embed`,
    );
    // A graphql declaration without its line would get no link: worth a (build-failing) warning.
    if (unresolved.length > 0) {
      app.logger.warn(`[source-links] no original source line for: ${unresolved.join(', ')}`);
    }
  });
}
