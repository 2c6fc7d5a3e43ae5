/**
 * Prism is not in any page's main bundle: Docusaurus's highlighted block, Prism
 * and its extra languages load as the `code-highlight` and `prism` chunks when
 * the first code block of a page comes into view (src/theme/CodeBlock/Content,
 * plugins/lazy-prism.ts). Until then a block is plain text in the same box.
 */
import type { Locator, Page } from '@playwright/test';
import type { PrismTheme } from 'prism-react-renderer';
import { parseColour } from '../../plugins/prism-contrast.ts';
import { expectNoPrism, expectNotCrashed, failHighlightChunk, isHighlightChunk, watchTraffic } from '../support/code-highlight.ts';
import { themeConfig } from '../support/site-config.ts';
import { expect, openHydrated, phoneViewport, test } from './fixtures.ts';

const toggleSelector = 'button[aria-label^="Switch between dark and light mode"]';

async function openFresh(page: Page, url: string): Promise<void> {
  await openHydrated(page, url);
  await page.waitForLoadState('networkidle');
}

/** Brings a block into view and waits until Prism has coloured it (a token of a real type, not just `plain`). */
async function highlight(block: Locator): Promise<void> {
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('pre .token:not(.plain)').first()).toBeVisible();
}

/** `rgb(r, g, b)`, as the browser reports the colour a theme gives keywords. */
function keywordColour(theme: PrismTheme | undefined): string {
  // Of several entries for a type, prism-react-renderer applies the last.
  const colour = [...(theme?.styles ?? [])].reverse().find((entry) => entry.types.includes('keyword'))?.style.color;
  if (!colour) throw new Error('the Prism theme does not colour keywords');
  return `rgb(${parseColour(colour).join(', ')})`;
}

test.describe('code highlighting', () => {
  test('loads no Prism while the code is below the fold, and highlights a block scrolled into view', async ({ page }) => {
    const traffic = watchTraffic(page);
    await openFresh(page, '/docs/tutorials/constructing-types');

    const blocks = page.locator('.theme-code-block');
    const firstTop = await blocks.first().evaluate((block) => block.getBoundingClientRect().top);
    expect(firstTop, `the page's first code block (at ${firstTop}px) must start below the fold`).toBeGreaterThan(page.viewportSize()!.height);
    await expect(blocks.locator('.token'), 'no block is highlighted before it is in view').toHaveCount(0);
    await expectNoPrism(traffic, 'first load');

    const graphqlBlock = page.locator('.theme-code-block.language-graphql').first();
    await highlight(graphqlBlock);
    await expect(graphqlBlock.locator('.token.keyword', { hasText: 'type' }).first(), 'graphql keywords are tokens').toBeVisible();
    const requested = traffic.requests.map((request) => request.url()).filter(isHighlightChunk);
    const names = requested.map((url) => /\/(code-highlight|prism)\./.exec(url)![1]).sort();
    expect(names, 'the highlight chunks were requested, once each').toEqual(['code-highlight', 'prism']);
    expect((await traffic.scripts()).some((script) => script.hasPrism), 'Prism arrived with it').toBe(true);

    const tsBlock = page.locator('.theme-code-block.language-ts').first();
    await highlight(tsBlock);
    await expect(tsBlock.locator('.token.keyword').first(), 'TypeScript keywords are tokens').toBeVisible();
  });

  test('highlights bash (prism.additionalLanguages) and json', async ({ page }) => {
    await openFresh(page, '/docs/tutorials/');
    const bashBlock = page.locator('.theme-code-block.language-bash:visible').first();
    await highlight(bashBlock);
    await expect(bashBlock.locator('.token.function', { hasText: 'npm' }).first(), 'npm is a bash command token').toBeVisible();
    const jsonBlock = page.locator('.theme-code-block.language-json:visible').first();
    await highlight(jsonBlock);
    await expect(jsonBlock.locator('.token.property').first(), 'json properties are tokens').toBeVisible();
  });

  test('copies the text of a highlighted block with the copy button', async ({ page, context, origin }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await openFresh(page, '/docs/tutorials/constructing-types');
    const block = page.locator('.theme-code-block.language-graphql').first();
    await highlight(block);
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await block.locator('.token-line').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
    expect(copied.trim()).toBe(shown.trim());
    expect(copied).toMatch(/^type /m);
  });

  test.describe(() => {
    test.use({ viewport: phoneViewport });

    test('wraps the lines of a highlighted block with the word-wrap button', async ({ page }) => {
      await openFresh(page, '/docs/tutorials/constructing-types');
      const wrapButton = page.getByRole('button', { name: 'Toggle word wrap' });
      const block = page.locator('.theme-code-block').filter({ has: wrapButton }).first();
      await highlight(block);
      const pre = block.locator('pre');
      const overflows = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(await overflows(), 'the block scrolls sideways before wrapping').toBe(true);
      await block.hover();
      await block.getByRole('button', { name: 'Toggle word wrap' }).click();
      await expect(pre.locator('code[style*="pre-wrap"]')).toBeVisible();
      expect(await overflows(), 'the wrapped block fits').toBe(false);
    });
  });

  test('colours tokens with the light theme, and the dark one in dark mode', async ({ page }) => {
    await openFresh(page, '/docs/tutorials/constructing-types');
    const block = page.locator('.theme-code-block.language-graphql').first();
    await highlight(block);
    const keyword = page.locator('.theme-code-block.language-graphql .token.keyword').first();
    await expect(keyword).toHaveCSS('color', keywordColour(themeConfig.prism?.theme as PrismTheme));
    await page.locator(toggleSelector).click();
    await expect(keyword).toHaveCSS('color', keywordColour(themeConfig.prism?.darkTheme as PrismTheme));
  });

  test('leaves a block plain, and the page working, when the highlight chunk cannot be loaded', async ({ page }) => {
    const { caught } = await failHighlightChunk(page);
    await openFresh(page, '/docs/tutorials/constructing-types');
    const block = page.locator('.theme-code-block.language-graphql').first();
    await block.scrollIntoViewIfNeeded();
    await caught;
    await expectNotCrashed(page);
    expect(await block.locator('pre').innerText()).toMatch(/^type Query \{/);
    await expect(block.locator('.token')).toHaveCount(0);
  });

  for (const [label, path] of [
    ['the 404 page', '/no-such-page'],
    ['a page without code (search)', '/search'],
  ] as const) {
    test(`${label} never loads Prism, even scrolled to the end`, async ({ page }) => {
      const traffic = watchTraffic(page);
      await openFresh(page, path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      await expectNoPrism(traffic, path);
    });
  }
});
