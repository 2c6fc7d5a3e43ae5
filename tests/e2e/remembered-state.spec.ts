/**
 * Spec section 4, state the reader leaves behind: colour mode across tabs, sidebar
 * categories across pages, tab choices and the preferred docs version in storage.
 * (Announcement-bar dismissal is covered with the site shell's tests.)
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import config from '../../docusaurus.config.ts';
import sidebars from '../../sidebars.ts';
import { waitForHydration } from '../support/pages.ts';
import { browserSession } from '../support/session.ts';

const session = browserSession({ fixtures: true });

const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('colour mode', () => {
  it('follows a change made in another tab', async () => {
    const watching = await session.freshPage();
    const changing = await session.context.newPage();
    await Promise.all([watching.goto(session.site.url('/docs/tutorials/')), changing.goto(session.site.url('/'))]);
    await Promise.all([waitForHydration(watching), waitForHydration(changing)]);
    assert.equal(await watching.getAttribute('html', 'data-theme'), 'light');
    await changing.getByRole('button', { name: /dark and light mode/ }).click();
    await changing.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await watching.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  });
});

describe('sidebar category', () => {
  type Category = { type: 'category'; label: string };
  const tutorialSidebar = sidebars.tutorialSidebar as (string | { type: string })[];
  const category = tutorialSidebar.find((item): item is Category => typeof item === 'object' && item.type === 'category');
  // Pages of the sidebar outside the category, so that being on them never opens it by itself.
  const pagesOutside = tutorialSidebar.filter((item): item is string => typeof item === 'string');

  it('toggles, and stays as the reader left it while moving between pages of the sidebar', async () => {
    assert.ok(category, 'sidebars.ts has a category in tutorialSidebar');
    assert.ok(pagesOutside.length >= 3, 'the sidebar has at least three pages outside the category');
    const page = await session.freshPage();
    await page.goto(session.site.url('/docs/tutorials/'));
    await waitForHydration(page);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const toggle = sidebar.locator('a.menu__link--sublist', { hasText: category.label });
    const expanded = async () => (await toggle.getAttribute('aria-expanded')) === 'true';
    const goToSidebarPage = async (docId: string) => {
      const link = sidebar.locator(`a.menu__link[href$="/${docId.replace(/\/index$/, '/')}"]`).first();
      await link.click();
      await page.waitForURL((url) => url.pathname.endsWith(docId.replace(/\/index$/, '/')));
      await page.locator('article h1').waitFor();
    };
    const firstState = await expanded();
    await toggle.click();
    await page.waitForFunction(
      ([el, want]) => (el as Element).getAttribute('aria-expanded') === String(want),
      [await toggle.elementHandle(), !firstState] as const,
    );

    await goToSidebarPage(pagesOutside[1]!);
    assert.equal(await expanded(), !firstState, 'kept after one page');
    await goToSidebarPage(pagesOutside[2]!);
    assert.equal(await expanded(), !firstState, 'kept after another page');

    await toggle.click();
    await page.waitForFunction(
      ([el, want]) => (el as Element).getAttribute('aria-expanded') === String(want),
      [await toggle.elementHandle(), firstState] as const,
    );
    await goToSidebarPage(pagesOutside[1]!);
    assert.equal(await expanded(), firstState, 'toggled back and kept');
  });
});

describe('tab group choice', () => {
  const groupId = 'package-manager';
  const storageKey = `docusaurus.tab.${groupId}`;
  const selectedTab = (page: Page): Locator => page.locator('[role="tab"][aria-selected="true"]');

  it(`is stored under ${storageKey} and shown again across pages and reloads`, async () => {
    const page = await session.freshPage();
    await page.goto(session.fixtures.url('/__fixtures__/tabs-first'));
    await waitForHydration(page);
    const defaultChoice = await selectedTab(page).innerText();
    const otherTab = page.locator('[role="tab"][aria-selected="false"]').first();
    const chosen = await otherTab.innerText();
    assert.notEqual(chosen, defaultChoice);
    await otherTab.click();
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, storageKey);
    const stored = await storageItem(page, storageKey);

    // Another page with the same group, reached through an in-site link.
    await page.getByRole('link', { name: 'The second tabs page' }).click();
    await page.waitForURL(/tabs-second$/);
    await page.locator('[role="tab"]').first().waitFor();
    assert.equal(await selectedTab(page).innerText(), chosen, 'the choice carries over to another page');

    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction((label) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === label, chosen);
    assert.equal(await storageItem(page, storageKey), stored, 'the stored choice is unchanged');
  });
});

describe('preferred docs version', () => {
  const docsVersions = (config.presets?.[0] as [string, { docs: { versions: Record<string, { label: string }> } }])[1].docs.versions;
  const [versionName, { label }] = Object.entries(docsVersions)[0]!;
  // The preset's docs plugin has the default plugin id.
  const storageKey = 'docs-preferred-version-default';

  it(`is stored under ${storageKey} when chosen in the versions dropdown`, async () => {
    const page = await session.freshPage();
    await page.goto(session.site.url('/docs/tutorials/basic-types'));
    await waitForHydration(page);
    assert.equal(await storageItem(page, storageKey), null, 'nothing stored before a choice');
    // The versions dropdown opens on hover; its item for the version stores the choice.
    const dropdown = page.locator('.navbar__items--right .dropdown').filter({ has: page.locator('.dropdown__menu a', { hasText: label }) });
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu').getByRole('link', { name: label, exact: true }).click();
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, storageKey);
    assert.equal(await storageItem(page, storageKey), versionName);
    await page.reload();
    await waitForHydration(page);
    assert.equal(await storageItem(page, storageKey), versionName, 'kept after a reload');
  });
});
