/**
 * TypeDoc plugin: at the end of every class, interface and enum page, "Used by"
 * lists the exports whose declarations refer to it (parameters, return types,
 * properties, type arguments, extended types), one line of links per kind.
 * Read from TypeDoc's resolved reference types, not from text.
 */
import {
  DeclarationReflection,
  ReferenceType,
  ReflectionKind,
  RendererEvent,
  SignatureReflection,
  makeRecursiveVisitor,
  type Application,
  type ProjectReflection,
  type Reflection,
  type SomeType,
} from 'typedoc';
import type { PageSection } from '../render/page-layout.ts';

import { exportKindInfo } from '../../lib/graphql-package.ts';
import { referencePageDeclaration } from '../render/reference-pages.ts';

const usedKinds = ReflectionKind.Class | ReflectionKind.Interface | ReflectionKind.Enum;

/** The users' kinds in the order of their lines: functions first, the likeliest readers' next stop. */
const kindOrder = (['function', 'class', 'interface', 'enum', 'typeAlias', 'variable'] as const)
  .map(exportKindInfo)
  .map((kind): [ReflectionKind, string] => [ReflectionKind[kind.typedocKind], kind.label]);

/** For each class, interface and enum export: the exports that refer to it. */
function usersByExport(
  project: ProjectReflection,
): Map<DeclarationReflection, Set<DeclarationReflection>> {
  const users = new Map<DeclarationReflection, Set<DeclarationReflection>>();
  for (const user of project.children ?? []) {
    for (const used of referencedExports(user)) {
      if (used === user || !used.kindOf(usedKinds)) continue;
      if (!users.has(used)) users.set(used, new Set());
      users.get(used)!.add(user);
    }
  }
  return users;
}

/** The top-level exports that `declaration`'s types refer to, anywhere inside it. */
function referencedExports(declaration: DeclarationReflection): Set<DeclarationReflection> {
  const found = new Set<DeclarationReflection>();
  const visitedReflections = new Set<Reflection>();
  const visitor = makeRecursiveVisitor({
    reference(type: ReferenceType) {
      const target = type.reflection;
      const exported = target && topLevelExport(target);
      if (exported) found.add(exported);
    },
    reflection(type) {
      walk(type.declaration);
    },
  });
  const visitType = (type: SomeType | undefined) => type?.visit(visitor);
  const walkSignature = (signature: SignatureReflection) => {
    signature.parameters?.forEach((parameter) => visitType(parameter.type));
    signature.typeParameters?.forEach((parameter) => visitType(parameter.type));
    visitType(signature.type);
  };
  const walk = (reflection: DeclarationReflection) => {
    if (visitedReflections.has(reflection)) return;
    visitedReflections.add(reflection);
    visitType(reflection.type);
    reflection.signatures?.forEach(walkSignature);
    reflection.indexSignatures?.forEach(walkSignature);
    if (reflection.getSignature) walkSignature(reflection.getSignature);
    if (reflection.setSignature) walkSignature(reflection.setSignature);
    reflection.typeParameters?.forEach((parameter) => visitType(parameter.type));
    reflection.extendedTypes?.forEach(visitType);
    reflection.implementedTypes?.forEach(visitType);
    // Members inherited from elsewhere are that declaration's use, not this one's.
    reflection.children?.filter((child) => !child.inheritedFrom).forEach(walk);
  };
  walk(declaration);
  return found;
}

/** The export a reflection belongs to: itself at the top level, or the export that holds it (an enum member). */
function topLevelExport(reflection: Reflection): DeclarationReflection | undefined {
  let current: Reflection | undefined = reflection;
  while (current && current.parent && !current.parent.isProject()) current = current.parent;
  return current instanceof DeclarationReflection ? current : undefined;
}

/** Below a class, interface or enum's declaration: the exports whose declarations name it. */
export function usedBy(app: Application): PageSection {
  let users = new Map<DeclarationReflection, Set<DeclarationReflection>>();
  app.renderer.on(RendererEvent.BEGIN, (event: RendererEvent) => {
    users = usersByExport(event.project);
  });

  return {
    after: (context) => {
      const declaration = referencePageDeclaration(context.page.model);
      if (!declaration?.kindOf(usedKinds)) return '';
      const byName = [...(users.get(declaration) ?? [])].sort((a, b) =>
        a.name.localeCompare(b.name, 'en'),
      );
      const lines = kindOrder.flatMap(([kind, label]) => {
        const ofKind = byName.filter((user) => user.kindOf(kind));
        return ofKind.length > 0
          ? [
              `**${label}:** ${ofKind.map((user) => `[${user.name}](${context.urlTo(user)})`).join(', ')}`,
            ]
          : [];
      });
      const body =
        lines.length > 0
          ? lines
          : [`No other export of graphql refers to \`${declaration.name}\`.`];
      return ['## Used by {#used-by}', ...body, ''].join('\n\n');
    },
  };
}
