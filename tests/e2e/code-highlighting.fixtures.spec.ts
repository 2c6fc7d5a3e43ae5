/**
 * Numbered and line-highlighted code blocks (the fixture /__fixtures__/numbered-code)
 * are highlighted on the server: Prism's lazy loading (code-highlighting.spec.ts)
 * must not change their markup, on a fresh load or a client-side navigation.
 */
import type { Page } from '@playwright/test';
import { expectNoPrism, expectNotCrashed, failHighlightChunk, watchTraffic } from '../support/code-highlight.ts';
import { expect, openHydrated, test, waitForHydration } from './fixtures.ts';

async function openFresh(page: Page, url: string): Promise<void> {
  await openHydrated(page, url);
  await page.waitForLoadState('networkidle');
}

test.describe('numbered and line-highlighted blocks (fixture /__fixtures__/numbered-code)', () => {
  const path = '/__fixtures__/numbered-code';

  test('are server-rendered highlighted, with their per-line markup in place', async ({ request }) => {
    const html = await (await request.get(path)).text();
    const numbered = /<pre[^>]*language-bash[\s\S]*?<\/pre>/.exec(html)?.[0] ?? '';
    expect(numbered.match(/codeLineNumber/g)?.length, 'two numbered lines').toBe(2);
    expect(numbered, 'bash is highlighted on the server too').toMatch(/class="?token function"?[^>]*>npm</);
    const lineHighlighted = /<pre[^>]*language-graphql[\s\S]*?<\/pre>/.exec(html)?.[0] ?? '';
    expect(lineHighlighted).toMatch(/theme-code-block-highlighted-line/);
    // Inside a Suspense boundary, React would have moved the markup to the end of
    // the page, behind a plain fallback, and swapped it back with an inline script.
    expect(html).not.toMatch(/<template id="?B:|hidden id="?S:|\$RC\(/);
  });

  async function expectHighlightedInPlace(page: Page): Promise<void> {
    const numbered = page.locator('.theme-code-block.language-bash');
    await expect(numbered.locator('.token.function').first()).toBeVisible();
    await expect(numbered.locator('[class*="codeLineNumber"]')).toHaveCount(2);
    const far = page.locator('.theme-code-block.language-graphql');
    await expect(far.locator('.theme-code-block-highlighted-line .token').first()).toBeVisible();
  }

  test('hydrate without an error and keep their markup', async ({ page, problems }) => {
    await openFresh(page, path);
    await expectHighlightedInPlace(page);
    expect(problems).toEqual([]);
  });

  test('are highlighted when reached by client-side navigation from a page that loaded no Prism', async ({ page, problems }) => {
    const traffic = watchTraffic(page);
    await openFresh(page, '/__fixtures__/code-link');
    await expectNoPrism(traffic, 'the page without code');
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('link', { name: 'The numbered code page' }).click();
    await expect(page).toHaveURL(path);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), 'no full page load').toBe(true);
    await expectHighlightedInPlace(page);
    expect(problems).toEqual([]);
  });

  test('fall back to plain text, and the page works, when the highlight chunk cannot be loaded', async ({ page }) => {
    const { caught } = await failHighlightChunk(page);
    await page.goto(path);
    await caught;
    await waitForHydration(page);
    await expectNotCrashed(page);
    expect(await page.locator('.theme-code-block.language-bash pre').innerText()).toMatch(/^npm install graphql\nnode server\.js/);
  });
});
