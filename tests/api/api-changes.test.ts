/**
 * The comparison of two releases' declarations, on small hand-made packages:
 * each case writes an index.d.ts "before" and "after", reads both with the
 * TypeScript checker as the site does for graphql 16 and 17, and checks what
 * the comparison reports.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { compareApiShapes, readApiShape, type ApiChanges } from '../../lib/api-changes.ts';
import { GraphqlPackage } from '../../lib/graphql-package.ts';
import { tmpDir } from '../../lib/paths.ts';

let packages = 0;
function declarationsPackage(source: string): GraphqlPackage {
  // Installed as a package would be, so that TypeScript resolves `graphql` to it.
  const dir = path.join(tmpDir, 'api-changes', String(packages++), 'node_modules', 'graphql');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'graphql', version: '0.0.0', types: 'index.d.ts' }),
  );
  fs.writeFileSync(path.join(dir, 'index.d.ts'), source);
  return new GraphqlPackage('graphql', dir);
}

function compare(before: string, after: string): ApiChanges {
  return compareApiShapes(
    readApiShape(declarationsPackage(before)),
    readApiShape(declarationsPackage(after)),
  );
}

describe('comparing two releases’ declarations', () => {
  it('reports an export only the later release has as added, with its kind', () => {
    const changes = compare(
      'export declare function parse(source: string): object;',
      'export declare function parse(source: string): object;\nexport interface ParseOptions { noLocation?: boolean }',
    );
    assert.deepEqual(changes, {
      added: [{ name: 'ParseOptions', kind: 'interface', replaces: [] }],
      changed: [],
      removed: [],
    });
  });

  it('reports an export only the earlier release has as removed, without a replacement when none is named', () => {
    const changes = compare(
      'export declare function parse(source: string): object;\nexport declare const version: string;',
      'export declare function parse(source: string): object;',
    );
    assert.deepEqual(changes.removed, [
      { name: 'version', kind: 'variable', replacement: [], renamed: false },
    ]);
    assert.deepEqual([changes.added, changes.changed], [[], []]);
  });

  it('reports a retyped parameter with both types, and an added optional parameter', () => {
    const changes = compare(
      'export declare function execute(args: object): unknown;',
      'export declare function execute(args: ExecutionArgs, signal?: AbortSignalLike): unknown;\n' +
        'export interface ExecutionArgs { schema: unknown }\nexport interface AbortSignalLike { aborted: boolean }',
    );
    assert.deepEqual(changes.changed, [
      {
        name: 'execute',
        kind: 'function',
        differences: [
          {
            what: 'parameter-retyped',
            parameter: 'args',
            before: 'object',
            after: 'ExecutionArgs',
          },
          { what: 'parameter-added', parameter: 'signal', type: '?AbortSignalLike' },
        ],
      },
    ]);
  });

  it('reports a changed return type, and nothing for a reformatted but equal declaration', () => {
    const changes = compare(
      'export declare function a(x?: string | undefined): Array<string>;\nexport declare function b(\n  x: string,\n): number;',
      'export declare function a(x?: string): ReadonlyArray<string>;\nexport declare function b(x: string): number;',
    );
    assert.deepEqual(changes.changed, [
      {
        name: 'a',
        kind: 'function',
        differences: [
          { what: 'return-type', before: 'Array<string>', after: 'ReadonlyArray<string>' },
        ],
      },
    ]);
  });

  it('reports members added to and removed from a class and an interface', () => {
    const changes = compare(
      'export declare class Schema { getType(name: string): unknown; legacy(): void; private secret; }\n' +
        'export interface Options { a?: number }',
      'export declare class Schema { getType(name: string): unknown; getField(name: string): unknown; private other; }\n' +
        'export interface Options { a?: number; b?: string }',
    );
    assert.deepEqual(changes.changed, [
      { name: 'Options', kind: 'interface', differences: [{ what: 'member-added', member: 'b' }] },
      {
        name: 'Schema',
        kind: 'class',
        differences: [
          { what: 'member-added', member: 'getField' },
          { what: 'member-removed', member: 'legacy' },
        ],
      },
    ]);
  });

  it('names the replacement a @deprecated note announced for an export that was then removed', () => {
    const changes = compare(
      [
        'export declare class GraphQLError { toString(): string }',
        'export declare class GraphQLSchema { getRootType(operation: string): unknown }',
        '/** @deprecated Please use `GraphQLSchema.getRootType` instead. */',
        'export declare function getOperationRootType(schema: GraphQLSchema): unknown;',
        '/** @deprecated Please use `error.toString` instead. */',
        'export declare function printError(error: GraphQLError): string;',
        '/** @deprecated Please use `assertName` instead. */',
        'export declare function assertValidName(name: string): string;',
        '/** @deprecated use ExecutionArgs instead. */',
        'export interface SubscriptionArgs { schema: unknown }',
        'export interface ExecutionArgs { schema: unknown }',
      ].join('\n'),
      [
        'export declare class GraphQLError { toString(): string }',
        'export declare class GraphQLSchema { getRootType(operation: string): unknown }',
        'export declare function assertName(name: string): string;',
        'export interface ExecutionArgs { schema: unknown }',
      ].join('\n'),
    );
    assert.deepEqual(
      changes.removed.map(({ name, replacement, renamed }) => ({ name, replacement, renamed })),
      [
        { name: 'assertValidName', replacement: ['assertName'], renamed: true },
        {
          name: 'getOperationRootType',
          replacement: ['GraphQLSchema.getRootType'],
          renamed: false,
        },
        { name: 'printError', replacement: ['GraphQLError.toString'], renamed: false },
        { name: 'SubscriptionArgs', replacement: ['ExecutionArgs'], renamed: false },
      ],
    );
    assert.equal(changes.removed[0]!.deprecated, 'Please use `assertName` instead.');
    assert.deepEqual(changes.added, [
      { name: 'assertName', kind: 'function', replaces: ['assertValidName'] },
    ]);
  });

  it('reads a TypeScript enum and a string-literal enum-like as the same kind, comparing their members', () => {
    const changes = compare(
      'export declare enum Kind { NAME = "Name" }',
      'export declare const Kind: { readonly NAME: "Name"; readonly ARGUMENT: "Argument" };\nexport type Kind = (typeof Kind)[keyof typeof Kind];',
    );
    assert.deepEqual(changes.changed, [
      { name: 'Kind', kind: 'enum', differences: [{ what: 'member-added', member: 'ARGUMENT' }] },
    ]);
  });
});
