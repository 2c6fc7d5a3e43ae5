/**
 * The API reference has its own sidebar: the overview, then graphql's
 * @category groups, each split by kind. Every category starts collapsed except
 * the one holding the current page, and a collapsed category renders no links,
 * which keeps each API page light.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';

import { graphqlPackage } from '../../typedoc-plugins/graphql-package.mts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { serveBuild, type ServedSite } from '../support/server.ts';

/** The category graphql gives GraphQLSchema: the lone @category comment heading its file. */
const schemaCategory = /^\/\*\*\s*@category\s+([^*]+?)\s*\*\//.exec(
  fs.readFileSync(graphqlPackage.file('type/schema.d.ts'), 'utf8'),
)?.[1];

interface SidebarCategory {
  label: string;
  expanded: boolean;
  links: string[];
}

async function sidebarCategories(page: Page, level: number): Promise<SidebarCategory[]> {
  const items = page.locator(`nav[aria-label="Docs sidebar"] li.theme-doc-sidebar-item-category-level-${level}`);
  const categories: SidebarCategory[] = [];
  for (const item of await items.all()) {
    const toggle = item.locator('.menu__list-item-collapsible a').first();
    categories.push({
      label: (await toggle.innerText()).trim(),
      expanded: (await toggle.getAttribute('aria-expanded')) === 'true',
      links: await item.locator('ul a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
    });
  }
  return categories;
}

describe('API sidebar', () => {
  let site: ServedSite;
  let browser: Browser;
  let page: Page;

  before(async () => {
    site = await serveBuild();
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await page.goto(site.url('/api/graphql-js/class/GraphQLSchema'));
    await page.locator('nav[aria-label="Docs sidebar"] a.menu__link--active').first().waitFor();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('starts with the overview', async () => {
    const first = page.locator('nav[aria-label="Docs sidebar"] > ul > li').first().locator('a');
    assert.equal(await first.getAttribute('href'), '/api/graphql-js');
  });

  it("opens only the current page's category, at the current page's kind", async () => {
    assert.ok(schemaCategory, 'type/schema.d.ts has no file-level @category');
    const categories = await sidebarCategories(page, 1);
    assert.ok(categories.length > 10, `only ${categories.length} categories`);
    assert.deepEqual(
      categories.filter((c) => c.expanded).map((c) => c.label),
      [schemaCategory],
    );
    const kinds = await sidebarCategories(page, 2);
    assert.deepEqual(kinds.filter((k) => k.expanded).map((k) => k.label), ['Classes']);
    const active = page.locator('nav[aria-label="Docs sidebar"] a.menu__link--active').last();
    assert.equal(await active.getAttribute('href'), '/api/graphql-js/class/GraphQLSchema');
  });

  it('renders no links inside collapsed categories', async () => {
    for (const category of [...(await sidebarCategories(page, 1)), ...(await sidebarCategories(page, 2))]) {
      if (!category.expanded) assert.deepEqual(category.links, [], `${category.label} is collapsed but renders links`);
    }
  });
});
