/**
 * A tutorial's code samples link the graphql exports they import to their API
 * pages, in the built HTML: where the code uses the name, not where a comment
 * or a string mentions it, nor where a local name is spelled like an export.
 * A link keeps its token's colour in both modes and is underlined.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DomUtils } from 'htmlparser2';
import type { AnyNode, Text } from 'domhandler';

import { article, builtPage, type Element } from '../support/built-pages.ts';
import { buildDir } from '../../lib/paths.ts';

/** The `<code>` of the page's first code block whose text includes `snippet`. */
/** The code block of `route` that shows `snippet`; with `last`, the last of those (a 17 block after its graphql=16 twin). */
function codeBlock(route: string, snippet: string, last = false): Element {
  const blocks = DomUtils.findAll(
    (element) =>
      element.name === 'code' &&
      (element.parent as Element | null)?.name === 'pre' &&
      DomUtils.textContent(element).includes(snippet),
    [article(builtPage(route))],
  );
  const code = last ? blocks.at(-1) : blocks[0];
  if (!code) throw new Error(`${route}: no code block shows ${snippet}`);
  return code;
}

interface CodeLink {
  text: string;
  href: string;
  style?: string;
  /** The whole line of code the link is on. */
  line: string;
}

/** The links of a code block, each with the line it is on. */
function codeLinks(code: Element): CodeLink[] {
  const all = DomUtils.textContent(code);
  const found: CodeLink[] = [];
  let before = '';
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') before += (node as Text).data;
    else if (node.type === 'tag' && (node as Element).name === 'a') {
      const link = node as Element;
      const text = DomUtils.textContent(link);
      const end = all.indexOf('\n', before.length);
      found.push({
        text,
        href: link.attribs.href!,
        style: link.attribs.style,
        line: all.slice(before.lastIndexOf('\n') + 1, end < 0 ? undefined : end),
      });
      before += text;
    } else if ('children' in node) node.children.forEach(walk);
  };
  code.children.forEach(walk);
  return found;
}

const builtCss = () =>
  fs
    .readdirSync(path.join(buildDir, 'assets/css'))
    .map((file) => fs.readFileSync(path.join(buildDir, 'assets/css', file), 'utf8'))
    .join('\n');

describe('graphql names in tutorial samples', () => {
  it('basic-types: buildSchema links to its API page, in its token colour for both modes', () => {
    const code = codeBlock('/docs/tutorials/basic-types', 'buildSchema(`');
    const links = codeLinks(code);
    const call = links.find(
      (link) => link.text === 'buildSchema' && link.line.includes('buildSchema(`'),
    );
    assert.ok(call, 'the call of buildSchema is a link');
    assert.equal(call.href, '/api/graphql-js/function/buildSchema');
    assert.match(call.style ?? '', /--code-light:#[0-9A-F]{6};--code-dark:#[0-9A-F]{6}/i);
    assert.ok(
      links.some((link) => link.text === 'buildSchema' && link.line.startsWith('import')),
      'so is its name in the import',
    );
    // `graphql` is an export too, but here it is the module's name in a string.
    const specifier = DomUtils.findOne(
      (element) => DomUtils.textContent(element).trim() === "'graphql'",
      code.children,
    );
    assert.ok(specifier, "'graphql' is a token of its own");
    assert.equal(specifier.name, 'span', "the string 'graphql' is not a link");
  });

  it('upgrade guide: a name in a comment, and a local class spelled like an export, are not linked', () => {
    const replacements = codeLinks(
      codeBlock(
        '/docs/upgrade-from-16/setup-and-imports',
        '// was getVisitFn(visitor, Kind.FIELD, false)',
        true,
      ),
    );
    const kinds = replacements.filter((link) => link.line.includes('// was getVisitFn('));
    // Kind.FIELD is on that line twice: once in the code, once in the comment.
    assert.deepEqual(
      kinds.map(({ text, href }) => [text, href]),
      [
        ['getEnterLeaveForKind', '/api/graphql-js/function/getEnterLeaveForKind'],
        ['Kind', '/api/graphql-js/enum/Kind'],
      ],
    );

    const secondCopy = codeLinks(
      codeBlock('/docs/upgrade-from-16/setup-and-imports', 'class GraphQLSchema {}', true),
    );
    assert.deepEqual(
      secondCopy.filter((link) => link.text === 'GraphQLSchema'),
      [],
      'GraphQLSchema here is a class the sample declares, not the export',
    );
    assert.ok(
      secondCopy.some((link) => link.href === '/api/graphql-js/function/graphql'),
      'the graphql function it imports is linked',
    );
  });

  it('a linked name is underlined and takes its token colour from the mode', () => {
    const code = codeBlock('/docs/tutorials/basic-types', 'buildSchema(`');
    const linesClass = String(code.attribs.class)
      .split(' ')
      .find((name) => name.startsWith('codeBlockLines'));
    const css = builtCss();
    const linkRule = new RegExp(`\\.${linesClass} a\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    assert.match(linkRule, /(?:^|;)text-decoration:underline/, 'links in code are underlined');
    assert.match(linkRule, /(?:^|;)color:inherit/, 'an uncoloured name has the text colour');
    assert.match(css, /:root \.theme-code-block code \[style\]\{color:var\(--code-light\)/);
    assert.match(
      css,
      /\[data-theme=['"]?dark['"]?\] \.theme-code-block code \[style\]\{color:var\(--code-dark\)/,
    );
    assert.doesNotMatch(
      css,
      /\.theme-code-block code (?:a|\[style\])\{[^}]*text-decoration/,
      'no token style takes the underline off a link',
    );
  });
});
