/**
 * The lazy search bar and the site's ranking rely on internals of
 * @easyops-cn/docusaurus-search-local that are no public API, all confined to
 * src/theme/SearchBar/search-plugin-adapter.ts (search-index-adapter.ts for the search's
 * worker) and the module plugins/search-ranking.ts
 * swaps in for the plugin's `../searchByWorker` (src/theme/SearchBar/search-by-worker.ts).
 * After an upgrade of the plugin, this fails with what moved, before a reader
 * meets a broken search box.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { siteDir } from '../../lib/paths.ts';
import { searchByWorkerRequest } from '../../plugins/search-ranking.ts';

const pluginName = '@easyops-cn/docusaurus-search-local';
const adapterFile = path.join(siteDir, 'src/theme/SearchBar/search-plugin-adapter.ts');
/** The adapter's types for those internals. */
const adapterTypes = path.join(siteDir, 'src/theme/SearchBar/search-plugin-internals.d.ts');
/** The adapter's part that only the search's worker client needs (it loads with the search bar). */
const indexAdapterFile = path.join(siteDir, 'src/theme/SearchBar/search-index-adapter.ts');
const adapterText = fs.readFileSync(adapterFile, 'utf8');
const adapter = ts.createSourceFile(adapterFile, adapterText, ts.ScriptTarget.Latest, true);
const indexAdapter = ts.createSourceFile(
  indexAdapterFile,
  fs.readFileSync(indexAdapterFile, 'utf8'),
  ts.ScriptTarget.Latest,
  true,
);
const pluginDir = path.dirname(
  createRequire(path.join(siteDir, 'package.json')).resolve(`${pluginName}/package.json`),
);
const upgradeHint = `update src/theme/SearchBar/search-plugin-adapter.ts for ${pluginName} ${
  JSON.parse(fs.readFileSync(path.join(pluginDir, 'package.json'), 'utf8')).version
}`;

/** The adapter's imports from the plugin's dist/ folder, with the names it binds. */
const internalImports = [...adapter.statements, ...indexAdapter.statements]
  .filter(ts.isImportDeclaration)
  .flatMap((declaration) => {
    const specifier = (declaration.moduleSpecifier as ts.StringLiteral).text;
    if (!specifier.startsWith(`${pluginName}/dist/`)) return [];
    const clause = declaration.importClause;
    const named =
      clause?.namedBindings && ts.isNamedImports(clause.namedBindings)
        ? clause.namedBindings.elements
        : [];
    return [
      {
        file: path.join(pluginDir, specifier.slice(pluginName.length + 1)),
        names: named.map((element) => (element.propertyName ?? element.name).text),
        defaultName: clause?.name?.text,
      },
    ];
  });

/**
 * The names of the modules the plugin generates at build time (`@generated/…`), read from the
 * code that writes them.
 */
function generatedNames(): string[] {
  const generator = fs.readFileSync(
    path.join(pluginDir, 'dist/server/server/utils/generate.js'),
    'utf8',
  );
  return [...generator.matchAll(/export const (\w+) =/g)].map((match) => match[1]!);
}

/** The names a JavaScript module of the plugin exports. */
function exportedNames(file: string): Set<string> {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  const names = new Set<string>();
  for (const statement of source.statements) {
    const exported =
      ts.canHaveModifiers(statement) &&
      ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (
      exported &&
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    } else if (exported && ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        names.add(declaration.name.getText(source));
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.exportClause &&
      statement.moduleSpecifier &&
      (statement.moduleSpecifier as ts.StringLiteral).text.startsWith(`@generated/${pluginName}/`)
    ) {
      for (const name of generatedNames()) names.add(name);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    }
  }
  return names;
}

/** The properties the adapter reads from a default import (the CSS module's class names). */
function propertiesRead(localName: string): string[] {
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === localName
    ) {
      found.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(adapter);
  return [...found];
}

const searchBarSource = fs.readFileSync(
  path.join(pluginDir, 'dist/client/client/theme/SearchBar/SearchBar.jsx'),
  'utf8',
);

