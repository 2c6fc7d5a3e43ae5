/**
 * Every function signature, constructor, method, property and type alias of
 * the generated API reference is one TypeScript declaration: a ```ts block that
 * parses, puts one parameter per line when it would not fit in 80 columns,
 * shows each overload in a block of its own, and names in its `links` meta the
 * exported types it mentions, with their page.
 *
 * Expected values come from the graphql package's .d.ts, read with the
 * TypeScript compiler, never from the generated pages.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

import { graphqlPackage, namesByKind } from '../../lib/graphql-package.ts';
import { functionDeclarations } from '../support/function-declarations.ts';
import { siteDir } from '../../lib/paths.ts';

const apiDir = path.join(siteDir, 'api/graphql-js');
const byKind = namesByKind(graphqlPackage.exports());
const exportedNames = new Set(Object.values(byKind).flat());

interface Block {
  page: string;
  meta: string;
  code: string;
}

/** The ```ts blocks of a generated page, other than its import line and its @example samples. */
function declarationBlocks(page: string): Block[] {
  const markdown = fs.readFileSync(page, 'utf8');
  // Examples sit under an "Example(s)" heading; declarations never do.
  const sections = markdown.split(/^(#+ .*)$/m);
  const blocks: Block[] = [];
  for (let index = 0; index < sections.length; index += 2) {
    if (/^#+ Examples?$/.test(sections[index - 1] ?? '')) continue;
    for (const match of sections[index]!.matchAll(/^```ts([^\n]*)\n([\s\S]*?)\n```$/gm)) {
      if (/^import (type )?\{/.test(match[2]!)) continue;
      blocks.push({ page, meta: match[1]!.trim(), code: match[2]! });
    }
  }
  return blocks;
}

function pagesOf(kind: string): string[] {
  return fs.readdirSync(path.join(apiDir, kind)).map((file) => path.join(apiDir, kind, file));
}

const allPages = [
  path.join(apiDir, 'index.md'),
  ...['class', 'enum', 'function', 'interface'].flatMap(pagesOf),
];
const allBlocks = allPages.flatMap(declarationBlocks);

/** The `links` meta of a block as name -> URL. */
function linksOf(block: Block): Map<string, string> {
  const value = /(?:^|\s)links="([^"]*)"/.exec(block.meta)?.[1];
  return new Map(
    (value ? value.split(',') : []).map((pair) => pair.split('=') as [string, string]),
  );
}

/** The overview's anchored entries (type aliases and variables): anchor -> name. */
const overviewAnchors = new Map(
  [
    ...fs
      .readFileSync(path.join(apiDir, 'index.md'), 'utf8')
      .matchAll(/^#### (?:~~)?([\w$]+)(?:~~)? \{#([\w-]+)\}$/gm),
  ]
    .filter((match) => exportedNames.has(match[1]!))
    .map((match) => [match[2]!, match[1]!]),
);

const parameterLine = /^ {2}(?:\.\.\.)?[\w$]+\??: /;

describe('declarations of the API reference', () => {
  it('are found on every function page', () => {
    assert.ok(byKind.function.length > 100);
    for (const name of byKind.function) {
      const blocks = declarationBlocks(path.join(apiDir, 'function', `${name}.md`));
      assert.ok(
        blocks.some((block) => block.code.startsWith(`function ${name}`)),
        `function/${name} shows no declaration`,
      );
    }
  });

  it('are marked `declaration` (shown without copy buttons), and no example is', () => {
    const unmarked = allBlocks.filter((block) => !/(?:^|\s)declaration(?:\s|$)/.test(block.meta));
    assert.deepEqual(
      unmarked.map((block) => `${path.relative(apiDir, block.page)}: ${block.code.split('\n')[0]}`),
      [],
    );
    const markedExamples = allPages.filter((page) =>
      /^#+ Examples?\n\n```ts declaration/m.test(fs.readFileSync(page, 'utf8')),
    );
    assert.deepEqual(
      markedExamples.map((page) => path.relative(apiDir, page)),
      [],
    );
  });

  it('parse as TypeScript (class members inside a class body)', () => {
    const invalid: string[] = [];
    for (const block of allBlocks) {
      const parses = (text: string) => {
        const file = ts.createSourceFile(
          'block.d.ts',
          text,
          ts.ScriptTarget.Latest,
          true,
          ts.ScriptKind.TS,
        );
        return (
          (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics.length === 0
        );
      };
      // A class or interface header is shown without its body.
      const header = /^(class|interface) /.test(block.code) ? `${block.code} {}` : block.code;
      if (!parses(header) && !parses(`declare class Member {\n${block.code}\n}`)) {
        invalid.push(`${path.relative(apiDir, block.page)}:\n${block.code}`);
      }
    }
    assert.ok(allBlocks.length > 1000, `only ${allBlocks.length} declaration blocks`);
    assert.deepEqual(invalid, []);
  });

  it('fit in 80 columns, or put each parameter on a line of its own', () => {
    const wide: string[] = [];
    let multiLineMethods = 0;
    for (const block of allBlocks) {
      const lines = block.code.split('\n');
      if (lines.length === 1) {
        if (
          lines[0]!.length > 80 &&
          /\(.+\)/.test(lines[0]!) &&
          !/^(type|const|let) /.test(lines[0]!)
        ) {
          wide.push(`${path.relative(apiDir, block.page)}: ${lines[0]}`);
        }
        continue;
      }
      const opensParameters = /\($/.test(lines[0]!);
      if (opensParameters) {
        if (block.page.includes('/class/') && !lines[0]!.startsWith('constructor'))
          multiLineMethods += 1;
        // Each parameter starts a line; a parameter's own continuation lines are indented further.
        const parameterLines = lines.slice(
          1,
          lines.findIndex((line) => /^\)/.test(line)),
        );
        for (const line of parameterLines) {
          if (!parameterLine.test(line) && !/^ {4}|^ {2}[}\]]/.test(line))
            wide.push(`${path.relative(apiDir, block.page)}: ${line}`);
        }
      }
    }
    assert.ok(
      multiLineMethods > 0,
      'no method has a signature long enough to be broken: the check proves nothing',
    );
    assert.deepEqual(wide, []);
  });

  it('put a long function signature one parameter per line, in declaration order', () => {
    const checked: string[] = [];
    for (const [name, declarations] of functionDeclarations()) {
      if (declarations.length !== 1) continue;
      const declaration = declarations[0]!;
      const names = declaration.parameters.map((parameter) => parameter.name.getText());
      // Long by any measure: the parameters' own text alone exceeds the line.
      const parametersText = declaration.parameters
        .map((parameter) => parameter.getText())
        .join(', ');
      if (parametersText.length <= 80 || names.length < 2) continue;
      const [block] = declarationBlocks(path.join(apiDir, 'function', `${name}.md`));
      const lines = block!.code.split('\n');
      const shown = lines
        .filter((line) => parameterLine.test(line))
        .map((line) => /^ {2}(?:\.\.\.)?([\w$]+)/.exec(line)![1]);
      assert.deepEqual(shown, names, `${name}:\n${block!.code}`);
      checked.push(name);
    }
    assert.ok(checked.length > 0, 'graphql declares no function with a long signature');
  });

  it('show each overload of a function as its own block, in declaration order', () => {
    const overloaded = [...functionDeclarations()].filter(
      ([, declarations]) => declarations.length > 1,
    );
    assert.ok(overloaded.length > 0, 'graphql declares no overloaded function');
    for (const [name, declarations] of overloaded) {
      const blocks = declarationBlocks(path.join(apiDir, 'function', `${name}.md`)).filter(
        (block) => block.code.startsWith(`function ${name}`),
      );
      const parametersOf = (code: string) =>
        [
          ...code
            .replace(/^function [\w$]+(<[^(]*>)?/, '')
            .matchAll(/(?:\(|,)\s*(?:\.\.\.)?([\w$]+)\??:/g),
        ].map((match) => match[1]);
      assert.deepEqual(
        blocks.map((block) => parametersOf(block.code)),
        declarations.map((declaration) =>
          declaration.parameters.map((parameter) => parameter.name.getText()),
        ),
        `function/${name}`,
      );
      const returnTypes = declarations.map((declaration) =>
        declaration.type?.getText().replace(/\s+/g, ' '),
      );
      blocks.forEach((block, index) => {
        assert.ok(
          block.code.replace(/\s+/g, ' ').endsWith(`: ${returnTypes[index]};`),
          `function/${name} overload ${index + 1}: ${block.code}`,
        );
      });
    }
  });

  it('link each exported type they name, and only exported types, to its page or overview anchor', () => {
    const wrong: string[] = [];
    let linked = 0;
    for (const block of allBlocks) {
      for (const [name, url] of linksOf(block)) {
        linked += 1;
        const where = `${path.relative(apiDir, block.page)}: ${name}=${url}`;
        if (!new RegExp(`(?<![\\w$])${name}(?![\\w$])`).test(block.code))
          wrong.push(`${where}: not in the code`);
        const match =
          /^\/api\/graphql-js(?:\/(class|enum|function|interface)\/([\w$]+))?(?:#([\w-]+))?$/.exec(
            url,
          );
        if (!match) {
          wrong.push(`${where}: not an API reference URL`);
        } else if (match[1]) {
          // The name written may be a local one (`Path`, exported as ResponsePath): the target is an export.
          if (!exportedNames.has(match[2]!))
            wrong.push(`${where}: ${match[2]} is not exported by graphql`);
          if (!fs.existsSync(path.join(apiDir, match[1], `${match[2]}.md`)))
            wrong.push(`${where}: no such page`);
        } else if (!match[3] || !overviewAnchors.has(match[3])) {
          wrong.push(`${where}: no export with this anchor on the overview`);
        }
      }
      // A type parameter is never a link.
      for (const [, typeParameter] of block.code.matchAll(/[<,]\s*([A-Z]\w*) (?:extends|=)/g)) {
        if (linksOf(block).has(typeParameter!))
          wrong.push(
            `${path.relative(apiDir, block.page)}: type parameter ${typeParameter} linked`,
          );
      }
    }
    assert.ok(linked > 500, `only ${linked} links`);
    assert.deepEqual(wrong, []);
  });

  it('function/execute: one block declaring execute(args: ExecutionArgs), linking ExecutionArgs to its page', () => {
    const [parameter] = functionDeclarations().get('execute')![0]!.parameters;
    assert.equal(parameter!.type!.getText(), 'ExecutionArgs');
    const blocks = declarationBlocks(path.join(apiDir, 'function', 'execute.md')).filter((block) =>
      block.code.startsWith('function execute'),
    );
    assert.equal(blocks.length, 1);
    assert.match(blocks[0]!.code, /^function execute\(args: ExecutionArgs\): /);
    assert.equal(
      linksOf(blocks[0]!).get('ExecutionArgs'),
      '/api/graphql-js/interface/ExecutionArgs',
    );
  });
});
