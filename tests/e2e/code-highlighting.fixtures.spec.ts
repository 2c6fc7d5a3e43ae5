/**
 * Numbered and line-highlighted code blocks (the fixture /__fixtures__/numbered-code),
 * highlighted at build time: their per-line markup is in the served HTML and
 * stays as it is after hydration and after a client-side navigation.
 */
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures.ts';

const path = '/__fixtures__/numbered-code';
const tokenSelector = 'span[style*="--code-light"]';

async function expectLinesInPlace(page: Page): Promise<void> {
  const numbered = page.locator('.theme-code-block.language-bash');
  await expect(numbered.locator('.code-line-number')).toHaveCount(2);
  await expect(numbered.locator(tokenSelector, { hasText: 'npm' })).toBeVisible();
  // The number is drawn by CSS: a counter in each number cell, from 1.
  const numbers = await numbered
    .locator('.code-line-number')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(numbers).toEqual(['counter(line-count)', 'counter(line-count)']);
  await expect(numbered.locator('code')).toHaveCSS('counter-reset', 'line-count 0');
  const marked = page.locator(
    '.theme-code-block.language-graphql .theme-code-block-highlighted-line',
  );
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveText(/\S/);
  const background = await marked.evaluate((line) => getComputedStyle(line).backgroundColor);
  expect(background, 'the marked line has a background of its own').not.toBe('rgba(0, 0, 0, 0)');
}

test.describe('numbered and line-highlighted blocks', () => {
  test('are in the served HTML with their per-line markup', async ({ request }) => {
    const html = await (await request.get(path)).text();
    const numbered = /<div[^>]*language-bash[\s\S]*?<\/pre>/.exec(html)?.[0] ?? '';
    expect(numbered.match(/class="?line code-line"?/g)?.length, 'two numbered lines').toBe(2);
    expect(numbered, 'bash is coloured').toMatch(/--code-light:[^>]+>npm</);
    const lineHighlighted = /<div[^>]*language-graphql[\s\S]*?<\/pre>/.exec(html)?.[0] ?? '';
    expect(lineHighlighted).toMatch(/theme-code-block-highlighted-line/);
  });

  test('hydrate without an error and keep their markup', async ({ page, problems }) => {
    await openHydrated(page, path);
    await expectLinesInPlace(page);
    expect(problems).toEqual([]);
  });

  test('keep their markup when reached by client-side navigation', async ({ page, problems }) => {
    await openHydrated(page, '/__fixtures__/code-link');
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('link', { name: 'The numbered code page' }).click();
    await expect(page).toHaveURL(path);
    expect(
      await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
      'no full page load',
    ).toBe(true);
    await expectLinesInPlace(page);
    expect(problems).toEqual([]);
  });
});
