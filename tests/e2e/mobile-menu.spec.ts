import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { phoneViewport } from '../support/browser.ts';
import { browserSession } from '../support/session.ts';

// The spec's mobile/desktop breakpoint: wider than this is desktop.
const breakpoint = 996;
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
const menuIsOpen = (page: Page) =>
  page.evaluate(() => document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));

describe('mobile menu', () => {
  const sut = browserSession();

  it('opens on a phone, with a back-to-main-menu button that leads to the navbar items', async () => {
    const page = await sut.open('/docs/tutorials/', { viewport: phoneViewport });
    assert.equal(await page.locator('.theme-layout-navbar-left a.navbar__link').first().isVisible(), false, 'items are folded away');
    await page.locator('button.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.waitFor({ state: 'visible' });
    // On a docs page the menu first shows the tutorials' sidebar.
    await sidebar.locator('a.menu__link[href="/docs/tutorials/"]').first().waitFor({ state: 'visible' });
    const back = sidebar.getByRole('button', { name: /back to main menu/i });
    await back.click();
    for (const label of ['Tutorial', 'API', 'GitHub']) {
      await sidebar.locator('.menu__link', { hasText: label }).first().waitFor({ state: 'visible' });
    }
    await page.context().close();
  });

  it(`closes itself when the window grows past ${breakpoint} px`, async () => {
    const page = await sut.open('/docs/tutorials/', { viewport: phoneViewport });
    await page.locator('button.navbar__toggle').click();
    await page.locator('.navbar-sidebar').waitFor({ state: 'visible' });
    assert.equal(await menuIsOpen(page), true);

    await page.setViewportSize({ width: breakpoint, height: phoneViewport.height });
    await nextFrame(page);
    assert.equal(await menuIsOpen(page), true, `still open at exactly ${breakpoint} px`);

    await page.setViewportSize({ width: breakpoint + 1, height: phoneViewport.height });
    await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
    await page.context().close();
  });
});
