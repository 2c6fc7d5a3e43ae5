/**
 * Where a declaration of the installed graphql package lives in graphql-js's
 * own TypeScript source (`src/**.ts`), found through the files the package ships:
 *
 * - Declarations that exist at run time (functions, classes, their methods,
 *   accessors and constructors, `const`s) are found in the compiled `.js` file
 *   and mapped to the original line through its `.js.map`.
 * - Declarations with no JavaScript (interfaces, type aliases, class and
 *   interface properties, overload signatures, namespaces) are found by name in
 *   the original source text, which every `.js.map` embeds as `sourcesContent`
 *   (the package ships no `.d.ts.map`).
 *
 * A declaration is matched between the `.d.ts`, the `.js` and the `.ts` by its
 * path of names (e.g. class `GraphQLSchema` > method `getType`) and, for
 * overloads, its position among same-named siblings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import ts from 'typescript';
import {
  graphqlPackage,
  type CompiledModule,
  type GraphqlPackage,
} from '../../lib/graphql-package.ts';

export interface SourceLocation {
  /** Path inside the graphql-js repository, e.g. `src/execution/execute.ts`. */
  repositoryPath: string;
  /** 1-based line in that file. */
  line: number;
  /** How the line was found: through the source map or the embedded source text. */
  via: 'js-source-map' | 'source-text';
}

type Category =
  | 'function'
  | 'class'
  | 'interface'
  | 'type'
  | 'enum'
  | 'namespace'
  | 'variable'
  | 'method'
  | 'property'
  | 'get'
  | 'set'
  | 'constructor';

interface NameStep {
  category: Category;
  name: string;
  /** Position among siblings of the same category and name (overloads). */
  index: number;
  /** How many such siblings the `.d.ts` has. */
  count: number;
}

/** Categories whose declaration is present in the compiled JavaScript. */
const runtimeCategories = new Set<Category>([
  'function',
  'class',
  'variable',
  'method',
  'get',
  'set',
  'constructor',
]);

function stepOf(node: ts.Node): { category: Category; name: string } | undefined {
  const nameOf = (name: ts.PropertyName | ts.BindingName | undefined): string | undefined =>
    name &&
    (ts.isIdentifier(name) ||
      ts.isStringLiteral(name) ||
      ts.isPrivateIdentifier(name) ||
      ts.isNumericLiteral(name))
      ? name.text
      : name && ts.isComputedPropertyName(name)
        ? name.expression.getText()
        : undefined;
  const make = (category: Category, name: string | undefined) =>
    name === undefined ? undefined : { category, name };
  if (ts.isFunctionDeclaration(node)) return make('function', nameOf(node.name));
  if (ts.isClassDeclaration(node)) return make('class', nameOf(node.name));
  if (ts.isInterfaceDeclaration(node)) return make('interface', nameOf(node.name));
  if (ts.isTypeAliasDeclaration(node)) return make('type', nameOf(node.name));
  if (ts.isEnumDeclaration(node)) return make('enum', nameOf(node.name));
  if (ts.isModuleDeclaration(node)) return make('namespace', nameOf(node.name));
  if (ts.isVariableDeclaration(node)) return make('variable', nameOf(node.name));
  if (ts.isMethodDeclaration(node) || ts.isMethodSignature(node))
    return make('method', nameOf(node.name));
  if (
    ts.isPropertyDeclaration(node) ||
    ts.isPropertySignature(node) ||
    ts.isPropertyAssignment(node)
  ) {
    return make('property', nameOf(node.name));
  }
  if (ts.isShorthandPropertyAssignment(node)) return make('property', nameOf(node.name));
  if (ts.isGetAccessorDeclaration(node)) return make('get', nameOf(node.name));
  if (ts.isSetAccessorDeclaration(node)) return make('set', nameOf(node.name));
  if (ts.isConstructorDeclaration(node)) return make('constructor', 'constructor');
  return undefined;
}

/**
 * Nodes between a declaration and the named declarations it holds: variable
 * statements, module bodies, and the object behind an enum-like `const`
 * (a type literal in the `.d.ts`, an object literal `as const` in the source).
 */
function isTransparent(node: ts.Node): boolean {
  return (
    ts.isVariableStatement(node) ||
    ts.isVariableDeclarationList(node) ||
    ts.isModuleBlock(node) ||
    ts.isTypeLiteralNode(node) ||
    ts.isObjectLiteralExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  );
}

