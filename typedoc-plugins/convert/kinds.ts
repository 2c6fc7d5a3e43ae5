import ts from 'typescript';
import {
  Comment,
  Converter,
  DeclarationReflection,
  LiteralType,
  ReflectionKind,
  type Application,
  type Context,
  type ProjectReflection,
} from 'typedoc';

import { classifyExport } from '../../lib/graphql-package.ts';

/**
 * Puts every export under its true kind.
 *
 * - Enum-likes: graphql has no TypeScript `enum`. It pairs a type alias with a
 *   same-named `const` object of string literals (`TokenKind`) or a same-named
 *   namespace of string constants (`export * as Kind`). Each pair becomes one
 *   Enum whose members carry the string values and descriptions; the const or
 *   namespace disappears and references to it (`typeof Kind.NAME`) now resolve
 *   to the enum or its members.
 * - Classes exported with `export type { GraphQLField }`: TypeDoc files a
 *   type-only export of a class as an interface, but the declaration is a class
 *   (by design since 0.28.6: https://github.com/TypeStrong/typedoc/issues/3074).
 */
export function load(app: Application): void {
  /**
   * The top-level exports graphql-package.ts classifies as enum-likes, by
   * name, each with its type alias's comment: TypeDoc keeps only the namespace
   * of `export * as Kind` + `export type Kind`, and the checker that tells is
   * gone by the time the enum-likes are merged, so they are noted as TypeDoc
   * creates them. Per application and per conversion.
   */
  let enumLikes = new Map<string, Comment | undefined>();
  app.converter.on(Converter.EVENT_BEGIN, () => {
    enumLikes = new Map();
  });
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, restoreTypeOnlyClass, 100);
  app.converter.on(
    Converter.EVENT_CREATE_DECLARATION,
    (context: Context, reflection: DeclarationReflection) =>
      noteEnumLike(context, reflection, enumLikes),
    100,
  );
  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context: Context) => mergeEnumLikes(context, enumLikes),
    100,
  );
}

function restoreTypeOnlyClass(context: Context, reflection: DeclarationReflection): void {
  if (!reflection.kindOf(ReflectionKind.Interface) || reflection.parent !== context.project) return;
  const symbol = context.getSymbolFromReflection(reflection);
  const declaresClass = symbol?.declarations?.some(ts.isClassDeclaration) ?? false;
  // Set before TypeDoc converts the members, so the constructor and statics come too.
  if (declaresClass) reflection.kind = ReflectionKind.Class;
}

/** Notes a top-level const or namespace that holds the values of an enum-like. */
function noteEnumLike(
  context: Context,
  reflection: DeclarationReflection,
  enumLikes: Map<string, Comment | undefined>,
): void {
  if (
    !reflection.kindOf(ReflectionKind.Variable | ReflectionKind.Namespace) ||
    reflection.parent !== context.project
  )
    return;
  const entry = context.getSymbolFromReflection(context.project);
  const exported =
    entry && context.checker.getExportsOfModule(entry).find((s) => s.name === reflection.name);
  if (!exported || classifyExport(exported, context.checker).kind !== 'enum') return;
  let comment: Comment | undefined;
  for (let symbol: ts.Symbol | undefined = exported; symbol && !comment;) {
    const aliasDeclaration = symbol.declarations?.find(ts.isTypeAliasDeclaration);
    comment = aliasDeclaration && context.getNodeComment(aliasDeclaration, false);
    symbol =
      symbol.flags & ts.SymbolFlags.Alias
        ? context.checker.getImmediateAliasedSymbol(symbol)
        : undefined;
  }
  enumLikes.set(reflection.name, comment ?? reflection.comment?.clone());
}

interface EnumMemberSource {
  /** The const property or namespace constant holding one value. */
  value: DeclarationReflection;
  /** Reflections whose references should now point at the member (e.g. `type NAME`). */
  aliases: DeclarationReflection[];
}

function mergeEnumLikes(context: Context, enumLikes: Map<string, Comment | undefined>): void {
  const project = context.project;
  for (const holder of [...(project.children ?? [])]) {
    if (!holder.kindOf(ReflectionKind.Variable | ReflectionKind.Namespace)) continue;
    if (!enumLikes.has(holder.name)) continue;
    const members = stringMembers(holder);
    const alias = project.children?.find(
      (child) => child.name === holder.name && child.kindOf(ReflectionKind.TypeAlias),
    );
    if (alias) {
      turnIntoEnum(project, alias, holder, members);
    } else {
      // `export * as Kind` plus `export type Kind`: TypeDoc keeps only the namespace.
      const enumReflection = new DeclarationReflection(holder.name, ReflectionKind.Enum, project);
      enumReflection.sources = holder.sources;
      enumReflection.comment = enumLikes.get(holder.name);
      project.registerReflection(enumReflection, undefined, undefined);
      project.addChild(enumReflection);
      turnIntoEnum(project, enumReflection, holder, members);
    }
  }
}

/** The members of an enum-like's const object or namespace, each holding one string. */
function stringMembers(holder: DeclarationReflection): EnumMemberSource[] {
  const candidates = holder.kindOf(ReflectionKind.Variable)
    ? holder.type?.type === 'reflection'
      ? (holder.type.declaration.children ?? [])
      : []
    : (holder.children ?? []).filter((child) => child.kindOf(ReflectionKind.Variable));
  const notString = candidates.find(
    (child) => child.type?.type !== 'literal' || typeof child.type.value !== 'string',
  );
  if (candidates.length === 0 || notString)
    throw new Error(
      `kinds.ts: ${holder.name} is an enum-like to graphql-package.ts, but TypeDoc sees ${notString ? `a member ${notString.name} that is not a string` : 'no members'}`,
    );
  return candidates.map((value) => ({
    value,
    aliases: (holder.children ?? []).filter(
      (child) =>
        child !== value && child.name === value.name && child.kindOf(ReflectionKind.TypeAlias),
    ),
  }));
}

function turnIntoEnum(
  project: ProjectReflection,
  alias: DeclarationReflection,
  holder: DeclarationReflection,
  members: EnumMemberSource[],
): void {
  alias.kind = ReflectionKind.Enum;
  project.removeTypeReflections(alias.type);
  delete alias.type;
  alias.comment ??= holder.comment?.clone();
  // Keep the holder's @category (e.g. the file-level one) if the enum has none.
  if (alias.comment && !alias.comment.getTag('@category')) {
    const categories = holder.comment?.blockTags.filter((tag) => tag.tag === '@category') ?? [];
    alias.comment.blockTags.push(...categories.map((tag) => tag.clone()));
  }

  const redirects: Array<[DeclarationReflection, DeclarationReflection]> = [[holder, alias]];
  for (const { value, aliases } of members) {
    const member = new DeclarationReflection(value.name, ReflectionKind.EnumMember, alias);
    member.type = new LiteralType((value.type as LiteralType).value);
    member.comment = value.comment?.clone();
    member.sources = value.sources;
    project.registerReflection(member, undefined, undefined);
    alias.addChild(member);
    redirects.push(
      [value, member],
      ...aliases.map((a): [DeclarationReflection, DeclarationReflection] => [a, member]),
    );
  }

  const symbolIds = redirects.map(
    ([from, to]) => [project.getSymbolIdFromReflection(from), to] as const,
  );
  project.removeReflection(holder);
  for (const [symbolId, target] of symbolIds) {
    if (symbolId) project.registerSymbolId(target, symbolId);
  }
}
