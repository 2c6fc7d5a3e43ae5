import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserSession } from '../support/session.ts';
import { docsOptions, siteConfig, themeConfig } from '../support/site-config.ts';

const navbar = themeConfig.navbar!;
const items = navbar.items!;
const itemLabelled = (label: string) => {
  const item = items.find((i) => i.label === label);
  assert.ok(item, `docusaurus.config.ts has a navbar item "${label}"`);
  return item;
};

describe('navbar', () => {
  const sut = browserSession();

  it('shows the brand: logo and site title, linking home', async () => {
    const page = await sut.open('/docs/tutorials/');
    const brand = page.locator('.navbar__brand');
    assert.equal(await brand.getAttribute('href'), '/');
    assert.equal(await brand.locator('.navbar__title').innerText(), siteConfig.title);
    const logo = brand.locator('img:visible');
    assert.equal(await logo.getAttribute('src'), `/${navbar.logo!.src}`);
    assert.equal(await logo.getAttribute('alt'), navbar.logo!.alt);
    assert.ok(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the logo image loads');
    await page.context().close();
  });

  it('Tutorial (left) opens the tutorials index', async () => {
    const page = await sut.open('/');
    const link = page.locator('.theme-layout-navbar-left a.navbar__link', { hasText: itemLabelled('Tutorial').label! });
    await link.click();
    await page.waitForURL(sut.site.url('/docs/tutorials/'));
    // …and marks Tutorial as the current section once the new page has rendered.
    await page.locator('.theme-layout-navbar-left a.navbar__link[aria-current="page"]', { hasText: 'Tutorial' }).waitFor();
    await page.context().close();
  });

  it('API (left) opens the API overview at /api/graphql-js', async () => {
    const api = itemLabelled('API');
    assert.equal(api.to, '/api/graphql-js', 'the spec fixes the API route');
    const page = await sut.open('/');
    const link = page.locator('.theme-layout-navbar-left a.navbar__link', { hasText: 'API' });
    await link.click();
    await page.waitForURL(sut.site.url('/api/graphql-js'));
    await page.locator('article h1').waitFor();
    await page.locator('.theme-layout-navbar-left a.navbar__link[aria-current="page"]', { hasText: 'API' }).waitFor();
    await page.context().close();
  });

  it('GitHub (right) links to the graphql-js repository in a new tab', async () => {
    const page = await sut.open('/');
    const link = page.locator('.theme-layout-navbar-right a.navbar__link', { hasText: 'GitHub' });
    assert.equal(await link.getAttribute('href'), 'https://github.com/graphql/graphql-js');
    assert.equal(await link.getAttribute('href'), itemLabelled('GitHub').href);
    assert.equal(await link.getAttribute('target'), '_blank');
    await page.context().close();
  });

  it('has a language dropdown listing English', async () => {
    const page = await sut.open('/docs/tutorials/');
    const dropdown = page.locator('.theme-layout-navbar-right .dropdown', { has: page.locator('[class*="iconLanguage"]') });
    const label = siteConfig.i18n!.localeConfigs!.en!.label!;
    assert.equal(label, 'English');
    assert.equal((await dropdown.locator('> .navbar__link').innerText()).trim(), label);
    await dropdown.hover();
    const options = dropdown.locator('.dropdown__menu a');
    await options.first().waitFor({ state: 'visible' });
    assert.deepEqual(await options.allInnerTexts(), [label]);
    await page.context().close();
  });

  it('has a versions dropdown showing the one version, Next', async () => {
    const label = docsOptions.versions!.current!.label!;
    assert.equal(label, 'Next');
    const page = await sut.open('/docs/tutorials/');
    const dropdown = page.locator('.theme-layout-navbar-right .dropdown', { has: page.locator('> .navbar__link', { hasText: label }) });
    await dropdown.hover();
    const current = dropdown.locator('.dropdown__menu a', { hasText: label });
    await current.waitFor({ state: 'visible' });
    assert.equal(await current.getAttribute('href'), '/docs/tutorials/');
    await page.context().close();
  });

  it('has a search box', async () => {
    const page = await sut.open('/');
    assert.ok(items.some((i) => i.type === 'search'), 'the config places the search box');
    assert.ok(await page.locator('.navbar input[aria-label="Search"]').isVisible());
    await page.context().close();
  });

  it('stays visible after the page is scrolled down', async () => {
    const page = await sut.open('/');
    await page.mouse.move(600, 400);
    for (let i = 0; i < 5; i += 1) await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 1000);
    // Let the scroll handlers render: hideOnScroll would now have slid the bar up.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const nav = page.locator('nav.navbar');
    assert.equal(await nav.evaluate((el) => el.classList.contains('navbar--hidden')), false);
    const box = await nav.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 800, `navbar box ${JSON.stringify(box)} is inside the viewport`);
    await page.context().close();
  });
});