/** Named declarations directly inside `container`, looking through transparent nodes. */
function namedChildren(container: ts.Node): ts.Node[] {
  const result: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (stepOf(node)) result.push(node);
    else if (isTransparent(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(container, visit);
  return result;
}

function stepWithIndex(node: ts.Node): NameStep {
  const step = stepOf(node)!;
  const siblings = namedChildren(siblingContainer(node)).filter((sibling) => {
    const other = stepOf(sibling)!;
    return other.category === step.category && other.name === step.name;
  });
  return { ...step, index: siblings.indexOf(node), count: siblings.length };
}

function siblingContainer(node: ts.Node): ts.Node {
  let parent = node.parent;
  while (isTransparent(parent)) parent = parent.parent;
  return parent;
}

/** The chain of named declarations, outermost first, enclosing position `pos` of `file`. */
function namePathAt(file: ts.SourceFile, pos: number): NameStep[] {
  const steps: NameStep[] = [];
  let container: ts.Node = file;
  for (;;) {
    const inner = namedChildren(container).find(
      (child) => child.getStart(file) <= pos && pos < child.getEnd(),
    );
    if (!inner) return steps;
    steps.push(stepWithIndex(inner));
    container = inner;
  }
}

function findByNamePath(file: ts.SourceFile, steps: NameStep[]): ts.Node | undefined {
  let container: ts.Node = file;
  for (const step of steps) {
    const matches = namedChildren(container).filter((child) => {
      const other = stepOf(child)!;
      return other.category === step.category && other.name === step.name;
    });
    const match = matches[step.index];
    if (!match) return undefined;
    container = match;
  }
  return container;
}

function lineOf(file: ts.SourceFile, node: ts.Node): number {
  return file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
}

/**
 * A locator of declarations in graphql's original source, with its own caches
 * of parsed files and source maps (one per TypeDoc application). It answers
 * the original source location of the declaration at `line`/`character`
 * (1-based line, 0-based character, as TypeDoc records them) of a `.d.ts`
 * file of the graphql package, or undefined when it cannot be found soundly.
 */
export function sourceLocator(
  pkg: GraphqlPackage = graphqlPackage,
): (declarationFile: string, line: number, character: number) => SourceLocation | undefined {
  const parsedFiles = new Map<string, ts.SourceFile>();
  const parse = (fileName: string, text: string, kind: ts.ScriptKind): ts.SourceFile => {
    const key = `${kind}:${fileName}`;
    let file = parsedFiles.get(key);
    if (!file) {
      file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
      parsedFiles.set(key, file);
    }
    return file;
  };
  const traceMaps = new WeakMap<CompiledModule, TraceMap>();
  const traceMap = (compiled: CompiledModule): TraceMap => {
    let map = traceMaps.get(compiled);
    if (!map) {
      map = new TraceMap(compiled.map, compiled.mapFile);
      traceMaps.set(compiled, map);
    }
    return map;
  };
  return (declarationFile, line, character) =>
    locate(declarationFile, line, character, pkg, parse, traceMap);
}

function locate(
  declarationFile: string,
  line: number,
  character: number,
  pkg: GraphqlPackage,
  parse: (fileName: string, text: string, kind: ts.ScriptKind) => ts.SourceFile,
  traceMap: (compiled: CompiledModule) => TraceMap,
): SourceLocation | undefined {
  const realFile = fs.realpathSync(declarationFile);
  if (!realFile.startsWith(pkg.realRoot + path.sep) || !realFile.endsWith('.d.ts'))
    return undefined;
  const compiled = pkg.compiledModule(realFile);
  if (!compiled) return undefined;
  const { repositoryPath } = compiled;

  const declarations = parse(realFile, fs.readFileSync(realFile, 'utf8'), ts.ScriptKind.TS);
  const position = declarations.getPositionOfLineAndCharacter(line - 1, character);
  const steps = namePathAt(declarations, position);
  // The module itself (e.g. a namespace made by `export * as Kind`): its first line.
  if (steps.length === 0) return { repositoryPath, line: 1, via: 'source-text' };

  const isRuntime = steps.every((step) => runtimeCategories.has(step.category) && step.count === 1);
  if (isRuntime) {
    const js = parse(compiled.jsFile, fs.readFileSync(compiled.jsFile, 'utf8'), ts.ScriptKind.JS);
    const node = findByNamePath(js, steps);
    if (node) {
      const generated = js.getLineAndCharacterOfPosition(node.getStart(js));
      const original = originalPositionFor(traceMap(compiled), {
        line: generated.line + 1,
        column: generated.character,
      });
      if (
        original.line !== null &&
        original.source !== null &&
        path.resolve(original.source) === compiled.originalFile
      ) {
        return { repositoryPath, line: original.line, via: 'js-source-map' };
      }
    }
  }

  const original = parse(compiled.originalFile, compiled.originalText, ts.ScriptKind.TS);
  const node = findByNamePath(original, steps);
  return node ? { repositoryPath, line: lineOf(original, node), via: 'source-text' } : undefined;
}
