import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FooterLinkItem, MultiColumnFooter } from '@docusaurus/theme-common';
import { browserSession } from '../support/session.ts';
import { themeConfig } from '../support/site-config.ts';

const footer = themeConfig.footer!;
const columns = footer.links as MultiColumnFooter['links'];

describe('footer', () => {
  const sut = browserSession();

  it('is dark, with the Docs, Community and More columns and their links', async () => {
    assert.equal(footer.style, 'dark');
    assert.deepEqual(
      columns.map((c) => c.title),
      ['Docs', 'Community', 'More'],
    );
    const page = await sut.open('/');
    const element = page.locator('footer.footer');
    assert.ok(await element.evaluate((el) => el.classList.contains('footer--dark')));
    const shown = await element.locator('.footer__col').evaluateAll((cols) =>
      cols.map((col) => ({
        title: col.querySelector('.footer__title')!.textContent,
        links: Array.from(col.querySelectorAll('a.footer__link-item')).map((a) => ({ label: a.textContent, href: a.getAttribute('href') })),
      })),
    );
    assert.deepEqual(
      shown,
      columns.map((c) => ({
        title: c.title,
        links: c.items.map((item: FooterLinkItem) => ({ label: item.label, href: item.href ?? item.to })),
      })),
    );
    await page.context().close();
  });

  it('shows the GraphQL logo linking to the foundation', async () => {
    const logo = footer.logo!;
    const page = await sut.open('/');
    const link = page.locator('footer .footer__bottom a', { has: page.locator('img.footer__logo') });
    assert.equal(await link.getAttribute('href'), logo.href);
    const image = link.locator('img.footer__logo:visible');
    assert.equal(await image.getAttribute('alt'), logo.alt);
    assert.ok(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the logo loads');
    await page.context().close();
  });

  it('ends with the 2023 GraphQL Foundation copyright line', async () => {
    assert.equal(footer.copyright, 'Copyright © 2023 The GraphQL Foundation. All rights reserved.');
    const page = await sut.open('/docs/tutorials/');
    assert.equal((await page.locator('footer .footer__copyright').innerText()).trim(), footer.copyright);
    await page.context().close();
  });
});
