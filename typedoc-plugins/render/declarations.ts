/**
 * Part of the site's theme (theme.ts collects the declarations as TypeDoc
 * converts, and its partials print them): each function signature, constructor, method, accessor,
 * property, type alias and variable is shown as its TypeScript declaration, one
 * ```ts block per signature (an overload is a block of its own), printed by the
 * TypeScript compiler from graphql's own .d.ts and laid out as a formatter
 * would: a signature wider than the line puts one parameter per line.
 *
 * The block's meta lists the exported type names it mentions with their URLs,
 * `links="ExecutionArgs=/api/graphql-js/interface/ExecutionArgs"`, for the
 * build-time highlighter to turn those tokens into links. Type parameters and
 * types graphql does not export stay plain text.
 */
import ts from 'typescript';
import {
  Converter,
  i18n,
  ReflectionKind,
  ReflectionType,
  UnionType,
  type Application,
  type Context,
  type DeclarationReflection,
  type ProjectReflection,
  type Reflection,
  type SignatureReflection,
} from 'typedoc';
import type { MarkdownThemeContext } from 'typedoc-plugin-markdown';

import { siteUrl } from '../../lib/api-names.ts';
import { heading } from './page-layout.ts';

/** The width a declaration may take on one line before its parameters are put on lines of their own. */
const lineWidth = 80;

interface SourceDeclaration {
  node: ts.Node;
  /** Names written in the declaration that refer to a graphql export, with the export's name. */
  exportedReferences: Map<string, string>;
}

/** The kinds of declaration reflections shown as a declaration (signatures are handled through their owner). */
const declaredKinds = ReflectionKind.Property | ReflectionKind.TypeAlias | ReflectionKind.Variable;

/** The declarations TypeDoc converted, as shown on the pages: read by the theme's partials and the overview. */
export interface Declarations {
  /**
   * The ```ts block declaring `reflection`, or undefined when its declaration is
   * not in the converted sources (TypeDoc's own rendering is used then).
   */
  block(context: MarkdownThemeContext, reflection: Reflection): string | undefined;
  /** The TypeScript text declaring `reflection`, or undefined when its declaration is not in the converted sources. */
  text(reflection: Reflection): string | undefined;
  /** Whether `reflection` has a TypeScript declaration to show in place of TypeDoc's title line. */
  has(reflection: Reflection): boolean;
}

/**
 * Notes the TypeScript declaration of each reflection as TypeDoc converts it
 * (its own application's conversions only), for the theme to print.
 */
export function collectDeclarations(app: Application): Declarations {
  const sourceDeclarations = new WeakMap<Reflection, SourceDeclaration>();
  let exportedSymbols = new Map<ts.Symbol, string>();

  app.converter.on(Converter.EVENT_BEGIN, () => {
    exportedSymbols = new Map();
  });

  const remember = (context: Context, reflection: Reflection, node: ts.Node | undefined) => {
    if (!node || ts.isJSDocSignature(node) || ts.isIndexSignatureDeclaration(node)) return;
    if (exportedSymbols.size === 0) exportedSymbols = graphqlExports(context);
    sourceDeclarations.set(reflection, {
      node,
      exportedReferences: referencesToExports(context.checker, node, exportedSymbols),
    });
  };

  app.converter.on(
    Converter.EVENT_CREATE_DECLARATION,
    (context: Context, reflection: DeclarationReflection) => {
      if (!reflection.kindOf(declaredKinds | ReflectionKind.Class | ReflectionKind.Interface))
        return;
      const symbol = context.getSymbolFromReflection(reflection);
      const node = symbol?.declarations?.find(
        (declaration) =>
          ts.isPropertyDeclaration(declaration) ||
          ts.isPropertySignature(declaration) ||
          ts.isTypeAliasDeclaration(declaration) ||
          ts.isVariableDeclaration(declaration) ||
          ts.isClassDeclaration(declaration) ||
          ts.isInterfaceDeclaration(declaration),
      );
      remember(context, reflection, node);
    },
  );

  app.converter.on(
    Converter.EVENT_CREATE_SIGNATURE,
    (
      context: Context,
      signature: SignatureReflection,
      node?: ts.SignatureDeclaration | ts.IndexSignatureDeclaration | ts.JSDocSignature,
    ) => remember(context, signature, node),
  );

  return {
    block(context, reflection) {
      const source = sourceDeclarations.get(reflection);
      if (!source) return undefined;
      if (
        (ts.isClassDeclaration(source.node) || ts.isInterfaceDeclaration(source.node)) &&
        !hasHeaderDetails(source.node)
      ) {
        return undefined;
      }
      return codeBlock(
        declarationText(source.node, exportedName(reflection)),
        linkTargets(context, reflection.project, source.exportedReferences),
      );
    },
    text(reflection) {
      const source = sourceDeclarations.get(reflection);
      return source && declarationText(source.node, exportedName(reflection));
    },
    has: (reflection) => sourceDeclarations.has(reflection),
  };
}

