import type { FooterLinkItem, MultiColumnFooter } from '@docusaurus/theme-common';
import { themeConfig } from '../support/site-config.ts';
import { expect, expectImageLoaded, openHydrated, test } from './fixtures.ts';

const footer = themeConfig.footer!;
const columns = footer.links as MultiColumnFooter['links'];

test.describe('footer', () => {
  test('is dark, with the Docs, Community and More columns and their links', async ({ page }) => {
    expect(footer.style).toBe('dark');
    expect(columns.map((c) => c.title)).toEqual(['Docs', 'Community', 'More']);
    await openHydrated(page, '/');
    const element = page.locator('footer.footer');
    await expect(element).toContainClass('footer--dark');
    const shown = await element.locator('.footer__col').evaluateAll((cols) =>
      cols.map((col) => ({
        title: col.querySelector('.footer__title')!.textContent,
        links: Array.from(col.querySelectorAll('a.footer__link-item')).map((a) => ({
          label: a.textContent,
          href: a.getAttribute('href'),
        })),
      })),
    );
    expect(shown).toEqual(
      columns.map((c) => ({
        title: c.title,
        links: c.items.map((item: FooterLinkItem) => ({
          label: item.label,
          href: item.href ?? item.to,
        })),
      })),
    );
  });

  test('shows the GraphQL logo linking to the foundation', async ({ page }) => {
    const logo = footer.logo!;
    await openHydrated(page, '/');
    const link = page.locator('footer .footer__bottom a', {
      has: page.locator('img.footer__logo'),
    });
    await expect(link).toHaveAttribute('href', logo.href!);
    const image = link.locator('img.footer__logo:visible');
    await expect(image).toHaveAttribute('alt', logo.alt!);
    await expectImageLoaded(image, 'the logo loads');
  });

  test('ends with the 2023 GraphQL Foundation copyright line', async ({ page }) => {
    expect(footer.copyright).toBe('Copyright © 2023 The GraphQL Foundation. All rights reserved.');
    await openHydrated(page, '/docs/tutorials/');
    await expect(page.locator('footer .footer__copyright')).toHaveText(footer.copyright!);
  });
});
