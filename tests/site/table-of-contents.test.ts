/**
 * The table of contents of a docs page lists exactly the page's own h2 and h3 headings, in order,
 * as the site configures it (levels 2 to 3); deeper headings stay out. Read from the built HTML,
 * where the theme renders it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DomUtils } from 'htmlparser2';

import { buildDir } from '../../lib/paths.ts';
import { article, builtPage } from '../support/built-pages.ts';
import { themeConfig } from '../support/site-config.ts';
import { readDocPages } from '../support/tutorials.ts';

const hasClass = (element: { attribs: Record<string, string> }, name: string) =>
  (element.attribs.class ?? '').split(/\s+/).includes(name);

/** A built API page that has h4 headings, so leaving them out is put to the test. */
function apiPageWithLevel4Headings(): string {
  const apiDir = path.join(buildDir, 'api');
  const html = fs
    .readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .sort()
    .find((file) => {
      const text = fs.readFileSync(path.join(apiDir, file), 'utf8');
      return /<h4[\s>]/.test(text) && text.includes('table-of-contents');
    });
  assert.ok(html, 'some API page has h4 headings and a table of contents');
  return `/api/${path.dirname(html).split(path.sep).join('/')}`;
}

function tocAndHeadings(route: string) {
  const page = builtPage(route);
  const toc = DomUtils.findOne((element) => hasClass(element, 'theme-doc-toc-desktop'), page);
  const links = toc
    ? DomUtils.findAll((element) => hasClass(element, 'table-of-contents__link'), [toc]).map(
        (a) => a.attribs.href,
      )
    : [];
  const markdown = DomUtils.findOne((element) => hasClass(element, 'markdown'), [article(page)]);
  const headings = DomUtils.findAll(
    (element) => /^h[2-6]$/.test(element.name) && element.attribs.id !== undefined,
    markdown ? [markdown] : [],
  ).map((h) => ({ level: Number(h.name[1]), href: `#${h.attribs.id}` }));
  return { links, headings };
}

describe('table of contents', () => {
  it('lists exactly the page’s own h2 and h3 headings, in order, on every docs page and an API page', () => {
    assert.deepEqual(
      [themeConfig.tableOfContents!.minHeadingLevel, themeConfig.tableOfContents!.maxHeadingLevel],
      [2, 3],
    );
    const routes = [...readDocPages().map((doc) => doc.route), apiPageWithLevel4Headings()];
    let deeperHeadingsSeen = 0;
    for (const route of routes) {
      const { links, headings } = tocAndHeadings(route);
      deeperHeadingsSeen += headings.filter((h) => h.level > 3).length;
      assert.deepEqual(
        links,
        headings.filter((h) => h.level === 2 || h.level === 3).map((h) => h.href),
        route,
      );
    }
    assert.ok(deeperHeadingsSeen > 0, 'at least one checked page had h4+ headings to leave out');
  });
});
