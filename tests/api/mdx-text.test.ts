/**
 * The escaping of outside text into the API pages' MDX: JSDoc markdown keeps
 * its markdown and code but loses what MDX would read as JSX or expressions;
 * plain text (names, titles) comes out literal, in link text and table cells too.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { escapeMdx, escapeText } from '../../typedoc-plugins/render/mdx-text.ts';

describe('escapeMdx (JSDoc markdown)', () => {
  it('escapes JSX and expression characters in prose', () => {
    assert.equal(
      escapeMdx('Closes </div> with {value} and a > b'),
      'Closes \\</div\\> with \\{value\\} and a \\> b',
    );
  });

  it('leaves code spans and code fences as written', () => {
    assert.equal(escapeMdx('Use `Map<string, {a: 1}>` here'), 'Use `Map<string, {a: 1}>` here');
    const fence = '```ts\nconst x: Array<{ a: 1 }> = [];\n```';
    assert.equal(
      escapeMdx(`Before <b>\n\n${fence}\n\nafter`),
      `Before \\<b\\>\n\n${fence}\n\nafter`,
    );
  });

  it('in a table cell, escapes every pipe, in code spans too', () => {
    assert.equal(escapeMdx('a | b `c | d`', { tableCell: true }), 'a \\| b `c \\| d`');
  });

  it('keeps a > opening a line as a blockquote, and markdown emphasis as markdown', () => {
    assert.equal(escapeMdx('> quoted *text*\n  > nested'), '> quoted *text*\n  > nested');
  });
});

describe('escapeText (plain text)', () => {
  it('escapes every character markdown or MDX reads as syntax', () => {
    assert.equal(escapeText('[toStringTag]'), '\\[toStringTag\\]');
    assert.equal(escapeText('__Schema'), '\\_\\_Schema');
    assert.equal(
      escapeText('a | b <T> {x} *y* `z` \\'),
      'a \\| b \\<T\\> \\{x\\} \\*y\\* \\`z\\` \\\\',
    );
  });

  it('leaves ordinary words and punctuation alone', () => {
    assert.equal(
      escapeText('Object types: In code, resolveType & isTypeOf.'),
      'Object types: In code, resolveType & isTypeOf.',
    );
  });
});
