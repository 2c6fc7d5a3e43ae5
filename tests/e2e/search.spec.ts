/**
 * The navbar's offline search: it finds tutorials and API pages, works from
 * the keyboard, and costs nothing until the reader starts searching.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { watchForProblems } from '../support/browser.ts';
import { searchOptions } from '../support/site-config.ts';
import { navbarSearchBox, searchSuggestions } from '../support/search.ts';
import { browserSession } from '../support/session.ts';

const options = searchOptions();
const resultLimit = options.searchResultLimits ?? 8;
/** "Among the first results": the target must be in the first three suggestions. */
const firstResults = 3;
const isSearchIndex = (url: string) => /\/search-index[^/]*\.json/.test(new URL(url).pathname);

/** `mod+k` → `Control+k` (Linux runs the tests), as the plugin reads its keymap. */
function shortcutKeys(keymap: string): string {
  return keymap
    .split('+')
    .map((key) => (key === 'mod' || key === 'ctrl' ? 'Control' : key === 'shift' ? 'Shift' : key === 'alt' ? 'Alt' : key))
    .join('+');
}

describe('offline search', () => {
  const session = browserSession();

  async function openPage(pathname: string): Promise<Page> {
    const page = await session.context.newPage();
    await page.goto(session.site.url(pathname), { waitUntil: 'networkidle' });
    return page;
  }

  /** Types a query and waits for the suggestion list. */
  async function search(page: Page, query: string): Promise<void> {
    await navbarSearchBox(page).fill(query);
    await searchSuggestions(page).first().waitFor();
  }

  /**
   * Opens suggestions one by one from the keyboard (arrows, then Enter) until
   * one lands on `target`; returns its 0-based rank, or -1.
   */
  async function rankOf(query: string, target: string): Promise<number> {
    const page = await openPage('/');
    try {
      for (let rank = 0; rank < firstResults; rank += 1) {
        await search(page, query);
        if ((await searchSuggestions(page).count()) <= rank) return -1;
        for (let step = 0; step < rank; step += 1) await navbarSearchBox(page).press('ArrowDown');
        const start = page.url();
        await navbarSearchBox(page).press('Enter');
        await page.waitForURL((url) => url.href !== start);
        if (new URL(page.url()).pathname === target) return rank;
        await page.goto(session.site.url('/'), { waitUntil: 'networkidle' });
      }
      return -1;
    } finally {
      await page.close();
    }
  }

  const expectations = [
    { query: 'execute', target: '/api/graphql-js/function/execute', what: 'the execute function page' },
    { query: 'defer', target: '/docs/tutorials/defer-stream', what: 'the defer-stream tutorial' },
    { query: 'GraphQLSchema', target: '/api/graphql-js/class/GraphQLSchema', what: 'the GraphQLSchema class page' },
  ];
  for (const { query, target, what } of expectations) {
    it(`"${query}" lists ${what} among the first ${firstResults} results`, async () => {
      const rank = await rankOf(query, target);
      assert.ok(rank >= 0, `${target} is not among the first ${firstResults} suggestions for "${query}"`);
    });
  }

  it('the search index is not requested when a page loads, only once the reader goes to the search box', async () => {
    const page = await session.context.newPage();
    try {
      const indexRequests: string[] = [];
      // Context-wide, so that the search web worker's requests count too.
      const onRequest = (request: { url(): string }) => {
        if (isSearchIndex(request.url())) indexRequests.push(request.url());
      };
      session.context.on('request', onRequest);
      try {
        await page.goto(session.site.url('/docs/tutorials/'), { waitUntil: 'networkidle' });
        await page.mouse.move(5, 400);
        await page.mouse.wheel(0, 400);
        await page.waitForLoadState('networkidle');
        assert.deepEqual(indexRequests, [], 'the index was fetched before any search');
        const indexResponse = page.waitForResponse((response) => isSearchIndex(response.url()));
        await navbarSearchBox(page).focus();
        assert.equal((await indexResponse).status(), 200);
        assert.equal(indexRequests.length, 1);
      } finally {
        session.context.off('request', onRequest);
      }
    } finally {
      await page.close();
    }
  });

  it("the search bar's own code runs only once the reader reaches for the box, in the same place", async () => {
    const page = await session.context.newPage();
    try {
      // Scripts the page requested, prefetched or run.
      const ran: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') ran.push(new URL(request.url()).pathname);
      });
      await page.goto(session.site.url('/docs/tutorials/'), { waitUntil: 'networkidle' });
      const box = navbarSearchBox(page);
      const before = await box.boundingBox();
      const hint = await page.locator('nav.navbar kbd').allTextContents();
      assert.ok(hint.length > 0, 'the shortcut hint shows before the search bar has loaded');
      const scriptsOnLoad = ran.length;
      assert.ok(scriptsOnLoad > 0, 'no script was seen: the measurement is broken');
      // The stand-in has no autocomplete yet: the loaded box is a combobox.
      assert.equal(await page.getByRole('combobox', { name: 'Search' }).count(), 0);

      await box.hover();
      await page.getByRole('combobox', { name: 'Search' }).waitFor();
      assert.ok(ran.length > scriptsOnLoad, 'hovering the box ran the search bar code');
      assert.deepEqual(await box.boundingBox(), before, 'the search box did not move or change size');
      assert.deepEqual(await page.locator('nav.navbar kbd').allTextContents(), hint);
    } finally {
      await page.close();
    }
  });

  it('what the reader types while the search bar is still loading is kept and searched', async () => {
    const page = await session.context.newPage();
    try {
      let release = (): void => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/js/search-bar.*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(session.site.url('/docs/tutorials/'));
      await page.locator('nav.navbar kbd').first().waitFor();
      await navbarSearchBox(page).focus();
      await page.keyboard.type('schema');
      release();
      await searchSuggestions(page).first().waitFor();
      assert.equal(await navbarSearchBox(page).inputValue(), 'schema');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Search');
    } finally {
      await page.close();
    }
  });

  it('a page opened from a search result highlights the searched words on a fresh load', async () => {
    if (!options.highlightSearchTermsOnTargetPage) return;
    const page = await session.context.newPage();
    try {
      await page.goto(session.site.url('/docs/tutorials/defer-stream?_highlight=incremental'));
      await page.locator('article mark').first().waitFor();
      const marked = (await page.locator('article mark').allTextContents()).map((text) => text.toLowerCase());
      assert.ok(marked.every((text) => text === 'incremental'), marked.slice(0, 5).join(', '));
    } finally {
      await page.close();
    }
  });

  it('the keyboard shortcut focuses the search box, arrows move through results, Escape closes them', async () => {
    const page = await openPage('/docs/tutorials/');
    try {
      const problems = watchForProblems(page, session.site.origin);
      const keymap = options.searchBarShortcutKeymap ?? 'mod+k';
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press(shortcutKeys(keymap));
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Search');
      if (options.searchBarShortcutHint !== false) {
        // The hint tells the reader the shortcut (Ctrl K off a Mac).
        const hint = (await page.locator('nav.navbar kbd').allTextContents()).join(' ').toLowerCase();
        assert.match(hint, /ctrl/);
        assert.match(hint, /k/);
      }
      await page.keyboard.type('schema');
      const suggestions = searchSuggestions(page);
      await suggestions.first().waitFor();
      const count = await suggestions.count();
      assert.ok(count >= 2 && count <= resultLimit, `${count} suggestions (limit ${resultLimit})`);
      const selected = page.locator('nav.navbar [role="option"][aria-selected="true"]');
      // The first hit is preselected, so Enter alone opens it.
      assert.equal(await selected.getAttribute('id'), await suggestions.nth(0).getAttribute('id'));
      await page.keyboard.press('ArrowDown');
      assert.equal(await selected.getAttribute('id'), await suggestions.nth(1).getAttribute('id'));
      assert.equal(
        await navbarSearchBox(page).getAttribute('aria-activedescendant'),
        await suggestions.nth(1).getAttribute('id'),
        'screen readers are told which suggestion is active',
      );
      await page.keyboard.press('ArrowUp');
      assert.equal(await selected.getAttribute('id'), await suggestions.nth(0).getAttribute('id'));
      await page.keyboard.press('Escape');
      await page.locator('nav.navbar [role="listbox"]').waitFor({ state: 'hidden' });
      assert.deepEqual(problems.list, []);
    } finally {
      await page.close();
    }
  });

  it('Enter opens the selected result and the page highlights the searched words', async () => {
    const page = await openPage('/');
    try {
      await search(page, 'GraphQLSchema');
      await navbarSearchBox(page).press('Enter');
      await page.waitForURL((url) => url.pathname !== '/');
      const url = new URL(page.url());
      assert.match(url.pathname, /^\/(api|docs)\//);
      if (options.highlightSearchTermsOnTargetPage) {
        await page.locator('article mark').first().waitFor();
        const marked = (await page.locator('article mark').allTextContents()).map((text) => text.toLowerCase());
        assert.ok(marked.includes('graphqlschema'), `highlighted: ${marked.slice(0, 5).join(', ')}`);
      }
    } finally {
      await page.close();
    }
  });

  it('the "See all results" page lists the hits as links, best first', async () => {
    const page = await openPage('/search?q=defer');
    try {
      const titles = page.getByRole('article').getByRole('heading').getByRole('link');
      await titles.first().waitFor();
      const paths = await titles.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      assert.ok(paths.slice(0, firstResults).includes('/docs/tutorials/defer-stream'), paths.slice(0, 5).join(', '));
    } finally {
      await page.close();
    }
  });
});
