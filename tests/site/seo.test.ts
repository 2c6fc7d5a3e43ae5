/**
 * What search engines and link previews read: a sitemap of every page, and on
 * every page a title, a meta description and a canonical URL; a social card.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { expectedTitle, siteConfig as config } from '../support/site-config.ts';
import { readDocPages } from '../support/tutorials.ts';
import { buildDir, siteDir } from '../../lib/paths.ts';
import { sitemapUrls } from '../support/sitemap.ts';

interface BuiltPage {
  file: string;
  /** the route the file serves, without a trailing slash (except the home page) */
  route: string;
}

const notFoundFile = '404.html';
const siteOrigin = config.url.replace(/\/$/, '');

/** Every HTML page in the build and the route it serves. */
function builtPages(): BuiltPage[] {
  return fs
    .readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = path.relative(buildDir, path.join(entry.parentPath, entry.name));
      const route = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      return { file, route: normalise(route) };
    });
}

function normalise(route: string): string {
  return route === '/' ? route : route.replace(/\/$/, '');
}

function headOf(file: string) {
  const document = parseDocument(fs.readFileSync(path.join(buildDir, file), 'utf8'));
  const head = DomUtils.findOne((element) => element.name === 'head', document.children)!;
  const find = (test: (attributes: Record<string, string>, name: string) => boolean) =>
    DomUtils.findAll((element) => test(element.attribs, element.name), head.children);
  return {
    title: DomUtils.textContent(find((_, name) => name === 'title')).trim(),
    descriptions: find(
      (attributes, name) => name === 'meta' && attributes.name === 'description',
    ).map((e) => e.attribs.content ?? ''),
    canonicals: find((attributes, name) => name === 'link' && attributes.rel === 'canonical').map(
      (e) => e.attribs.href ?? '',
    ),
    robots: find((attributes, name) => name === 'meta' && attributes.name === 'robots').map(
      (e) => e.attribs.content ?? '',
    ),
    ogImage: find((attributes, name) => name === 'meta' && attributes.property === 'og:image').map(
      (e) => e.attribs.content ?? '',
    ),
  };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', `${file} is not a PNG`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('SEO', () => {
  const pages = builtPages();
  const served = pages.filter((page) => page.file !== notFoundFile);
  const noindex = (page: BuiltPage) =>
    headOf(page.file).robots.some((content) => /noindex/i.test(content));
  const indexable = served.filter((page) => !noindex(page));

  it('the build has the home page, the tutorials and the API pages (a sanity check on what follows)', () => {
    assert.ok(indexable.some((page) => page.route === '/'));
    assert.ok(indexable.some((page) => page.route === '/docs/tutorials'));
    assert.ok(indexable.filter((page) => page.route.startsWith('/api/')).length > 100);
  });

  it('the search results page asks not to be indexed (internal search results are not content)', () => {
    const search = served.find((page) => page.route === '/search');
    assert.ok(search, 'the build has /search');
    assert.ok(noindex(search), `robots: ${JSON.stringify(headOf(search.file).robots)}`);
  });

  it('sitemap.xml lists every page, on the configured origin, and nothing else', () => {
    const listed = sitemapUrls();
    for (const url of listed)
      assert.ok(url.startsWith(`${siteOrigin}/`), `${url} is not on ${siteOrigin}`);
    const listedRoutes = new Set(listed.map((url) => normalise(new URL(url).pathname)));
    const builtRoutes = new Set(indexable.map((page) => page.route));
    assert.deepEqual(
      [...builtRoutes].filter((route) => !listedRoutes.has(route)).sort(),
      [],
      'pages missing from the sitemap',
    );
    assert.deepEqual(
      [...listedRoutes].filter((route) => !builtRoutes.has(route)).sort(),
      [],
      'sitemap entries with no page',
    );
    assert.equal(listed.length, listedRoutes.size, 'no page is listed twice');
  });

  it('every page has a title, one meta description and one canonical URL pointing at itself', () => {
    const problems: string[] = [];
    for (const page of served) {
      const head = headOf(page.file);
      if (!head.title) problems.push(`${page.file}: no <title>`);
      if (head.descriptions.length !== 1 || !head.descriptions[0].trim()) {
        problems.push(`${page.file}: meta descriptions ${JSON.stringify(head.descriptions)}`);
      }
      const expected = `${siteOrigin}${page.route}`;
      if (
        head.canonicals.length !== 1 ||
        normalise(new URL(head.canonicals[0]).pathname) !== page.route ||
        !head.canonicals[0].startsWith(siteOrigin)
      ) {
        problems.push(
          `${page.file}: canonical ${JSON.stringify(head.canonicals)}, expected ${expected}`,
        );
      }
    }
    assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
  });

  it('every docs page is titled "<its title> | GraphQL.js", the home page and the API overview alike', () => {
    const fileOf = (route: string) =>
      served.find((page) => page.route === normalise(route.replace(/\/index$/, '/')))?.file;
    const titles = readDocPages().map((doc) => ({
      route: doc.route,
      title: headOf(fileOf(doc.route) ?? `${doc.route} was not built`).title,
      expected: expectedTitle(doc.title),
    }));
    titles.push({
      route: '/',
      title: headOf('index.html').title,
      expected: expectedTitle(config.tagline!),
    });
    // The API overview, whose title is its heading.
    const overview = 'api/graphql-js/index.html';
    const document = parseDocument(fs.readFileSync(path.join(buildDir, overview), 'utf8'));
    const h1 = DomUtils.findOne((element) => element.name === 'h1', document.children);
    titles.push({
      route: '/api/graphql-js',
      title: headOf(overview).title,
      expected: expectedTitle(h1 ? DomUtils.textContent(h1).trim() : '(no h1)'),
    });
    assert.deepEqual(
      titles.filter(({ title, expected }) => title !== expected),
      [],
    );
  });

  it('the not-found page has a title and a meta description, and is not in the sitemap', () => {
    assert.ok(headOf(notFoundFile).title);
    const { descriptions } = headOf(notFoundFile);
    assert.equal(descriptions.length, 1, `one meta description: ${JSON.stringify(descriptions)}`);
    assert.ok(descriptions[0]!.trim());
    assert.ok(!sitemapUrls().some((url) => new URL(url).pathname.startsWith('/404')));
  });

  it('a 1200x630 social card exists and every page points link previews at it', () => {
    const image = config.themeConfig?.image;
    assert.equal(typeof image, 'string', 'themeConfig.image is set');
    const file = path.join(siteDir, 'static', image as string);
    assert.deepEqual(pngSize(file), { width: 1200, height: 630 });
    assert.ok(fs.existsSync(path.join(buildDir, image as string)), 'the card is in the build');
    const expected = `${siteOrigin}/${image}`;
    const wrong = indexable
      .filter((page) => !headOf(page.file).ogImage.includes(expected))
      .map((page) => page.file);
    assert.deepEqual(wrong, []);
  });
});
