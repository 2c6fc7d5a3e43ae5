/**
 * What changed in the graphql API between two releases, from their
 * declarations: `readApiShape` reads one package's public surface with the
 * TypeScript checker, `compareApiShapes` (pure) compares two such surfaces.
 * The API pages (sections/changes-since-previous.ts), api-manifest.json and the
 * `api:update` report all show this one comparison.
 */
import ts from 'typescript';

import type { ExportKind, GraphqlPackage } from './graphql-package.ts';

export interface ParameterShape {
  name: string;
  /** The declared type as written in the .d.ts, `?` included for an optional parameter. */
  type: string;
}

export interface SignatureShape {
  parameters: ParameterShape[];
  returnType: string;
}

/** One export's public surface, as much as a reader compares between releases. */
export interface ExportShape {
  name: string;
  kind: ExportKind;
  /** Call signatures of a function; construct signatures of a class. */
  signatures?: SignatureShape[];
  /** Public members of a class, interface or enum, each with its `@deprecated` text if any. */
  members?: Record<string, { deprecated?: string }>;
  /** The declared type of a type alias or variable. */
  type?: string;
  /** The `@deprecated` text, '' when the tag has none. */
  deprecated?: string;
  /** Each parameter's declared type name, so that a note like "use `error.toString`" resolves `error`. */
  parameterTypes?: Record<string, string>;
}

export type ApiShape = Map<string, ExportShape>;

/** A difference in one export, small enough to show on its page. */
export type Difference =
  | { what: 'kind'; before: ExportKind; after: ExportKind }
  | { what: 'overloads'; before: number; after: number }
  | { what: 'parameter-added'; parameter: string; type: string }
  | { what: 'parameter-removed'; parameter: string; type: string }
  | { what: 'parameter-retyped'; parameter: string; before: string; after: string }
  | { what: 'return-type'; before: string; after: string }
  | { what: 'member-added'; member: string }
  | { what: 'member-removed'; member: string; replacement?: string[] }
  | { what: 'type'; before: string; after: string };

export interface AddedExport {
  name: string;
  kind: ExportKind;
  /** Exports of the previous release whose `@deprecated` note named this one as their replacement. */
  replaces: string[];
}

export interface RemovedExport {
  name: string;
  kind: ExportKind;
  /**
   * What to use instead: exports (`assertName`) or members (`GraphQLSchema.getRootType`)
   * of the new release, as the previous release's `@deprecated` note names them.
   */
  replacement: string[];
  /** The previous release's `@deprecated` text, when it had one. */
  deprecated?: string;
  /** The replacement is itself new: the note announced a rename. */
  renamed: boolean;
}

export interface ChangedExport {
  name: string;
  kind: ExportKind;
  differences: Difference[];
}

