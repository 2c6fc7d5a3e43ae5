import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchForProblems } from '../support/browser.ts';
import { browserSession } from '../support/session.ts';
import { waitForHydration } from '../support/pages.ts';
import { siteConfig } from '../support/site-config.ts';

const pages = ['/', '/docs/tutorials/', '/api/graphql-js', '/no/such/page'];

describe('page health', () => {
  const sut = browserSession();

  it('the main pages load without console errors or failed requests', async () => {
    for (const pathname of pages) {
      const context = await sut.browser.newContext();
      const page = await context.newPage();
      const problems = watchForProblems(page, sut.site.origin);
      await page.goto(sut.site.url(pathname));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // The unknown path itself is meant to answer 404 (and Chromium logs that); nothing else may.
      const expected404 = pathname.startsWith('/no/')
        ? [`HTTP 404: ${sut.site.url(pathname)}`, 'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)']
        : [];
      const unexpected = problems.list.filter((p) => !expected404.includes(p));
      if (expected404.length > 0) assert.equal(problems.list.length - unexpected.length, 2, 'the unknown path answered 404');
      assert.deepEqual(unexpected, [], pathname);
      await context.close();
    }
  });

  it('the favicon and the navbar logo are served', async () => {
    const page = await sut.open('/');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    assert.equal(icon, `/${siteConfig.favicon}`);
    for (const asset of [icon!, await page.locator('.navbar__logo img').first().getAttribute('src')]) {
      const response = await fetch(sut.site.url(asset!));
      assert.equal(response.status, 200, asset!);
      assert.match(response.headers.get('content-type') ?? '', /image\/svg\+xml/, asset!);
    }
    await page.context().close();
  });
});
