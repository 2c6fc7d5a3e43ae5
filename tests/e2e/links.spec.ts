/**
 * A link checker crawls the served build from the home page: no internal link
 * or #anchor may be broken. External links are listed, never fetched (the
 * tests run offline, and another site's outage must not fail our build).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { serveBuild, type ServedSite } from '../support/server.ts';
import { sitemapUrls } from '../support/sitemap.ts';

describe('links', () => {
  let site: ServedSite;
  let results: LinkResult[];

  before(async () => {
    site = await serveBuild();
    const checker = new LinkChecker();
    const crawl = await checker.check({
      path: site.url('/'),
      recurse: true,
      checkFragments: true,
      concurrency: 16,
      timeout: 30_000,
      linksToSkip: async (link) => !link.startsWith(`${site.origin}/`) && link !== site.origin,
    });
    results = crawl.links;
  });

  after(async () => {
    await site?.close();
  });

  it('no internal link or anchor is broken', () => {
    const broken = results
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => `${link.status ?? '-'} ${link.url} (linked from ${link.parent})`);
    assert.deepEqual(broken, []);
  });

  it('the crawl reaches every page of the sitemap, so none is orphaned or unchecked', () => {
    const crawled = new Set(
      results.filter((link) => link.state === LinkState.OK && link.url.startsWith(site.origin)).map((link) => new URL(link.url).pathname),
    );
    const unreached = sitemapUrls()
      .map((url) => new URL(url).pathname)
      .filter((pathname) => !crawled.has(pathname) && !crawled.has(pathname.replace(/\/$/, '')) && !crawled.has(`${pathname}/`));
    assert.deepEqual(unreached, []);
  });

  it('external links are listed, not fetched', (t) => {
    const external = [...new Set(results.filter((link) => link.state === LinkState.SKIPPED).map((link) => link.url))].sort();
    assert.ok(
      results.every((link) => link.state === LinkState.SKIPPED || link.url.startsWith(site.origin)),
      'only links on the served site were fetched',
    );
    t.diagnostic(`${external.length} external links (not fetched):\n${external.join('\n')}`);
    assert.ok(external.length > 0, 'the footer links out, so the list cannot be empty');
  });
});