/** graphql's exports (aliases resolved) by the name they are exported under. */
function graphqlExports(context: Context): Map<ts.Symbol, string> {
  const entry = context.getSymbolFromReflection(context.project);
  const found = new Map<ts.Symbol, string>();
  for (const symbol of entry ? context.checker.getExportsOfModule(entry) : []) {
    found.set(resolveAlias(context.checker, symbol), symbol.name);
  }
  return found;
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Type names in `node` (outside its JSDoc) that denote a graphql export. */
function referencesToExports(
  checker: ts.TypeChecker,
  node: ts.Node,
  exported: Map<ts.Symbol, string>,
): Map<string, string> {
  const references = new Map<string, string>();
  const visit = (child: ts.Node): void => {
    if (ts.isJSDoc(child)) return;
    let name: ts.Node | undefined;
    if (ts.isTypeReferenceNode(child)) name = child.typeName;
    else if (ts.isExpressionWithTypeArguments(child)) name = child.expression;
    else if (ts.isTypeQueryNode(child)) name = child.exprName;
    if (name) {
      const identifier = ts.isQualifiedName(name)
        ? leftmost(name)
        : ts.isPropertyAccessExpression(name)
          ? name.expression
          : name;
      const symbol = ts.isIdentifier(identifier)
        ? checker.getSymbolAtLocation(identifier)
        : undefined;
      const exportName = symbol && exported.get(resolveAlias(checker, symbol));
      if (exportName && ts.isIdentifier(identifier)) references.set(identifier.text, exportName);
    }
    ts.forEachChild(child, visit);
  };
  if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) {
    // Only the header is shown: its type parameters and heritage clauses.
    [...(node.typeParameters ?? []), ...(node.heritageClauses ?? [])].forEach(visit);
  } else {
    ts.forEachChild(node, visit);
  }
  return references;
}

function leftmost(name: ts.QualifiedName): ts.Node {
  return ts.isQualifiedName(name.left) ? leftmost(name.left) : name.left;
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

function print(node: ts.Node): string {
  const text = printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile());
  // The printer indents by four spaces; the site's code samples use two.
  return text.replace(/^((?: {4})+)/gm, (indent) => ' '.repeat(indent.length / 2));
}

/** `export declare function f` -> `function f`: the page's import line already says where it comes from. */
function withoutExportModifiers(text: string): string {
  return text.replace(/^(?:export\s+)?(?:declare\s+)?/, '');
}

type SignatureNode = ts.SignatureDeclaration & {
  parameters: ts.NodeArray<ts.ParameterDeclaration>;
};

/**
 * The TypeScript text of a declaration: one line when it fits in `lineWidth`
 * columns, else one parameter per line (a union type alias: one member per line).
 */