describe(`the search plugin internals the lazy search bar relies on`, () => {
  it('are imported only by the adapter', () => {
    const offenders = fs
      .readdirSync(path.join(siteDir, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|jsx?|css)$/.test(file))
      .map((file) => path.join(siteDir, 'src', file))
      .filter(
        (file) =>
          file !== adapterFile &&
          file !== indexAdapterFile &&
          file !== adapterTypes &&
          fs.readFileSync(file, 'utf8').includes(`${pluginName}/dist/`),
      );
    assert.deepEqual(
      offenders,
      [],
      `only search-plugin-adapter.ts and search-index-adapter.ts may import ${pluginName}/dist/`,
    );
    assert.ok(
      internalImports.length > 0,
      'the adapter imports nothing from the plugin: this test checks nothing',
    );
  });

  it('still exist in dist/ and export what the adapter imports', () => {
    for (const { file, names, defaultName } of internalImports) {
      assert.ok(fs.existsSync(file), `${path.relative(pluginDir, file)} is gone: ${upgradeHint}`);
      if (file.endsWith('.css')) {
        const css = fs.readFileSync(file, 'utf8');
        for (const className of defaultName ? propertiesRead(defaultName) : []) {
          assert.match(
            css,
            new RegExp(`\\.${className}\\b`),
            `.${className} is gone from ${path.basename(file)}: ${upgradeHint}`,
          );
        }
        continue;
      }
      const exported = exportedNames(file);
      for (const name of names) {
        assert.ok(
          exported.has(name),
          `${path.relative(pluginDir, file)} no longer exports ${name}: ${upgradeHint}`,
        );
      }
    }
  });

  it("keep the search bar's behaviour that handOver and the stand-in assume", () => {
    const contract: Array<[RegExp, string]> = [
      [
        /aria-label="Search" className=\{`navbar__search-input /,
        "its input is labelled Search with Infima's navbar__search-input class",
      ],
      [
        /onChange=\{onInputChange\}[^>]*value=\{inputValue\}/,
        'its input is controlled by React (value + onChange)',
      ],
      [/onMouseEnter=\{onInputMouseEnter\}/, 'hovering the input starts loading the index'],
      [
        /setTimeout\(\(\) => \{[^]*?setInputValue\(keywords\.join\(" "\)\);[^]*?\n {8}\}\);/,
        'on mount it resets its text in a zero-delay timer',
      ],
      [/SEARCH_PARAM_HIGHLIGHT = "_highlight"/, 'results link with ?_highlight='],
      [/parseKeymap\(searchBarShortcutKeymap\)/, 'its shortcut is read with parseKeymap'],
    ];
    for (const [pattern, what] of contract)
      assert.match(
        searchBarSource,
        pattern,
        `SearchBar.jsx: no longer true that ${what}: ${upgradeHint}`,
      );
    assert.match(
      adapterText,
      /highlightParameter = '_highlight'/,
      'the adapter and the plugin disagree on the highlight parameter',
    );
  });

  it('still search through ../searchByWorker, whose functions and results search-by-worker.ts provides', () => {
    const theme = path.join(pluginDir, 'dist/client/client/theme');
    for (const user of ['SearchBar/SearchBar.jsx', 'SearchPage/SearchPage.jsx']) {
      const requests = [
        ...fs
          .readFileSync(path.join(theme, user), 'utf8')
          .matchAll(/from "([^"]*searchByWorker[^"]*)"/g),
      ].map((match) => match[1]!);
      assert.ok(
        requests.length > 0 && requests.every((request) => searchByWorkerRequest.test(request)),
        `${user} imports ${requests.join(', ') || 'no searchByWorker'}, which plugins/search-ranking.ts does not replace: ${upgradeHint}`,
      );
    }
    const original = exportedNames(path.join(theme, 'searchByWorker.js'));
    const replacement = fs.readFileSync(
      path.join(siteDir, 'src/theme/SearchBar/search-by-worker.ts'),
      'utf8',
    );
    for (const name of original)
      assert.match(
        replacement,
        new RegExp(`export async function ${name}\\(`),
        `search-by-worker.ts lacks ${name}, which the plugin's searchByWorker.js exports: ${upgradeHint}`,
      );
    // What the plugin renders of each result, which lib/search-ranking.ts returns.
    assert.match(
      fs.readFileSync(path.join(theme, 'SearchBar/SuggestionTemplate.js'), 'utf8'),
      /SuggestionTemplate\(\{ document, type, page, metadata, tokens, isInterOfTree, isLastOfTree, \}\)/,
      `SuggestionTemplate.js reads other fields of a result: ${upgradeHint}`,
    );
  });
});
