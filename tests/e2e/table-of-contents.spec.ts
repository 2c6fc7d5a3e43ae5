import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildDir } from '../../lib/paths.ts';
import { themeConfig } from '../support/site-config.ts';
import { readDocPages } from '../support/tutorials.ts';
import { expect, test } from './fixtures.ts';

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
  expect(html, 'some API page has h4 headings and a table of contents').toBeTruthy();
  return `/api/${path.dirname(html!).split(path.sep).join('/')}`;
}

async function tocAndHeadings(page: Page) {
  return page.evaluate(() => {
    const toc = Array.from(
      document.querySelectorAll('.theme-doc-toc-desktop a.table-of-contents__link'),
    ).map((a) => a.getAttribute('href'));
    const headings = Array.from(
      document.querySelectorAll('article .markdown :is(h2, h3, h4, h5, h6)[id]'),
    ).map((h) => ({
      level: Number(h.tagName[1]),
      href: `#${h.id}`,
    }));
    return { toc, headings };
  });
}

test.describe('table of contents', () => {
  test('lists exactly the page’s own h2 and h3 headings, in order', async ({ page }) => {
    expect([
      themeConfig.tableOfContents!.minHeadingLevel,
      themeConfig.tableOfContents!.maxHeadingLevel,
    ]).toEqual([2, 3]);
    const routes = [...readDocPages().map((t) => t.route), apiPageWithLevel4Headings()];
    let deeperHeadingsSeen = 0;
    for (const route of routes) {
      await page.goto(route);
      const { toc, headings } = await tocAndHeadings(page);
      deeperHeadingsSeen += headings.filter((h) => h.level > 3).length;
      expect(toc, route).toEqual(
        headings.filter((h) => h.level === 2 || h.level === 3).map((h) => h.href),
      );
    }
    expect(
      deeperHeadingsSeen,
      'at least one checked page had h4+ headings to leave out',
    ).toBeGreaterThan(0);
  });
});
