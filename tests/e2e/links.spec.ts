/**
 * A link checker crawls the served build from the home page: no internal link
 * or #anchor may be broken. External links are listed, never fetched (the
 * tests run offline, and another site's outage must not fail our build).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Parser } from 'htmlparser2';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { siteConfig as config } from '../support/site-config.ts';
import { buildDir } from '../support/paths.ts';
import { serveBuild, type ServedSite } from '../support/server.ts';
import { sitemapUrls } from '../support/sitemap.ts';

interface ParsedPage {
  ids: Set<string>;
  hrefs: string[];
}

function parseBuiltPage(file: string): ParsedPage {
  const ids = new Set<string>();
  const hrefs: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.name) ids.add(attributes.name);
      if (name === 'a' && attributes.href) hrefs.push(attributes.href);
    },
  });
  parser.end(fs.readFileSync(file, 'utf8'));
  return { ids, hrefs };
}

/** The built file a route is served from, as `docusaurus serve` resolves it. */
function fileForRoute(pathname: string): string | undefined {
  const decoded = decodeURIComponent(pathname);
  const candidates = [path.join(buildDir, decoded, 'index.html'), path.join(buildDir, `${decoded.replace(/\/$/, '')}.html`)];
  return candidates.find((candidate) => fs.existsSync(candidate));
}

function brokenAnchorsInBuild(): string[] {
  const base = 'http://site.invalid';
  const pages = new Map<string, ParsedPage>();
  const load = (file: string) => {
    if (!pages.has(file)) pages.set(file, parseBuiltPage(file));
    return pages.get(file)!;
  };
  const broken: string[] = [];
  const files = fs
    .readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of files) {
    const route = `/${path.relative(buildDir, file).replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    for (const href of load(file).hrefs) {
      const target = new URL(href, `${base}${route}`);
      if (target.origin !== base || !target.hash || target.hash === '#') continue;
      const targetFile = fileForRoute(target.pathname);
      if (!targetFile) continue; // a missing page is the crawl's to report
      const id = decodeURIComponent(target.hash.slice(1));
      if (!load(targetFile).ids.has(id)) broken.push(`${route}: ${href}`);
    }
  }
  return [...new Set(broken)];
}

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
      // Routes are served without .html and without a trailing slash, as `docusaurus serve` and hosts do.
      cleanUrls: true,
      concurrency: 8,
      // On a loaded machine a connection may drop (status 0); retry those instead of reporting a broken link.
      retryErrors: true,
      retryErrorsCount: 3,
      retryErrorsJitter: 500,
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

  it('every #anchor an internal link names exists on its target page', () => {
    // linkinator validates a fragment only when it meets the link before it
    // crawls the target page; this pass over the built HTML covers the rest.
    const broken = brokenAnchorsInBuild();
    assert.deepEqual(broken.slice(0, 30), [], `${broken.length} broken anchors`);
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
    assert.ok(
      results.every((link) => link.state === LinkState.SKIPPED || link.url.startsWith(site.origin)),
      'only links on the served site were fetched',
    );
    const skipped = new Set(results.filter((link) => link.state === LinkState.SKIPPED).map((link) => link.url));
    // Canonical and og:url links name our own pages on the production origin (the SEO test checks them);
    // linkinator also offers meta values that are not URLs (og:title) and skips them.
    const productionOrigin = new URL(config.url).origin;
    const external = [...skipped]
      .filter((url) => URL.canParse(url) && /^(https?|mailto):$/.test(new URL(url).protocol) && new URL(url).origin !== productionOrigin)
      .sort();
    const ownProduction = [...skipped].filter((url) => URL.canParse(url) && new URL(url).origin === productionOrigin);
    t.diagnostic(`${external.length} external links (not fetched):\n${external.join('\n')}`);
    t.diagnostic(`${ownProduction.length} links to this site's production origin ${productionOrigin} (canonical, og:url), not fetched`);
    assert.ok(external.length > 0, 'the footer links out, so the list cannot be empty');
  });
});
