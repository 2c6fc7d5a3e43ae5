import { docsOptions, siteConfig, themeConfig } from '../support/site-config.ts';
import { expect, expectImageLoaded, openHydrated, test } from './fixtures.ts';

const navbar = themeConfig.navbar!;
const items = navbar.items!;
const itemLabelled = (label: string) => {
  const item = items.find((i) => i.label === label);
  expect(item, `docusaurus.config.ts has a navbar item "${label}"`).toBeTruthy();
  return item!;
};

test.describe('navbar', () => {
  test('shows the brand: logo and site title, linking home', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/');
    const brand = page.locator('.navbar__brand');
    await expect(brand).toHaveAttribute('href', '/');
    await expect(brand.locator('.navbar__title')).toHaveText(siteConfig.title);
    const logo = brand.locator('img:visible');
    await expect(logo).toHaveAttribute('src', `/${navbar.logo!.src}`);
    await expect(logo).toHaveAttribute('alt', navbar.logo!.alt!);
    await expectImageLoaded(logo, 'the logo image loads');
  });

  test('Tutorial (left) opens the tutorials index', async ({ page }) => {
    await openHydrated(page, '/');
    const link = page.locator('.theme-layout-navbar-left a.navbar__link', {
      hasText: itemLabelled('Tutorial').label!,
    });
    await link.click();
    await expect(page).toHaveURL('/docs/tutorials/');
    // …and marks Tutorial as the current section once the new page has rendered.
    await expect(
      page.locator('.theme-layout-navbar-left a.navbar__link[aria-current="page"]', {
        hasText: 'Tutorial',
      }),
    ).toBeVisible();
  });

  test('API (left) opens the API overview at /api/graphql-js', async ({ page }) => {
    const api = itemLabelled('API');
    expect(api.to, 'the API route is fixed').toBe('/api/graphql-js');
    await openHydrated(page, '/');
    const link = page.locator('.theme-layout-navbar-left a.navbar__link', { hasText: 'API' });
    await link.click();
    await expect(page).toHaveURL('/api/graphql-js');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(
      page.locator('.theme-layout-navbar-left a.navbar__link[aria-current="page"]', {
        hasText: 'API',
      }),
    ).toBeVisible();
  });

  test('GitHub (right) links to the graphql-js repository in a new tab', async ({ page }) => {
    await openHydrated(page, '/');
    const link = page.locator('.theme-layout-navbar-right a.navbar__link', { hasText: 'GitHub' });
    await expect(link).toHaveAttribute('href', 'https://github.com/graphql/graphql-js');
    await expect(link).toHaveAttribute('href', itemLabelled('GitHub').href!);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('has a language dropdown listing English', async ({ page }) => {
    await openHydrated(page, '/docs/tutorials/');
    const dropdown = page.locator('.theme-layout-navbar-right .dropdown', {
      has: page.locator('[class*="iconLanguage"]'),
    });
    const label = siteConfig.i18n!.localeConfigs!.en!.label!;
    expect(label).toBe('English');
    await expect(dropdown.locator('> .navbar__link')).toHaveText(label);
    await dropdown.hover();
    const options = dropdown.locator('.dropdown__menu a');
    await expect(options.first()).toBeVisible();
    await expect(options).toHaveText([label]);
  });

  test('has a versions dropdown showing the one version, Next', async ({ page }) => {
    const label = docsOptions.versions!.current!.label!;
    expect(label).toBe('Next');
    await openHydrated(page, '/docs/tutorials/');
    const dropdown = page.locator('.theme-layout-navbar-right .dropdown', {
      has: page.locator('> .navbar__link', { hasText: label }),
    });
    await dropdown.hover();
    const current = dropdown.locator('.dropdown__menu a', { hasText: label });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('href', '/docs/tutorials/');
  });

  test('has a search box', async ({ page }) => {
    await openHydrated(page, '/');
    expect(
      items.some((i) => i.type === 'search'),
      'the config places the search box',
    ).toBe(true);
    await expect(page.locator('.navbar input[aria-label="Search"]')).toBeVisible();
  });

  test('stays visible after the page is scrolled down', async ({ page }) => {
    await openHydrated(page, '/');
    await page.mouse.move(600, 400);
    for (let i = 0; i < 5; i += 1) await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 1000);
    // Let the scroll handlers render: hideOnScroll would now have slid the bar up.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const nav = page.locator('nav.navbar');
    await expect(nav).not.toContainClass('navbar--hidden');
    const box = await nav.boundingBox();
    expect(
      box && box.y >= 0 && box.y + box.height <= 800,
      `navbar box ${JSON.stringify(box)} is inside the viewport`,
    ).toBe(true);
  });
});
