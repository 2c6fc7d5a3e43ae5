/**
 * The guides are one click from where readers start (the home page, the tutorials' first page),
 * and their index links every guide in docs/guides/, so a new guide cannot be left out of it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { docsPage } from '../../lib/docs-pages.ts';
import { siteDir } from '../../lib/paths.ts';
import { article, builtPage, links } from '../support/built-pages.ts';

const guidesDir = path.join(siteDir, 'docs/guides');
const indexRoute = '/docs/guides/';

const hrefsOf = (route: string, nodes = builtPage(route)) =>
  links(nodes).map((link) => link.href.replace(/#.*$/, ''));

describe('the guides', () => {
  it('are linked from the home page and the first tutorial page', () => {
    assert.ok(hrefsOf('/').includes(indexRoute), 'the home page does not link the guides');
    const tutorials = hrefsOf('/docs/tutorials/', [article(builtPage('/docs/tutorials/'))]);
    assert.ok(tutorials.includes(indexRoute), 'the tutorials index does not link the guides');
  });

  it('index links every guide in docs/guides/', () => {
    const linked = new Set(hrefsOf(indexRoute, [article(builtPage(indexRoute))]));
    const guides = fs
      .readdirSync(guidesDir)
      .filter((file) => /\.mdx?$/.test(file) && !/^index\.mdx?$/.test(file))
      .map((file) =>
        docsPage(`guides/${file}`, fs.readFileSync(path.join(guidesDir, file), 'utf8')),
      );
    assert.ok(guides.length >= 10, `only ${guides.length} guides found`);
    const missing = guides.filter((guide) => !linked.has(guide.route)).map((guide) => guide.page);
    assert.deepEqual(missing, [], 'guides the index does not link');
  });
});