function declarationText(node: ts.Node, exportedName?: string): string {
  if (ts.isVariableDeclaration(node)) {
    const keyword = ts.getCombinedNodeFlags(node) & ts.NodeFlags.Const ? 'const' : 'let';
    return renamed(`${keyword} ${print(node)};`, node, exportedName);
  }
  if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node))
    return renamed(declarationHeader(node), node, exportedName);
  const text = renamed(withoutExportModifiers(print(node)), node, exportedName);
  if (fits(text)) return text;
  if (ts.isTypeAliasDeclaration(node) && ts.isUnionTypeNode(node.type)) {
    const typeParameters = node.typeParameters?.length
      ? `<${node.typeParameters.map(print).join(', ')}>`
      : '';
    const head = `type ${exportedName ?? node.name.text}${typeParameters} =`;
    return [head, ...node.type.types.map((member) => `  | ${indentContinuation(print(member))}`)]
      .join('\n')
      .concat(';');
  }
  const parameters = brokenParameters(node);
  if (parameters && parameters.length > 0) {
    const printed = parameters.map((parameter) => print(parameter));
    const inline = `(${printed.join(', ')})`;
    const at = text.indexOf(inline);
    if (at >= 0) {
      const lines = printed.map((parameter, index) => {
        // A rest parameter may not be followed by a comma.
        const comma = index === printed.length - 1 && parameters[index]!.dotDotDotToken ? '' : ',';
        return `  ${indentContinuation(parameter)}${comma}`;
      });
      return `${text.slice(0, at)}(\n${lines.join('\n')}\n)${text.slice(at + inline.length)}`;
    }
  }
  return text;
}

/**
 * The parameters put one per line when a declaration is too wide: its own, or,
 * for a property of function type or a method returning a function, those of that function type.
 */
function brokenParameters(node: ts.Node): readonly ts.ParameterDeclaration[] | undefined {
  const own = 'parameters' in node ? (node as SignatureNode).parameters : undefined;
  if (own && own.length > 0) return own;
  const type = (node as { type?: ts.TypeNode }).type;
  return type && ts.isFunctionTypeNode(type) ? type.parameters : undefined;
}

/** `class GraphQLList<T extends GraphQLType>` with its heritage clauses, without its members. */
function declarationHeader(node: ts.ClassDeclaration | ts.InterfaceDeclaration): string {
  const typeParameters = node.typeParameters?.length
    ? `<${node.typeParameters.map(print).join(', ')}>`
    : '';
  const heritage = (node.heritageClauses ?? []).map((clause) => print(clause).trim()).join(' ');
  const keyword = ts.isClassDeclaration(node) ? 'class' : 'interface';
  return `${keyword} ${node.name?.text ?? ''}${typeParameters}${heritage ? ` ${heritage}` : ''}`;
}

function fits(text: string): boolean {
  return text.split('\n').every((line) => line.length <= lineWidth);
}

function indentContinuation(text: string): string {
  return text.replace(/\n/g, '\n  ');
}

/**
 * The name graphql exports a top-level declaration by, which the page, its
 * title and its import line use: `responsePathAsArray` is
 * `export { pathToArray as responsePathAsArray }`.
 */
function exportedName(reflection: Reflection): string | undefined {
  const exported = reflection.isSignature() ? reflection.parent : reflection;
  return exported.parent === reflection.project ? exported.name : undefined;
}

/** `function pathToArray(...)` -> `function responsePathAsArray(...)`. */
function renamed(text: string, node: ts.Node, exportedName: string | undefined): string {
  const declaredName = (node as { name?: ts.Node }).name;
  if (
    !exportedName ||
    !declaredName ||
    !ts.isIdentifier(declaredName) ||
    declaredName.text === exportedName
  )
    return text;
  return text.replace(
    new RegExp(`^((?:function|class|interface|type|const|let) )${declaredName.text}(?![\\w$])`),
    `$1${exportedName}`,
  );
}

/** Whether a class or interface header says more than the page title: type parameters or heritage. */
function hasHeaderDetails(node: ts.ClassDeclaration | ts.InterfaceDeclaration): boolean {
  return Boolean(node.typeParameters?.length || node.heritageClauses?.length);
}

