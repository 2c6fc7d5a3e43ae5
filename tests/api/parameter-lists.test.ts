/**
 * A signature's parameters are a list on the API pages (typedoc-plugins/page-layout.ts
 * renders one line per parameter from TypeDoc's parameter reflections): the
 * list itself, on made-up parameters, and the generated pages, where no
 * parameters table is left.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  Comment,
  DeclarationReflection,
  IntrinsicType,
  ParameterReflection,
  ReflectionFlag,
  ReflectionKind,
  ReflectionType,
  UnionType,
  type SomeType,
} from 'typedoc';
import type { MarkdownThemeContext } from 'typedoc-plugin-markdown';

import { parameterList } from '../../typedoc-plugins/render/page-layout.ts';
import { functionDeclarations } from '../support/function-declarations.ts';
import { siteDir } from '../../lib/paths.ts';

const apiDir = path.join(siteDir, 'api/graphql-js');

/** The partials the list calls, standing in for typedoc-plugin-markdown's: a type as code, a comment as its text. */
const context = {
  partials: {
    someType: (type: SomeType) =>
      type instanceof UnionType
        ? type.types.map((member) => `\`${member.toString()}\``).join(' \\| ')
        : `\`${type.toString()}\``,
    reflectionType: () => '`object`',
    comment: (comment: Comment) => Comment.combineDisplayParts(comment.summary),
  },
} as unknown as MarkdownThemeContext;

function parameter(
  name: string,
  type: SomeType,
  {
    optional = false,
    defaultValue,
    text,
  }: { optional?: boolean; defaultValue?: string; text?: string } = {},
): ParameterReflection {
  const made = new ParameterReflection(name, ReflectionKind.Parameter, undefined);
  made.type = type;
  made.setFlag(ReflectionFlag.Optional, optional);
  if (defaultValue !== undefined) made.defaultValue = defaultValue;
  if (text) made.comment = new Comment([{ kind: 'text', text }]);
  return made;
}

describe('parameters as a list', () => {
  it('keeps each parameter: name, type with its escaped pipes, default unless none, description unless none', () => {
    const source = parameter(
      'source',
      new UnionType([new IntrinsicType('string'), new IntrinsicType('Source')]),
      { text: 'The text to parse.' },
    );
    const options = parameter('options', new IntrinsicType('ParseOptions'), {
      optional: true,
      defaultValue: '{ maxTokens: 10 }',
    });
    assert.equal(
      parameterList(context, [source, options]),
      [
        '- `source`: `string` \\| `Source` — The text to parse.',
        '- `options?`: `ParseOptions` = `{ maxTokens: 10 }`',
      ].join('\n'),
    );
  });

  it("lists an object parameter's members after it as `name.member`, each optional by its own flag", () => {
    const literal = new DeclarationReflection('__type', ReflectionKind.TypeLiteral);
    const member = new DeclarationReflection('maxTokens', ReflectionKind.Property, literal);
    member.type = new IntrinsicType('number');
    member.setFlag(ReflectionFlag.Optional, true);
    member.comment = new Comment([{ kind: 'text', text: 'A limit.' }]);
    literal.children = [member];
    const options = parameter('options', new ReflectionType(literal));
    const after = parameter('after', new IntrinsicType('string'));
    assert.equal(
      parameterList(context, [
        parameter('first', new IntrinsicType('string'), { optional: true }),
        options,
        after,
      ]),
      [
        '- `first?`: `string`',
        '- `options?`: `object`',
        '- `options.maxTokens?`: `number` — A limit.',
        '- `after?`: `string`',
      ].join('\n'),
    );
  });

  it('leaves no parameters table on any generated page', () => {
    const pages = ['class', 'function', 'interface'].flatMap((kind) =>
      fs.readdirSync(path.join(apiDir, kind)).map((file) => path.join(apiDir, kind, file)),
    );
    const tables = pages.filter((page) =>
      /^#+ Parameters\n\n\|/m.test(fs.readFileSync(page, 'utf8')),
    );
    assert.deepEqual(
      tables.map((page) => path.relative(siteDir, page)),
      [],
    );
  });

  it("lists execute's parameters by the names its declaration gives them", () => {
    const declared = functionDeclarations()
      .get('execute')![0]!
      .parameters.map((parameter) => parameter.name.getText());
    const markdown = fs.readFileSync(path.join(apiDir, 'function/execute.md'), 'utf8');
    const list = /^#+ Parameters\n\n((?:- .*\n?)+)/m.exec(markdown)?.[1];
    assert.ok(list, 'function/execute.md has no parameters list');
    assert.deepEqual(
      list
        .trim()
        .split('\n')
        .map((line) => /^- `(\w+)\??`:/.exec(line)?.[1]),
      declared,
    );
  });
});
