import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  computeManifest,
  diffManifests,
  readManifest,
  type ApiManifest,
} from '../../lib/api-manifest.ts';
import { siteDir } from '../../lib/paths.ts';
import { removedIn17 } from '../support/removed-in-17.ts';

describe('api-manifest.json', () => {
  const installed = computeManifest();

  it('matches the installed graphql package (run `npm run api:update -- <version>` after a bump)', () => {
    const committed = readManifest(siteDir);
    assert.ok(committed, 'api-manifest.json is missing: run `npm run api:update -- <version>`');
    assert.equal(
      committed.version,
      installed.version,
      'the manifest was written for another graphql version',
    );
    assert.deepEqual(committed, installed);
  });

  it('names the version installed and lists every export once', () => {
    const names = Object.values(installed.exports).flat();
    assert.equal(new Set(names).size, names.length, 'a name is listed under two kinds');
    for (const name of installed.deprecated)
      assert.ok(names.includes(name), `${name} is deprecated but not exported`);
  });

  it('reports what a release adds, removes and newly deprecates', () => {
    // A made-up previous release: one function fewer, one extra interface, one deprecation fewer.
    const [addedFunction] = installed.exports.function;
    const [newlyDeprecated] = installed.deprecated;
    const previous: ApiManifest = {
      ...installed,
      version: '0.0.0',
      exports: {
        ...installed.exports,
        function: installed.exports.function.filter((name) => name !== addedFunction),
        interface: [...installed.exports.interface, 'RemovedThing'],
      },
      deprecated: installed.deprecated.filter((name) => name !== newlyDeprecated),
    };
    assert.deepEqual(diffManifests(previous, installed), {
      added: [`${addedFunction} (function)`],
      removed: ['RemovedThing (interface)'],
      changedKind: [],
      newlyDeprecated: [newlyDeprecated],
      noLongerDeprecated: [],
    });
  });

  it('records what the API pages mark as new, changed and removed since graphql 16', () => {
    const { version, added, changed, removed } = installed.changesSince;
    assert.match(version, /^16\./);
    const names = new Set(Object.values(installed.exports).flat());
    // Removals that 16 announced with @deprecated; additions that 17 brought (neither in 16's index.d.ts).
    for (const name of removedIn17) {
      assert.ok(removed.includes(name), `${name} is not listed as removed`);
      assert.ok(!names.has(name), `${name} is listed as removed but still exported`);
    }
    for (const name of ['experimentalExecuteIncrementally', 'GraphQLDeferDirective'])
      assert.ok(added.includes(name), `${name} is not listed as new`);
    for (const name of [...added, ...changed])
      assert.ok(names.has(name), `${name} is listed as new or changed but not exported`);
    assert.ok(!changed.includes('execute'), 'execute has the same signature in 16 and 17');
    assert.ok(changed.includes('ExecutionArgs'), 'ExecutionArgs gained members in 17');
  });
});
