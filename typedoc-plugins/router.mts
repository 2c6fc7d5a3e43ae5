import { ReflectionKind, type Application } from 'typedoc';
import { MemberRouter } from 'typedoc-plugin-markdown';

import { pageKindTable } from './graphql-package.mts';
import { apiRouterName } from './names.ts';

/**
 * typedoc-plugin-markdown's member router, with a page for each kind of the
 * page-kind table in a singular lowercase folder (/api/graphql-js/<kind>/<Name>).
 * Type aliases and variables have no page: they are anchored entries on the overview.
 */
export class ApiRouter extends MemberRouter {
  constructor(application: ConstructorParameters<typeof MemberRouter>[0]) {
    super(application);
    this.membersWithOwnFile = pageKindTable.map((kind) => kind.typedocKind);
    for (const kind of pageKindTable)
      this.directories.set(ReflectionKind[kind.typedocKind], kind.name);
  }
}

export function load(app: Application): void {
  app.renderer.defineRouter(apiRouterName, ApiRouter);
}
