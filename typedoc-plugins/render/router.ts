import fs from 'node:fs';
import path from 'node:path';
import { ReflectionKind, RendererEvent, type Application } from 'typedoc';
import { MemberRouter } from 'typedoc-plugin-markdown';

import { pageKindTable } from '../../lib/graphql-package.ts';
import { apiRouterName, exportUrlsFile, siteUrl } from '../../lib/api-names.ts';

/**
 * typedoc-plugin-markdown's member router, with a page for each kind of the
 * page-kind table in a singular lowercase folder (/api/graphql-js/<kind>/<Name>).
 * Type aliases and variables have no page: they are anchored entries on the overview.
 */
class ApiRouter extends MemberRouter {
  constructor(application: ConstructorParameters<typeof MemberRouter>[0]) {
    super(application);
    this.membersWithOwnFile = pageKindTable.map((kind) => kind.typedocKind);
    for (const kind of pageKindTable)
      this.directories.set(ReflectionKind[kind.typedocKind], kind.name);
  }
}

export function load(app: Application): void {
  app.renderer.defineRouter(apiRouterName, ApiRouter);

  // Each export's route, for pages outside TypeDoc's output that link to exports (the tutorials).
  app.renderer.on(RendererEvent.END, (event: RendererEvent) => {
    const router = app.renderer.router!;
    const urls = Object.fromEntries(
      (event.project.children ?? [])
        .filter((reflection) => router.hasUrl(reflection))
        .map((reflection) => [reflection.name, siteUrl(router.getFullUrl(reflection))]),
    );
    fs.writeFileSync(
      path.join(event.outputDirectory, exportUrlsFile),
      `${JSON.stringify(urls, null, 2)}\n`,
    );
  });
}
