import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserSession } from '../support/session.ts';
import { waitForHydration } from '../support/pages.ts';
import { expectedTitle } from '../support/site-config.ts';

describe('not-found page', () => {
  const sut = browserSession();

  it('answers an unknown path with 404 and a "Page Not Found" page inside the site layout', async () => {
    const context = await sut.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(sut.site.url('/no/such/page'));
    assert.equal(response?.status(), 404);
    await waitForHydration(page);
    assert.equal((await page.locator('main h1').innerText()).trim(), 'Page Not Found');
    assert.equal(await page.title(), expectedTitle('Page Not Found'));
    assert.ok(await page.locator('nav.navbar .navbar__brand').isVisible(), 'the navbar is there to find a way back');
    assert.ok(await page.locator('footer.footer').isVisible());
    await context.close();
  });
});
