/**
 * A link checker crawls the served build from the home page: no internal link
 * or #anchor may be broken. External links are listed, never fetched (the
 * tests run offline, and another site's outage must not fail our build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { siteConfig as config } from '../support/site-config.ts';
import { buildDir } from '../../lib/paths.ts';
import { servedFile } from '../../lib/server.ts';
import { sitemapUrls } from '../support/sitemap.ts';
import { expect, test } from './fixtures.ts';

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
    const route = `/${path
      .relative(buildDir, file)
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')}`;
    for (const href of load(file).hrefs) {
      const target = new URL(href, `${base}${route}`);
      if (target.origin !== base || !target.hash || target.hash === '#') continue;
      const targetFile = servedFile(buildDir, target.pathname);
      if (!targetFile) continue; // a missing page is the crawl's to report
      const id = decodeURIComponent(target.hash.slice(1));
      if (!load(targetFile).ids.has(id)) broken.push(`${route}: ${href}`);
    }
  }
  return [...new Set(broken)];
}

test.describe('links', () => {
  let origin: string;
  let results: LinkResult[];

  test.beforeAll(async ({}, testInfo) => {
    // The whole site is crawled once for the file's tests.
    testInfo.setTimeout(10 * 60_000);
    origin = new URL(testInfo.project.use.baseURL!).origin;
    const checker = new LinkChecker();
    const crawl = await checker.check({
      path: `${origin}/`,
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
      linksToSkip: async (link) => !link.startsWith(`${origin}/`) && link !== origin,
    });
    results = crawl.links;
  });

  test('no internal link or anchor is broken', () => {
    const broken = results
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => `${link.status ?? '-'} ${link.url} (linked from ${link.parent})`);
    expect(broken).toEqual([]);
  });

  test('every #anchor an internal link names exists on its target page', () => {
    // linkinator validates a fragment only when it meets the link before it
    // crawls the target page; this pass over the built HTML covers the rest.
    const broken = brokenAnchorsInBuild();
    expect(broken.slice(0, 30), `${broken.length} broken anchors`).toEqual([]);
  });

  test('the crawl reaches every page of the sitemap, so none is orphaned or unchecked', () => {
    const crawled = new Set(
      results
        .filter((link) => link.state === LinkState.OK && link.url.startsWith(origin))
        .map((link) => new URL(link.url).pathname),
    );
    const unreached = sitemapUrls()
      .map((url) => new URL(url).pathname)
      .filter(
        (pathname) =>
          !crawled.has(pathname) &&
          !crawled.has(pathname.replace(/\/$/, '')) &&
          !crawled.has(`${pathname}/`),
      );
    expect(unreached).toEqual([]);
  });

  test('external links are listed, not fetched', () => {
    expect(
      results.every((link) => link.state === LinkState.SKIPPED || link.url.startsWith(origin)),
      'only links on the served site were fetched',
    ).toBe(true);
    const skipped = new Set(
      results.filter((link) => link.state === LinkState.SKIPPED).map((link) => link.url),
    );
    // Canonical and og:url links name our own pages on the production origin (the SEO test checks them);
    // linkinator also offers meta values that are not URLs (og:title) and skips them.
    const productionOrigin = new URL(config.url).origin;
    const external = [...skipped]
      .filter(
        (url) =>
          URL.canParse(url) &&
          /^(https?|mailto):$/.test(new URL(url).protocol) &&
          new URL(url).origin !== productionOrigin,
      )
      .sort();
    const ownProduction = [...skipped].filter(
      (url) => URL.canParse(url) && new URL(url).origin === productionOrigin,
    );
    test.info().annotations.push(
      {
        type: 'external links (not fetched)',
        description: `${external.length}:\n${external.join('\n')}`,
      },
      {
        type: `links to the production origin ${productionOrigin} (canonical, og:url), not fetched`,
        description: String(ownProduction.length),
      },
    );
    expect(external.length, 'the footer links out, so the list cannot be empty').toBeGreaterThan(0);
  });
});
