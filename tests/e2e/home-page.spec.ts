import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { firstExampleFile } from '../../plugins/first-example.ts';
import { siteDir } from '../../lib/paths.ts';
import { siteConfig } from '../support/site-config.ts';
import { expect, openHydrated, phoneViewport, test } from './fixtures.ts';

const graphqlExports = createRequire(import.meta.url)('graphql') as Record<string, unknown>;
const exampleFile = path.join(siteDir, firstExampleFile);

/** The text of each code block on the page, as a reader copies it. */
const codeBlockTexts = (page: Page) =>
  page
    .locator('.theme-code-block pre')
    .evaluateAll((blocks) => blocks.map((pre) => (pre.textContent ?? '').trim()));

test.describe('home page', () => {
  test('has a hero with the library name, tagline, Get Started, API reference and upgrade guide links', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const hero = page.locator('header.hero');
    await expect(hero.locator('h1')).toHaveText(siteConfig.title);
    await expect(hero.locator('.hero__subtitle')).toHaveText(siteConfig.tagline!);
    await expect(hero.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/api/graphql-js',
    );
    await expect(hero.getByRole('link', { name: 'Upgrading from 16' })).toHaveAttribute(
      'href',
      '/docs/upgrade-from-16',
    );
    const getStarted = hero.getByRole('link', { name: 'Get Started' });
    await expect(getStarted, 'Get Started is the primary action').toContainClass('button--primary');
    await getStarted.click();
    await expect(page).toHaveURL('/docs/tutorials/');
  });

  test('shows the install command', async ({ page }) => {
    await openHydrated(page, '/');
    expect(await codeBlockTexts(page)).toContain('npm install graphql');
  });

  test('shows a first example and the result it really prints with the installed graphql', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const shown = await codeBlockTexts(page);
    const code = fs.readFileSync(exampleFile, 'utf8').trim();
    expect(shown, 'the page shows the example file verbatim').toContain(code);

    const printed = execFileSync(process.execPath, [exampleFile], {
      cwd: siteDir,
      encoding: 'utf8',
    }).trim();
    expect(shown, `the page shows what the example prints:\n${printed}`).toContain(printed);
    const result = JSON.parse(printed) as { data?: unknown; errors?: unknown };
    expect(result.errors, 'the example query succeeds').toBeUndefined();
    expect(result.data, 'the example query returns data').toBeTruthy();
  });

  test('lists what the library gives, naming only real graphql exports', async ({ page }) => {
    await openHydrated(page, '/');
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'What the library gives you' }),
    });
    expect(await section.locator('li h3').count()).toBeGreaterThanOrEqual(3);
    const named = (await section.locator('li code').allInnerTexts()).map((name) =>
      name.replace(/\(\)$/, ''),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(name in graphqlExports, `graphql exports ${name}`).toBe(true);
  });

  test.describe(() => {
    test.use({ viewport: phoneViewport });

    test('fits a phone screen without sideways scrolling of the page', async ({ page }) => {
      await openHydrated(page, '/');
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(
        widths[0],
        `page width ${widths[0]} fits the ${widths[1]} px screen`,
      ).toBeLessThanOrEqual(widths[1]);
    });
  });
});
