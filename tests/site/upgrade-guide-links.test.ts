/**
 * A reader upgrading from graphql 16 reaches the upgrade guide in one click
 * from the API overview, right where it says which version it documents.
 * (The home page's and the announcement bar's links are checked with the rest
 * of those components in tests/e2e/home-page.spec.ts and announcement-bar.spec.ts.)
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { builtPage, links, section } from '../support/built-pages.ts';

const guideRoute = '/docs/upgrade-from-16';

describe('the upgrade guide from 16', () => {
  it('is linked from the Install section of the API overview', () => {
    const install = section(builtPage('/api/graphql-js'), 'install');
    assert.ok(install, 'the API overview has no Install section');
    const hrefs = links(install).map((link) => link.href);
    assert.ok(hrefs.includes(guideRoute), `no link to ${guideRoute} in: ${hrefs.join(', ')}`);
  });
});
