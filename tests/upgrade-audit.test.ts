/**
 * `npm run audit:upgrade` runs the same inputs against the two graphql versions
 * package.json pins (16 and 17 today) and lists every difference. This test runs
 * it and checks scripts/upgrade-audit/accounted.json against the result: each
 * difference is mapped to a section of the guide in docs/upgrade-from-16/ that exists, or
 * listed as not user-visible, and no entry of the file is left matching nothing.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { account, type Accounting } from '../scripts/upgrade-audit/accounted.ts';
import { runAudit } from '../scripts/upgrade-audit/audit.ts';
import { sidesUnderAudit } from '../scripts/upgrade-audit/config.ts';

const sides = sidesUnderAudit();
const guide = `docs/upgrade-from-${sides.old.major}/`;

describe(`upgrade audit: every difference between graphql ${sides.old.major} and ${sides.new.major} is mapped to a section of ${guide} or listed as not user-visible in accounted.json`, () => {
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

  it(`every mapped anchor is a heading of a page of ${guide}`, () => {
    assert.deepEqual(
      accounting.missingAnchors.map(({ pattern, anchor }) => `${pattern} → #${anchor}`),
      [],
    );
  });

  it('every entry of accounted.json still matches a difference (none stale)', () => {
    assert.deepEqual(accounting.stale, []);
  });
});
