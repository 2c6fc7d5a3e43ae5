/** What the per-page plugins share: which pages are reference pages, and their main comment. */
import { ReflectionKind, type Comment, type DeclarationReflection, type Reflection } from 'typedoc';
import { pageKindTable } from '../../lib/graphql-package.ts';

/** The kinds that get a page of their own (the router gives them /api/graphql-js/<kind>/<Name>). */
const referencePageKinds = pageKindTable.reduce(
  (kinds, kind) => kinds | ReflectionKind[kind.typedocKind],
  0,
);

/** The declaration a class/enum/function/interface page documents, or undefined for any other page. */
export function referencePageDeclaration(model: unknown): DeclarationReflection | undefined {
  const reflection = model as Reflection | undefined;
  return reflection?.isDeclaration?.() && reflection.kindOf(referencePageKinds)
    ? reflection
    : undefined;
}

/**
 * The comments that describe a declaration as a whole: its own, and for a
 * function (whose JSDoc TypeDoc attaches to the signatures) each signature's.
 */
export function declarationComments(declaration: DeclarationReflection): Comment[] {
  return [
    declaration.comment,
    ...(declaration.signatures ?? []).map((signature) => signature.comment),
  ].filter((comment): comment is Comment => comment !== undefined);
}
