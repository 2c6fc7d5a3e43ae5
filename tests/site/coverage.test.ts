/**
 * The API reference documents exactly what graphql exports: one page per
 * class, enum, function and interface, no other page, and an anchored entry on
 * the overview for each type alias and variable.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { graphqlPackage, namesByKind, pageKinds } from '../../lib/graphql-package.ts';
import { buildDir } from '../../lib/paths.ts';

const apiDir = path.join(buildDir, 'api', 'graphql-js');
// The one independent computation: the TypeScript checker's classification, which TypeDoc (kinds.ts) never uses.
const exports = graphqlPackage.exports();
const byKind = namesByKind(exports);

/** Text of an HTML fragment as a reader sees it. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '')
    .trim();
}

/** Headings of a built page: level, id and text. */
function headings(html: string): Array<{ level: number; id: string; text: string }> {
  const found = [];
  for (const match of html.matchAll(/<h([1-6])\b([^>]*)>([\s\S]*?)<\/h\1>/g)) {
    const id = /\bid=(?:"([^"]*)"|([^\s>]+))/.exec(match[2]);
    found.push({ level: Number(match[1]), id: id?.[1] ?? id?.[2] ?? '', text: text(match[3]) });
  }
  return found;
}

describe('API reference coverage', () => {
  // The counts per kind are api-manifest.json's, which tests/api/manifest.test.ts holds to the installed package.
  it('classifies the exported classes and enum-likes a reader looks up as classes and enums', () => {
    for (const name of [
      'GraphQLField',
      'GraphQLArgument',
      'GraphQLEnumValue',
      'GraphQLInputField',
    ]) {
      assert.ok(byKind.class.includes(name), `${name} is a class`);
    }
    for (const name of [
      'Kind',
      'TokenKind',
      'TypeKind',
      'DirectiveLocation',
      'OperationTypeNode',
    ]) {
      assert.ok(byKind.enum.includes(name), `${name} is an enum-like`);
    }
  });

  it('builds the overview and nothing but the four kind folders beside it', () => {
    assert.ok(fs.existsSync(path.join(apiDir, 'index.html')), 'no page at /api/graphql-js');
    assert.deepEqual(fs.readdirSync(apiDir).sort(), [...pageKinds, 'index.html'].sort());
  });

  for (const kind of pageKinds) {
    it(`builds exactly one page per exported ${kind}, each with its Markdown twin beside it`, () => {
      const entries = fs.readdirSync(path.join(apiDir, kind), { withFileTypes: true });
      const built = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
      built.sort();
      assert.deepEqual(built, [...byKind[kind]].sort());
      assert.deepEqual(
        entries
          .filter((entry) => !entry.isDirectory())
          .map((entry) => entry.name)
          .sort(),
        built.map((name) => `${name}.md`).sort(),
        'beside the page folders, only their twins',
      );
      for (const name of built) {
        assert.deepEqual(
          fs.readdirSync(path.join(apiDir, kind, name)),
          ['index.html'],
          `${kind}/${name}`,
        );
      }
    });
  }

  it('gives every type alias and variable an anchored entry on the overview', () => {
    const overview = headings(fs.readFileSync(path.join(apiDir, 'index.html'), 'utf8'));
    for (const name of [...byKind.typeAlias, ...byKind.variable]) {
      const entries = overview.filter((h) => h.text === name && h.id);
      assert.equal(
        entries.length,
        1,
        `${name}: ${entries.length} anchored entries on the overview`,
      );
    }
  });

  it('lists every member of each enum-like with its string value on its enum page', () => {
    for (const { name, members } of exports.filter((e) => e.kind === 'enum')) {
      const page = text(fs.readFileSync(path.join(apiDir, 'enum', name, 'index.html'), 'utf8'));
      const titles = headings(
        fs.readFileSync(path.join(apiDir, 'enum', name, 'index.html'), 'utf8'),
      ).map((h) => h.text);
      for (const member of members ?? []) {
        assert.ok(titles.includes(member.name), `${name}.${member.name} has no heading`);
        assert.ok(
          page.includes(JSON.stringify(member.value)),
          `${name}.${member.name}: value ${member.value} not shown`,
        );
      }
    }
  });
});
