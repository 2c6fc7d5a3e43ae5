/**
 * `npm run audit:upgrade` runs the same inputs against graphql 16 and 17 (the
 * two versions package.json pins) and lists every difference. This test runs
 * it and checks scripts/upgrade-audit/accounted.json against the result: each
 * difference is mapped to a section of docs/upgrade-from-16.md that exists, or
 * listed as not user-visible, and no entry of the file is left matching nothing.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { account, type Accounting } from '../scripts/upgrade-audit/accounted.ts';
import { runAudit } from '../scripts/upgrade-audit/audit.ts';

describe('upgrade audit: every difference between graphql 16 and 17 is accounted for in accounted.json', () => {
  let accounting: Accounting;
  before(async () => {
    accounting = account((await runAudit()).differences);
  });

  it('every difference is mapped to a guide section or listed as not user-visible', () => {
    assert.deepEqual(
      accounting.unaccounted.map(({ id }) => id),
      [],
    );
  });

  it('no difference is both mapped to a section and listed as not user-visible', () => {
    assert.deepEqual(
      accounting.conflicting.map(
        ({ difference, patterns }) => `${difference.id}: ${patterns.join(', ')}`,
      ),
      [],
    );
  });

  it('every mapped anchor is a heading of docs/upgrade-from-16.md', () => {
    assert.deepEqual(
      accounting.missingAnchors.map(({ pattern, anchor }) => `${pattern} → #${anchor}`),
      [],
    );
  });

  it('every entry of accounted.json still matches a difference (none stale)', () => {
    assert.deepEqual(accounting.stale, []);
  });
});
