/**
 * The API reference has its own sidebar: the overview, then graphql's
 * @category groups, each split by kind. Every category starts collapsed except
 * the one holding the current page, and a collapsed category renders no links,
 * which keeps each API page light; a category without a page of its own opens on a click, and
 * its label links to its first page for a reader who opens it in a new tab.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';

import { graphqlPackage } from '../../lib/graphql-package.ts';
import { expect, test, waitForHydration } from '../e2e/fixtures.ts';

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
  const items = page.locator(
    `nav[aria-label="Docs sidebar"] li.theme-doc-sidebar-item-category-level-${level}`,
  );
  const categories: SidebarCategory[] = [];
  for (const item of await items.all()) {
    const toggle = item.locator('.menu__list-item-collapsible a').first();
    categories.push({
      label: (await toggle.innerText()).trim(),
      expanded: (await toggle.getAttribute('aria-expanded')) === 'true',
      links: await item
        .locator('ul a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
    });
  }
  return categories;
}

test.describe('API sidebar', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/api/graphql-js/class/GraphQLSchema');
    await expect(
      page.locator('nav[aria-label="Docs sidebar"] a.menu__link--active').first(),
    ).toBeVisible();
  });

  test('starts with the overview', async ({ page }) => {
    const first = page.locator('nav[aria-label="Docs sidebar"] > ul > li').first().locator('a');
    await expect(first).toHaveAttribute('href', '/api/graphql-js');
  });

  test("opens only the current page's category, at the current page's kind", async ({ page }) => {
    expect(schemaCategory, 'type/schema.d.ts has no file-level @category').toBeTruthy();
    const categories = await sidebarCategories(page, 1);
    expect(categories.length, `only ${categories.length} categories`).toBeGreaterThan(10);
    expect(categories.filter((c) => c.expanded).map((c) => c.label)).toEqual([schemaCategory]);
    const kinds = await sidebarCategories(page, 2);
    expect(kinds.filter((k) => k.expanded).map((k) => k.label)).toEqual(['Classes']);
    const active = page.locator('nav[aria-label="Docs sidebar"] a.menu__link--active').last();
    await expect(active).toHaveAttribute('href', '/api/graphql-js/class/GraphQLSchema');
  });

  test('a collapsed category opens in place on a click, and its label leads to its first page from a new tab', async ({
    page,
  }) => {
    await waitForHydration(page);
    const categories = page.locator(
      'nav[aria-label="Docs sidebar"] li.theme-doc-sidebar-item-category-level-2',
    );
    // A kind of the current page's category other than its own, pinned by its label (the filter
    // would move on to the next collapsed one once this one is open).
    const label = await categories
      .locator('.menu__list-item-collapsible a[aria-expanded="false"]')
      .first()
      .innerText();
    const item = categories.filter({
      has: page.locator('.menu__list-item-collapsible a', { hasText: label }),
    });
    const toggle = item.locator('.menu__list-item-collapsible a');
    const url = page.url();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(page.url(), 'the click opened the category without leaving the page').toBe(url);
    const firstPage = await item.locator('ul a.menu__link[href]').first().getAttribute('href');
    expect(firstPage, 'the first entry of the opened category').toMatch(/^\/api\//);
    await expect(toggle).toHaveAttribute('href', firstPage ?? '(no link in the category)');
  });

  test('renders no links inside collapsed categories', async ({ page }) => {
    for (const category of [
      ...(await sidebarCategories(page, 1)),
      ...(await sidebarCategories(page, 2)),
    ]) {
      if (!category.expanded)
        expect(category.links, `${category.label} is collapsed but renders links`).toEqual([]);
    }
  });
});
