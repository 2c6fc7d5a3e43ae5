/**
 * The navbar's offline search in a browser: the box opens, works from the keyboard, shows
 * what each suggestion is, opens pages, and costs nothing until the reader starts searching.
 * Which pages a query finds is proven over the built index, by the code the search's worker
 * runs (site/search-ranking.test.ts).
 */
import type { Page } from '@playwright/test';
import { searchOptions } from '../support/site-config.ts';
import { navbarSearchBox, searchSuggestions } from '../support/search.ts';
import { axeViolations, expect, test } from './fixtures.ts';

const options = searchOptions();
const resultLimit = options.searchResultLimits ?? 8;
const isSearchIndex = (url: string) => /\/search-index[^/]*\.json/.test(new URL(url).pathname);

/** `mod+k` → `Control+k` (Linux runs the tests), as the plugin reads its keymap. */
function shortcutKeys(keymap: string): string {
  return keymap
    .split('+')
    .map((key) =>
      key === 'mod' || key === 'ctrl'
        ? 'Control'
        : key === 'shift'
          ? 'Shift'
          : key === 'alt'
            ? 'Alt'
            : key,
    )
    .join('+');
}

test.describe('offline search', () => {
  // Independent tests, shared by both workers.
  test.describe.configure({ mode: 'parallel' });

  /** Types a query and waits for the suggestion list. */
  async function search(page: Page, query: string): Promise<void> {
    await navbarSearchBox(page).fill(query);
    await expect(searchSuggestions(page).first()).toBeVisible();
  }

  /** A suggestion's path: the kind of page (lib/search-ranking.ts, pageKind), then the page. */
  const kind = /^(Tutorial|Guide|Upgrade|Class|Function|Interface|Enum|Type|Constant|API)( › .+)?$/;

  test('an exact API name is the first suggestion, shown as its kind, and Enter opens its page', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await search(page, 'GraphQLObjectType');
    const first = searchSuggestions(page).first();
    await expect(first).toContainText('GraphQLObjectType');
    await expect(first.getByText(kind)).toHaveText('Class');
    await navbarSearchBox(page).press('Enter');
    await page.waitForURL((url) => url.pathname === '/api/graphql-js/class/GraphQLObjectType');
  });

  for (const mode of ['light', 'dark'] as const)
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ])
      test(`each suggestion shows its kind and the page it belongs to, on screen and with no WCAG A/AA violation in the suggestions, in ${mode} mode at ${viewport.width} px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(`/?docusaurus-theme=${mode}`, { waitUntil: 'networkidle' });
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // On a phone the box is an icon until tapped.
        await navbarSearchBox(page).click();
        // Sections of guides and tutorials ("Guide › Resolvers in depth") and API pages ("Class").
        await search(page, 'context');
        const suggestions = searchSuggestions(page);
        const count = await suggestions.count();
        expect(count).toBeGreaterThanOrEqual(3);
        for (let n = 0; n < count; n += 1) {
          const path = suggestions.nth(n).getByText(kind);
          await expect(path, `suggestion ${n + 1} names its kind`).toBeVisible();
          // Polled: the list may be drawn again as the search settles, its rows replaced between
          // one call and the next.
          const left = async () => (await path.boundingBox())?.x ?? Number.NaN;
          await expect
            .poll(left, { message: `suggestion ${n + 1}'s path starts on screen` })
            .toBeGreaterThanOrEqual(0);
          await expect
            .poll(async () => (await left()) + 40, {
              message: `suggestion ${n + 1}'s kind is on screen`,
            })
            .toBeLessThanOrEqual(viewport.width);
        }
        // The suggestions themselves (the plugin's list markup and clear button are its own).
        expect(await axeViolations(page, '[role="option"]')).toEqual([]);
      });

  test('the search index is not requested when a page loads, only once the reader goes to the search box', async ({
    page,
    context,
  }) => {
    const indexRequests: string[] = [];
    // Context-wide, so that the search web worker's requests count too.
    context.on('request', (request) => {
      if (isSearchIndex(request.url())) indexRequests.push(request.url());
    });
    await page.goto('/docs/tutorials/', { waitUntil: 'networkidle' });
    await page.mouse.move(5, 400);
    await page.mouse.wheel(0, 400);
    await page.waitForLoadState('networkidle');
    expect(indexRequests, 'the index was fetched before any search').toEqual([]);
    const indexResponse = page.waitForResponse((response) => isSearchIndex(response.url()));
    await navbarSearchBox(page).focus();
    expect((await indexResponse).status()).toBe(200);
    expect(indexRequests).toHaveLength(1);
  });

  test("the search bar's own code runs only once the reader reaches for the box, in the same place", async ({
    page,
  }) => {
    // Scripts the page requested, prefetched or run.
    const ran: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') ran.push(new URL(request.url()).pathname);
    });
    await page.goto('/docs/tutorials/', { waitUntil: 'networkidle' });
    const box = navbarSearchBox(page);
    const before = await box.boundingBox();
    const hint = await page.locator('nav.navbar kbd').allTextContents();
    expect(hint.length, 'the shortcut hint shows before the search bar has loaded').toBeGreaterThan(
      0,
    );
    const scriptsOnLoad = ran.length;
    expect(scriptsOnLoad, 'no script was seen: the measurement is broken').toBeGreaterThan(0);
    // The stand-in has no autocomplete yet: the loaded box is a combobox.
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);

    await box.hover();
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
    expect(ran.length, 'hovering the box ran the search bar code').toBeGreaterThan(scriptsOnLoad);
    expect(await box.boundingBox(), 'the search box did not move or change size').toEqual(before);
    await expect(page.locator('nav.navbar kbd')).toHaveText(hint);
  });

  test('what the reader types while the search bar is still loading is kept and searched', async ({
    page,
  }) => {
    let release = (): void => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.goto('/docs/tutorials/');
    await expect(page.locator('nav.navbar kbd').first()).toBeVisible();
    // Chunk files are named by number, not by what they hold: from here on every script file
    // waits, the search bar's among them.
    await page.route('**/assets/js/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await navbarSearchBox(page).focus();
    await page.keyboard.type('schema');
    // The loaded search bar is a combobox: the reader typed into the stand-in.
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
    release();
    await expect(searchSuggestions(page).first()).toBeVisible();
    await expect(navbarSearchBox(page)).toHaveValue('schema');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Search',
    );
  });

  test('a page opened from a search result highlights the searched words on a fresh load', async ({
    page,
  }) => {
    expect(
      options.highlightSearchTermsOnTargetPage,
      'docusaurus.config.ts turns highlighting on',
    ).toBe(true);
    await page.goto('/docs/tutorials/defer-stream?_highlight=incremental');
    await expect(page.locator('article mark').first()).toBeVisible();
    const marked = (await page.locator('article mark').allTextContents()).map((text) =>
      text.toLowerCase(),
    );
    expect(
      marked.every((text) => text === 'incremental'),
      marked.slice(0, 5).join(', '),
    ).toBe(true);
  });

  test('the keyboard shortcut focuses the search box, arrows move through results, Escape closes them', async ({
    page,
    problems,
  }) => {
    await page.goto('/docs/tutorials/', { waitUntil: 'networkidle' });
    const keymap = options.searchBarShortcutKeymap ?? 'mod+k';
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press(shortcutKeys(keymap));
    await expect(navbarSearchBox(page)).toBeFocused();
    if (options.searchBarShortcutHint !== false) {
      // The hint tells the reader the shortcut (Ctrl K off a Mac).
      const hint = (await page.locator('nav.navbar kbd').allTextContents()).join(' ').toLowerCase();
      expect(hint).toMatch(/ctrl/);
      expect(hint).toMatch(/k/);
    }
    // One input event, so one result list: typed letter by letter, a late list
    // for "schem" could replace the one for "schema" after the arrow was pressed.
    await navbarSearchBox(page).fill('schema');
    const suggestions = searchSuggestions(page);
    await expect(suggestions.first()).toBeVisible();
    const count = await suggestions.count();
    expect(count >= 2 && count <= resultLimit, `${count} suggestions (limit ${resultLimit})`).toBe(
      true,
    );
    /** The active suggestion's rank, and whether the box names it to screen readers. */
    const active = () =>
      page.locator('nav.navbar').evaluate((navbar) => {
        const box = navbar.querySelector('[aria-activedescendant]');
        const listed = Array.from(navbar.querySelectorAll('[role="option"]'));
        const rank = listed.findIndex((option) => option.getAttribute('aria-selected') === 'true');
        return {
          rank,
          named: rank >= 0 && box?.getAttribute('aria-activedescendant') === listed[rank]!.id,
        };
      });
    // The first hit is preselected, so Enter alone opens it.
    await expect.poll(active).toEqual({ rank: 0, named: true });
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(active, { message: 'the second suggestion is active, and screen readers are told' })
      .toEqual({ rank: 1, named: true });
    await page.keyboard.press('ArrowUp');
    await expect.poll(active).toEqual({ rank: 0, named: true });
    await page.keyboard.press('Escape');
    await expect(page.locator('nav.navbar [role="listbox"]')).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('Enter opens the selected result and the page highlights the searched words', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await search(page, 'GraphQLSchema');
    await navbarSearchBox(page).press('Enter');
    await page.waitForURL((url) => url.pathname !== '/');
    expect(new URL(page.url()).pathname).toMatch(/^\/(api|docs)\//);
    if (options.highlightSearchTermsOnTargetPage) {
      await expect(page.locator('article mark').first()).toBeVisible();
      const marked = (await page.locator('article mark').allTextContents()).map((text) =>
        text.toLowerCase(),
      );
      expect(marked, `highlighted: ${marked.slice(0, 5).join(', ')}`).toContain('graphqlschema');
    }
  });

  test('the "See all results" page ranks as the search box does, and names each hit\'s kind', async ({
    page,
  }) => {
    await page.goto('/search?q=GraphQLObjectType', { waitUntil: 'networkidle' });
    const hits = page.getByRole('article');
    await expect(hits.first()).toBeVisible();
    const first = hits.first().getByRole('heading').getByRole('link');
    expect(new URL((await first.getAttribute('href'))!, page.url()).pathname).toBe(
      '/api/graphql-js/class/GraphQLObjectType',
    );
    await expect(hits.first().getByText(kind)).toHaveText('Class');
  });
});
