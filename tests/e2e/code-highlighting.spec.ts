/**
 * Code blocks are highlighted when the site is built (plugins/code-highlight):
 * the served HTML has every block coloured, no page's JavaScript carries a
 * highlighter, the colour mode switches the colours by CSS alone, and
 * Docusaurus's copy and word-wrap buttons work on the built markup.
 */
import type { Locator, Page } from '@playwright/test';
import { colourModeToggle, expect, openHydrated, phoneViewport, test } from './fixtures.ts';

/** A token the highlighter coloured: it carries its colour for each mode. */
const tokenSelector = 'span[style*="--code-light"]';
/**
 * Text only a highlighter's code has: Prism's core (the pattern it finds
 * `language-*` classes with), Shiki's API and its TextMate grammar engine.
 */
const highlighterMarkers = ['lang(?:uage)?-', 'codeToHast', 'INITIAL_STACK', 'tokenizeLine'];

/** Every script the page requests, with the highlighter markers found in it. */
function watchScripts(page: Page): () => Promise<{ url: string; markers: string[] }[]> {
  const scripts: Promise<{ url: string; markers: string[] }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then((body) => ({
        url: response.url(),
        markers: highlighterMarkers.filter((marker) => body.includes(marker)),
      })),
    );
  });
  return () => Promise.all(scripts);
}

const graphqlBlock = (page: Page): Locator =>
  page.locator('.theme-code-block.language-graphql').first();