export interface ApiChanges {
  added: AddedExport[];
  changed: ChangedExport[];
  removed: RemovedExport[];
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

/** Compares two releases' surfaces: what the later one added, changed and removed. */
export function compareApiShapes(before: ApiShape, after: ApiShape): ApiChanges {
  const removed: RemovedExport[] = [...before.values()]
    .filter((shape) => !after.has(shape.name))
    .map((shape) => {
      const replacement =
        shape.deprecated === undefined ? [] : namedReplacements(shape.deprecated, shape, after);
      return {
        name: shape.name,
        kind: shape.kind,
        replacement,
        ...(shape.deprecated ? { deprecated: shape.deprecated } : {}),
        renamed: replacement.some((name) => !before.has(name.split('.')[0]!)),
      };
    })
    .sort(byName);

  const added: AddedExport[] = [...after.values()]
    .filter((shape) => !before.has(shape.name))
    .map((shape) => ({
      name: shape.name,
      kind: shape.kind,
      replaces: removed
        .filter((old) => old.replacement.includes(shape.name))
        .map((old) => old.name),
    }))
    .sort(byName);

  const changed: ChangedExport[] = [...after.values()]
    .flatMap((shape) => {
      const old = before.get(shape.name);
      if (!old) return [];
      const differences = differencesOf(old, shape, after);
      return differences.length > 0 ? [{ name: shape.name, kind: shape.kind, differences }] : [];
    })
    .sort(byName);

  return { added, changed, removed };
}

function differencesOf(before: ExportShape, after: ExportShape, afterApi: ApiShape): Difference[] {
  const differences: Difference[] = [];
  if (before.kind !== after.kind)
    differences.push({ what: 'kind', before: before.kind, after: after.kind });
  if (before.type !== undefined && after.type !== undefined && before.type !== after.type) {
    differences.push({ what: 'type', before: before.type, after: after.type });
  }
  const oldSignatures = before.signatures ?? [];
  const newSignatures = after.signatures ?? [];
  if (
    oldSignatures.length !== newSignatures.length &&
    oldSignatures.length > 0 &&
    newSignatures.length > 0
  ) {
    differences.push({
      what: 'overloads',
      before: oldSignatures.length,
      after: newSignatures.length,
    });
  }
  // Each overload is compared with the earlier overload sharing most parameter
  // names; on a tie, the one in the same place counted from the last.
  const seen = new Set<string>();
  const once = (difference: Difference) => {
    const key = JSON.stringify(difference);
    if (!seen.has(key)) differences.push(difference);
    seen.add(key);
  };
  const shared = (a: SignatureShape, b: SignatureShape) =>
    a.parameters.filter((p) => b.parameters.some((q) => q.name === p.name)).length;
  newSignatures.forEach((now, index) => {
    if (oldSignatures.length === 0) return;
    const place = (old: number) =>
      oldSignatures.length - old === newSignatures.length - index ? 1 : 0;
    const score = (old: number) => shared(oldSignatures[old]!, now) * 2 + place(old);
    const old =
      oldSignatures[
        oldSignatures.reduce(
          (best, _, candidate) => (score(candidate) > score(best) ? candidate : best),
          0,
        )
      ]!;
    const oldParameters = new Map(old.parameters.map((p) => [p.name, p.type]));
    const newParameters = new Map(now.parameters.map((p) => [p.name, p.type]));
    for (const [parameter, type] of oldParameters) {
      if (!newParameters.has(parameter)) once({ what: 'parameter-removed', parameter, type });
      else if (newParameters.get(parameter) !== type) {
        once({
          what: 'parameter-retyped',
          parameter,
          before: type,
          after: newParameters.get(parameter)!,
        });
      }
    }
    for (const [parameter, type] of newParameters) {
      if (!oldParameters.has(parameter)) once({ what: 'parameter-added', parameter, type });
    }
    if (old.returnType !== now.returnType)
      once({ what: 'return-type', before: old.returnType, after: now.returnType });
  });
  const oldMembers = before.members ?? {};
  const newMembers = after.members ?? {};
  for (const member of Object.keys(newMembers).sort()) {
    if (!(member in oldMembers)) differences.push({ what: 'member-added', member });
  }
  for (const member of Object.keys(oldMembers).sort()) {
    if (member in newMembers) continue;
    const note = oldMembers[member]!.deprecated;
    const replacement = note === undefined ? [] : namedMemberReplacements(note, after, afterApi);
    differences.push({
      what: 'member-removed',
      member,
      ...(replacement.length > 0 ? { replacement } : {}),
    });
  }
  return differences;
}

const identifier = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?/g;

/**
 * The names a `@deprecated` note tells readers to use, kept when the later
 * release has them: `assertName`, `GraphQLSchema.getRootType`, or
 * `error.toString` where `error` is a parameter typed `GraphQLError`.
 * Code spans are read first; plain words only when the note has none that resolve.
 */
function namedReplacements(note: string, shape: ExportShape, after: ApiShape): string[] {
  const resolve = (word: string): string | undefined => {
    const [head, member] = word.split('.') as [string, string | undefined];
    const owner = after.has(head) ? head : shape.parameterTypes?.[head];
    if (!owner || !after.has(owner)) return undefined;
    if (member === undefined) return owner === head ? owner : undefined;
    return member in (after.get(owner)!.members ?? {}) ? `${owner}.${member}` : undefined;
  };
  const fromCode = [...note.matchAll(/`([^`]+)`/g)].flatMap(
    ([, code]) => code!.match(identifier) ?? [],
  );
  for (const words of [fromCode, note.match(identifier) ?? []]) {
    const names = [
      ...new Set(
        words.map((word) => resolve(word.replace(/\(\)$/, ''))).filter((n): n is string => !!n),
      ),
    ];
    if (names.length > 0) return names.filter((name) => name !== shape.name);
  }
  return [];
}

/** For a removed member: the members of the same export, or other exports, that its note names. */
function namedMemberReplacements(note: string, owner: ExportShape, after: ApiShape): string[] {
  const words = [...note.matchAll(/`([^`]+)`/g)].flatMap(
    ([, code]) => code!.match(identifier) ?? [],
  );
  return [...new Set(words)].filter((word) => word in (owner.members ?? {}) || after.has(word));
}

/** The public surface of a graphql package, read from its root declaration file. */
export function readApiShape(pkg: GraphqlPackage): ApiShape {
  const { checker, exports } = pkg.exportSymbols();
  const shape: ApiShape = new Map();
  for (const { described, target } of exports) {
    const declarations = target.declarations ?? [];
    const entry: ExportShape = { name: described.name, kind: described.kind };
    const note = deprecationNote(declarations);
    if (note !== undefined) entry.deprecated = note;
    if (described.kind === 'function' || described.kind === 'class') {
      const type = checker.getTypeOfSymbol(target);
      const signatures =
        described.kind === 'function' ? type.getCallSignatures() : type.getConstructSignatures();
      entry.signatures = signatures.map((signature) => signatureShape(signature, checker));
      // A constructor returns its class: nothing to compare.
      if (described.kind === 'class')
        for (const signature of entry.signatures) signature.returnType = '';
      entry.parameterTypes = Object.fromEntries(
        signatures.flatMap((signature) =>
          signature.parameters.flatMap((parameter) => {
            const node = parameter.valueDeclaration;
            return node && ts.isParameter(node) && node.type && ts.isTypeReferenceNode(node.type)
              ? [[parameter.name, node.type.typeName.getText()]]
              : [];
          }),
        ),
      );
    }
    if (described.kind === 'class' || described.kind === 'interface') {
      const instance = checker.getDeclaredTypeOfSymbol(target);
      const members = checker.getPropertiesOfType(instance);
      if (described.kind === 'class') {
        members.push(
          ...checker
            .getPropertiesOfType(checker.getTypeOfSymbol(target))
            .filter((m) => m.name !== 'prototype'),
        );
      }
      entry.members = Object.fromEntries(
        members.filter(isPublic).map((member) => {
          const memberNote = deprecationNote(member.declarations ?? []);
          return [member.name, memberNote === undefined ? {} : { deprecated: memberNote }];
        }),
      );
    }
    if (described.kind === 'enum') {
      entry.members = Object.fromEntries(
        (described.members ?? []).map((member) => [member.name, {}]),
      );
    }
    if (described.kind === 'typeAlias' || described.kind === 'variable') {
      const node = declarations.find(
        (d) => ts.isTypeAliasDeclaration(d) || ts.isVariableDeclaration(d),
      ) as ts.TypeAliasDeclaration | ts.VariableDeclaration | undefined;
      entry.type = node?.type
        ? typeText(node.type)
        : checker.typeToString(checker.getTypeOfSymbol(target));
    }
    shape.set(entry.name, entry);
  }
  return shape;
}

function signatureShape(signature: ts.Signature, checker: ts.TypeChecker): SignatureShape {
  const declaration = signature.getDeclaration() as ts.SignatureDeclaration | undefined;
  return {
    parameters: signature.parameters.map((parameter) => {
      const node = parameter.valueDeclaration;
      if (!node || !ts.isParameter(node))
        return {
          name: parameter.name,
          type: checker.typeToString(checker.getTypeOfSymbol(parameter)),
        };
      const optional = Boolean(node.questionToken || node.initializer);
      const rest = node.dotDotDotToken ? '...' : '';
      // `x?: T | undefined` and `x?: T` accept the same arguments.
      const type = node.type ? typeText(node.type) : 'any';
      return {
        name: `${rest}${parameter.name}`,
        type: optional ? `?${type.replace(/ \| undefined$/, '')}` : type,
      };
    }),
    returnType: declaration?.type
      ? typeText(declaration.type)
      : checker.typeToString(signature.getReturnType()),
  };
}

/** A type as written, on one line: releases reformat declarations without changing them. */
function typeText(node: ts.TypeNode): string {
  return node
    .getText()
    .replace(/\s+/g, ' ')
    .replace(/([<([{]) /g, '$1')
    .replace(/ ([>)\]}])/g, '$1')
    .replace(/,([>)\]}])/g, '$1')
    .replace(/(^|[<(,:] ?)\| /g, '$1');
}

function isPublic(member: ts.Symbol): boolean {
  if (member.name.startsWith('#') || member.name.startsWith('__')) return false;
  return !(member.declarations ?? []).some(
    (d) =>
      ts.getCombinedModifierFlags(d) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) ||
      ts.isPrivateIdentifier((d as ts.NamedDeclaration).name ?? d),
  );
}

function deprecationNote(declarations: readonly ts.Declaration[]): string | undefined {
  for (const declaration of declarations) {
    const tag = ts.getJSDocDeprecatedTag(declaration);
    if (tag) return (ts.getTextOfJSDocComment(tag.comment) ?? '').replace(/\s+/g, ' ').trim();
  }
  return undefined;
}
