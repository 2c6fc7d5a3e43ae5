import { ReflectionKind, type Application } from 'typedoc';
import { MemberRouter } from 'typedoc-plugin-markdown';

import { apiRouterName } from './names.ts';

/**
 * The kinds that get a page of their own, each in a singular lowercase folder,
 * so a page's route is /api/graphql-js/<kind>/<Name>. Type aliases and variables
 * have no page: they are anchored entries on the overview (index.md).
 */
export const pageKindDirectories = new Map<ReflectionKind, string>([
  [ReflectionKind.Class, 'class'],
  [ReflectionKind.Enum, 'enum'],
  [ReflectionKind.Function, 'function'],
  [ReflectionKind.Interface, 'interface'],
]);

/** typedoc-plugin-markdown's member router with the spec's singular folders. */
export class ApiRouter extends MemberRouter {
  constructor(application: ConstructorParameters<typeof MemberRouter>[0]) {
    super(application);
    this.membersWithOwnFile = ['Class', 'Enum', 'Function', 'Interface'];
    for (const [kind, directory] of pageKindDirectories) this.directories.set(kind, directory);
  }
}

export function load(app: Application): void {
  app.renderer.defineRouter(apiRouterName, ApiRouter);
}