test.describe('code highlighting', () => {
  test('every code block of a tutorial (all but plain text) is coloured in the served HTML', async ({
    request,
  }) => {
    const html = await (await request.get('/docs/tutorials/constructing-types')).text();
    // Each block from its container's language class to the end of its <pre>; plain text has nothing to colour.
    const blocks = [
      ...html.matchAll(/class="?language-([\w-]+)[^>]*theme-code-block[\s\S]*?<\/pre>/g),
    ];
    expect(blocks.length, 'the tutorial shows code').toBeGreaterThan(3);
    const highlightable = blocks
      .filter(([, language]) => language !== 'text')
      .map(([block]) => block);
    expect(highlightable.length, 'most of its blocks are code, not plain text').toBeGreaterThan(
      blocks.length / 2,
    );
    const uncoloured = highlightable.filter(
      (block) => !block.includes('--code-light:') || !block.includes('--code-dark:'),
    );
    expect(uncoloured, 'blocks without token colours for both modes').toEqual([]);
  });

  for (const path of [
    '/',
    '/docs/tutorials/constructing-types',
    '/api/graphql-js/class/GraphQLSchema',
  ]) {
    test(`${path}: no script carries a highlighter, even scrolled to the end`, async ({ page }) => {
      const scripts = watchScripts(page);
      await openHydrated(page, path);
      await expect(page.locator(`.theme-code-block ${tokenSelector}`).first()).toBeAttached();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      const found = (await scripts()).filter((script) => script.markers.length > 0);
      expect(found, 'scripts with highlighter code').toEqual([]);
    });
  }

  test('colours a token by the light theme, and the dark one in dark mode, without re-rendering it', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/tutorials/constructing-types');
    const keyword = graphqlBlock(page)
      .locator(tokenSelector, { hasText: /^type$/ })
      .first();
    const colours = await keyword.evaluate((token) => {
      (token as unknown as { marked: boolean }).marked = true;
      const style = (token as HTMLElement).style;
      return {
        light: style.getPropertyValue('--code-light'),
        dark: style.getPropertyValue('--code-dark'),
      };
    });
    expect(colours.light).not.toBe(colours.dark);
    /** The colour as the browser reports it, for a #rrggbb value. */
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    await expect(keyword).toHaveCSS('color', rgb(colours.light));
    await page.locator(colourModeToggle).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(keyword).toHaveCSS('color', rgb(colours.dark));
    expect(
      await keyword.evaluate((token) => (token as unknown as { marked?: boolean }).marked),
      'the same element, not a new render',
    ).toBe(true);
  });

  test('a page whose code is a module of its own renders the same blocks after a client-side navigation, and after going back, as when opened', async ({
    page,
    context,
    problems,
  }) => {
    // Both tutorials have enough code for a module of their own (plugins/page-html.ts).
    const [opened, next] = ['/docs/tutorials/defer-stream', '/docs/tutorials/object-types'];
    const blocks = (on: Page) => () =>
      on.locator('article pre code').evaluateAll((codes) => codes.map((code) => code.innerHTML));
    const other = await context.newPage();
    await openHydrated(other, next);
    const nextAsOpened = await blocks(other)();
    await other.close();
    await openHydrated(page, opened);
    const openedAsOpened = await blocks(page)();
    expect(openedAsOpened.length, 'blocks on the opened page').toBeGreaterThan(10);
    expect(openedAsOpened.filter((html) => html === '')).toEqual([]);

    // Each block's HTML as React inserts it, before any later fetch could fill it in.
    await page.evaluate(() => {
      const seen = window as { samePage?: boolean; inserted?: string[] };
      seen.samePage = true;
      seen.inserted = [];
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
          if (!(node instanceof Element)) continue;
          const codes = node.matches('article pre code')
            ? [node]
            : Array.from(node.querySelectorAll('article pre code'));
          seen.inserted!.push(...codes.map((code) => code.innerHTML));
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const inserted = () =>
      page.evaluate(() => (window as { inserted?: string[] }).inserted!.splice(0));
    await page.locator(`nav a[href="${next}"]`).first().click();
    await expect(page).toHaveURL(next);
    await expect(page.locator('article pre code')).toHaveCount(nextAsOpened.length);
    expect(await inserted()).toEqual(nextAsOpened);
    await page.goBack();
    await expect(page).toHaveURL(opened);
    await expect(page.locator('article pre code')).toHaveCount(openedAsOpened.length);
    expect(await inserted()).toEqual(openedAsOpened);
    expect(
      await page.evaluate(() => (window as { samePage?: boolean }).samePage),
      'both moves happened in the page, without loading another',
    ).toBe(true);
    expect(problems).toEqual([]);
  });

  test('copies the code of a block with the copy button', async ({ page, context, origin }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await openHydrated(page, '/docs/tutorials/constructing-types');
    const block = graphqlBlock(page);
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator('pre code').evaluate((code) => code.textContent));
    expect(copied).toMatch(/^type Query \{/);
  });

  test('shows the word-wrap button on a block far down the page that scrolls sideways, and not on a block that fits', async ({
    page,
  }) => {
    await page.setViewportSize(phoneViewport);
    await openHydrated(page, '/docs/tutorials/constructing-types');
    const wrapButton = page.getByRole('button', { name: 'Toggle word wrap' });
    const blocks = page.locator('.markdown .theme-code-block');
    // Found by their text, which needs no layout: the last block with a line of 60 characters
    // or more, too wide for a phone, and the last whose lines are all 20 characters or fewer.
    const lines = await blocks.evaluateAll((all) =>
      all.map((block) => block.querySelector('code')!.textContent!.split('\n')),
    );
    const wideIndex = lines
      .map((block) => block.some((line) => line.length >= 60))
      .lastIndexOf(true);
    const narrowIndex = lines
      .map((block) => block.every((line) => line.length <= 20))
      .lastIndexOf(true);
    expect(wideIndex, 'the page has a block with a long line').toBeGreaterThan(0);
    expect(narrowIndex, 'the page has a block of short lines').toBeGreaterThanOrEqual(0);
    const [wide, fitting] = [blocks.nth(wideIndex), blocks.nth(narrowIndex)];
    const overflows = (block: typeof fitting) =>
      block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
    const { y } = (await wide.boundingBox())!;
    expect(y, 'the block starts below the first screen').toBeGreaterThan(phoneViewport.height);
    await wide.scrollIntoViewIfNeeded();
    expect(await overflows(wide), 'the block scrolls sideways').toBe(true);
    await expect(wide.locator(wrapButton)).toBeAttached();
    await fitting.scrollIntoViewIfNeeded();
    expect(await overflows(fitting), 'the short block fits').toBe(false);
    await expect(fitting.locator(wrapButton)).toHaveCount(0);
  });

  test('shows the word-wrap button on a block that scrolls sideways in a tab chosen later', async ({
    page,
  }) => {
    await page.setViewportSize(phoneViewport);
    await openHydrated(page, '/docs/tutorials/basic-types');
    const pair = page.locator('.tabs-container').first();
    await pair.getByRole('tab', { name: 'Code' }).click();
    const block = pair.getByRole('tabpanel').locator('.theme-code-block');
    await block.scrollIntoViewIfNeeded();
    expect(
      await block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth),
      'the block scrolls sideways',
    ).toBe(true);
    await expect(block.getByRole('button', { name: 'Toggle word wrap' })).toBeAttached();
  });

  test('wraps the lines of a block with the word-wrap button, and unwraps them', async ({
    page,
  }) => {
    await page.setViewportSize(phoneViewport);
    await openHydrated(page, '/docs/tutorials/constructing-types');
    const wrapButton = page.getByRole('button', { name: 'Toggle word wrap' });
    const block = page.locator('.markdown .theme-code-block').first();
    await block.scrollIntoViewIfNeeded();
    const pre = block.locator('pre');
    const overflows = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await overflows(), 'the block scrolls sideways before wrapping').toBe(true);
    await block.hover();
    await block.locator(wrapButton).click();
    await expect(pre.locator('code[style*="pre-wrap"]')).toBeAttached();
    expect(await overflows(), 'the wrapped block fits').toBe(false);
    await block.locator(wrapButton).click();
    await expect(pre.locator('code[style*="pre-wrap"]')).toHaveCount(0);
    expect(await overflows(), 'the unwrapped block scrolls sideways again').toBe(true);
    await expect(block.locator(wrapButton), 'and can be wrapped again').toBeAttached();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a block’s copy button is in the served page but hidden, since it cannot work', async ({
    page,
  }) => {
    await page.goto('/docs/tutorials/constructing-types');
    const copy = graphqlBlock(page).getByRole('button', {
      name: 'Copy code to clipboard',
      includeHidden: true,
    });
    await expect(copy).toBeAttached();
    await expect(copy).toBeHidden();
  });
});
