/**
 * A signature's parameters are a list on the API pages (typedoc-plugins/page-layout.mts
 * turns typedoc-plugin-markdown's table into one line per parameter): the
 * conversion itself, and the generated pages, where no parameters table is left.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { tableAsList } from '../../typedoc-plugins/page-layout.mts';
import { functionDeclarations } from '../support/function-declarations.ts';
import { siteDir } from '../support/paths.ts';

const apiDir = path.join(siteDir, 'api/graphql-js');

describe('parameters as a list', () => {
  it('keeps each row: name, type with its escaped pipes, default unless undefined, description unless "-"', () => {
    const table = [
      '| Parameter | Type | Default value | Description |',
      '| ------ | ------ | ------ | ------ |',
      '| `source` | `string` \\| [`Source`](../class/Source.md) | `undefined` | The text to parse. |',
      '| `options?` | `ParseOptions` | `{}` | - |',
    ].join('\n');
    assert.equal(
      tableAsList(table),
      [
        '- `source`: `string` \\| [`Source`](../class/Source.md) — The text to parse.',
        '- `options?`: `ParseOptions` = `{}`',
      ].join('\n'),
    );
  });

  it('fails on a table without the Parameter and Type columns, naming its header', () => {
    assert.throws(
      () => tableAsList('| Name | Description |\n| --- | --- |\n| a | b |'),
      /without Parameter and Type columns: \| Name \| Description \|/,
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
