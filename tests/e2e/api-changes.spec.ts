/**
 * The three questions an API page answers, as a reader meets them in Chromium
 * on the served build: is this new or changed in 17 (checked against graphql
 * 16 itself), which exports use this type, and which tutorials show it.
 */
import path from 'node:path';
import * as graphql17 from 'graphql';
import * as graphql16 from 'graphql-16';

import { declaredSignatures } from '../support/declarations.ts';
import { siteDir } from '../../lib/paths.ts';
import { navbarSearchBox, searchSuggestions } from '../support/search.ts';
import { removedIn17 } from '../support/removed-in-17.ts';
import { readDocPages } from '../support/tutorials.ts';
import { expect, openHydrated, test } from './fixtures.ts';

const apiRoute = '/api/graphql-js';

test.describe('API pages: changes since 16, Used by, Used in tutorials', () => {
  test('a new export shows "New in 17" between its title and its import line, and "new" on its sidebar item', async ({
    page,
    problems,
  }) => {
    const name = 'experimentalExecuteIncrementally';
    expect(name in graphql17 && !(name in graphql16)).toBe(true);
    const route = `${apiRoute}/function/${name}`;
    await openHydrated(page, route);
    const badge = page.locator('article .badge').first();
    await expect(badge).toHaveText('New in 17');
    const [title, marker, importLine] = await Promise.all([
      page.locator('article h1').boundingBox(),
      badge.boundingBox(),
      page.locator('article pre').first().boundingBox(),
    ]);
    expect(marker!.y).toBeGreaterThan(title!.y);
    expect(marker!.y).toBeLessThan(importLine!.y);
    // The export is in two of graphql's categories, so the sidebar lists it twice.
    const item = page.locator(`.api-sidebar-item-new > a[href="${route}"]`).first();
    await expect(item).toBeVisible();
    expect(await item.evaluate((link) => getComputedStyle(link, '::after').content)).toBe('" new"');
    // An export 16 had, listed in the same sidebar category, is not marked.
    await expect(
      page.locator(`.api-sidebar-item-new > a[href="${apiRoute}/function/execute"]`),
    ).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('execute says it is unchanged since 16, as its 16 and 17 declarations agree', async ({
    page,
  }) => {
    const in16 = declaredSignatures(path.join(siteDir, 'node_modules/graphql-16'), 'execute');
    expect(declaredSignatures(path.join(siteDir, 'node_modules/graphql'), 'execute')).toEqual(in16);
    await openHydrated(page, `${apiRoute}/function/execute`);
    await expect(page.locator('article .badge').first()).toHaveText('Unchanged since 16');
    await expect(page.locator('article')).not.toContainText('Changed in 17');
  });

  test('validate says 17 removed its typeInfo parameter, as 16 declared it and 17 does not', async ({
    page,
  }) => {
    expect(
      declaredSignatures(path.join(siteDir, 'node_modules/graphql-16'), 'validate').join(),
    ).toContain('typeInfo');
    expect(
      declaredSignatures(path.join(siteDir, 'node_modules/graphql'), 'validate').join(),
    ).not.toContain('typeInfo');
    await openHydrated(page, `${apiRoute}/function/validate`);
    const marker = page.locator('article p', { has: page.locator('.badge') }).first();
    await expect(marker).toContainText('Changed in 17');
    await expect(marker).toContainText('parameter typeInfo removed');
  });

  test('ExecutionArgs lists execute under "Used by", and the link opens it', async ({ page }) => {
    await openHydrated(page, `${apiRoute}/interface/ExecutionArgs`);
    await expect(page.getByRole('heading', { level: 2, name: 'Used by' })).toBeVisible();
    const link = page.locator('article a', { hasText: /^execute$/ });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${apiRoute}/function/execute$`));
    await expect(page.locator('article h1')).toContainText('execute');
  });

  test('GraphQLSchema links the tutorials that import it, each landing on a heading', async ({
    page,
  }) => {
    await openHydrated(page, `${apiRoute}/class/GraphQLSchema`);
    const section = page.locator('article h2#used-in-tutorials + p');
    const links = section.locator('a');
    const tutorialRoutes = readDocPages().map((tutorial) => tutorial.route.replace(/\/$/, ''));
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((a) => (a as HTMLAnchorElement).getAttribute('href')!),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs)
      expect(tutorialRoutes).toContain(href.replace(/#.*$/, '').replace(/\/$/, ''));
    const first = new URL(hrefs[0]!, 'https://site.test');
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${first.pathname}${first.hash}$`));
    await expect(page.locator(`[id="${first.hash.slice(1)}"]`)).toBeInViewport();
  });

  test('the overview lists the six removed exports, each with a replacement that opens', async ({
    page,
  }) => {
    await openHydrated(page, apiRoute);
    const removed = page.locator('article h3#removed-in-17 + ul > li');
    for (const name of removedIn17) {
      expect(name in graphql16 && !(name in graphql17)).toBe(true);
      const item = removed.filter({ hasText: new RegExp(`^${name} \\(`) });
      await expect(item).toHaveCount(1);
      await expect(item.locator('a')).not.toHaveCount(0);
    }
    await removed
      .filter({ hasText: /^getOperationRootType \(/ })
      .getByRole('link', { name: 'GraphQLSchema.getRootType' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${apiRoute}/class/GraphQLSchema#getroottype$`));
    await expect(page.locator('[id="getroottype"]')).toBeInViewport();
  });

  test("searching a removed name finds the overview's removed list", async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await navbarSearchBox(page).fill('getOperationRootType');
    await expect(searchSuggestions(page).first()).toBeVisible();
    await navbarSearchBox(page).press('Enter');
    // The search plugin adds the query (?_highlight=…) before the anchor.
    await expect(page).toHaveURL(new RegExp(`${apiRoute}(\\?[^#]*)?#removed-in-17$`));
  });

  test('searching "new in 17" offers the overview\'s list of new exports', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await navbarSearchBox(page).fill('new in 17');
    await expect(searchSuggestions(page).filter({ hasText: 'New in 17' }).first()).toBeVisible();
  });
});
