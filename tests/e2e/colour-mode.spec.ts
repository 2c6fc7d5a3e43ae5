import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSession } from '../support/session.ts';
import { waitForHydration } from '../support/pages.ts';
import { themeConfig } from '../support/site-config.ts';

const toggleSelector = 'button[aria-label^="Switch between dark and light mode"]';
const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const waitForTheme = (page: Page, theme: string) =>
  page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);

describe('colour mode', () => {
  const sut = browserSession();

  it('is light by default even when the browser prefers dark', async () => {
    assert.equal(themeConfig.colorMode!.defaultMode, 'light');
    const page = await sut.open('/', { colorScheme: 'dark' });
    assert.equal(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), true);
    assert.equal(await themeOf(page), 'light');
    await page.context().close();
  });

  it('flips with the toggle, is saved as `theme` and survives a reload', async () => {
    const page = await sut.open('/docs/tutorials/');
    await page.locator(toggleSelector).click();
    await waitForTheme(page, 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await page.reload();
    await waitForHydration(page);
    assert.equal(await themeOf(page), 'dark');
    await page.locator(toggleSelector).click();
    await waitForTheme(page, 'light');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
    await page.context().close();
  });

  it('is followed by another open tab', async () => {
    const first = await sut.open('/');
    const second = await first.context().newPage();
    await second.goto(sut.site.url('/docs/tutorials/'));
    await waitForHydration(second);
    assert.equal(await themeOf(second), 'light');
    await first.locator(toggleSelector).click();
    await waitForTheme(first, 'dark');
    await waitForTheme(second, 'dark');
    await first.context().close();
  });
});