/** Name -> site URL of each referenced export that has a page or an anchor. */
function linkTargets(
  context: MarkdownThemeContext,
  project: ProjectReflection,
  references: Map<string, string>,
): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [written, exportName] of references) {
    const target = project.getChildByName(exportName);
    if (target && context.router.hasUrl(target))
      targets.set(written, siteUrl(context.router.getFullUrl(target)));
  }
  return targets;
}

/**
 * A fenced TypeScript block marked `declaration` (shown without copy and wrap
 * buttons: src/theme/CodeBlock/Buttons), whose meta names the link target of
 * each listed type name.
 */
function codeBlock(code: string, links: Map<string, string>): string {
  const meta =
    links.size > 0 ? ` links="${[...links].map(([name, url]) => `${name}=${url}`).join(',')}"` : '';
  return ['```ts declaration' + meta, code, '```'].join('\n');
}

type Partials = MarkdownThemeContext['partials'];

/** The kinds whose signatures are shown as declarations (not the call signatures of a type literal). */
const signatureOwnerKinds =
  ReflectionKind.Function |
  ReflectionKind.Method |
  ReflectionKind.Constructor |
  ReflectionKind.Accessor;

/**
 * typedoc-plugin-markdown's title partials, replaced by the declaration where
 * there is one; and a signature's "Returns" section without the return type
 * its declaration already shows (linked): without a `@returns` text or
 * details of the returned object there is no section, and a `@returns` text
 * alone is one paragraph led by "Returns:".
 */
export function declarationPartials(
  context: MarkdownThemeContext,
  base: Partials,
  declarations: Declarations,
): Pick<Partials, 'signatureTitle' | 'declarationTitle' | 'signatureReturns'> {
  const declared = (model: SignatureReflection) =>
    model.parent.kindOf(signatureOwnerKinds) && declarations.has(model);
  return {
    signatureTitle: (model, options) =>
      (model.parent.kindOf(signatureOwnerKinds) && declarations.block(context, model)) ||
      base.signatureTitle(model, options),
    declarationTitle: (model) =>
      (model.kindOf(declaredKinds) && declarations.block(context, model)) ||
      base.declarationTitle(model),
    signatureReturns: (model, options) => {
      if (!declared(model) || !model.type) return base.signatureReturns(model, options);
      // typedoc-plugin-markdown's sections (member.signatureReturns.js) but the return type line.
      const p = context.partials;
      const returnsTag = model.comment?.getTag('@returns');
      const returns = returnsTag && context.helpers.getCommentParts(returnsTag.content);
      const literal = model.type instanceof ReflectionType ? model.type.declaration : undefined;
      const useful = context.helpers.hasUsefulTypeDetails(model.type);
      const sections: string[] = [];
      if (returns) sections.push(returns);
      if (!literal?.signatures?.length && useful && model.type instanceof UnionType)
        // As typedoc-plugin-markdown does: the partial reads only the model's `type`.
        sections.push(
          p.typeDeclarationUnionContainer(model as unknown as DeclarationReflection, options),
        );
      if (literal?.signatures) {
        if (useful) {
          for (const signature of literal.signatures)
            sections.push(
              p.signature(signature, { headingLevel: options.headingLevel + 1, nested: true }),
            );
        } else sections.push(p.someType(model.type));
      }
      if (literal?.children)
        sections.push(p.typeDeclaration(literal, { headingLevel: options.headingLevel }));
      if (sections.length === 0) return '';
      const title = i18n.theme_returns();
      // The `@returns` text alone reads as one line: "Returns: the current directive definition".
      if (sections.length === 1 && !/^[#|`>-]|\n/.test(sections[0]!))
        return `**${title}:** ${sections[0]}`;
      return [heading(options.headingLevel, title), ...sections].join('\n\n');
    },
  };
}
