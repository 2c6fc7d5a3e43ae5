import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { version as graphqlVersion } from 'graphql';
import { browserSession } from '../support/session.ts';
import { waitForHydration } from '../support/pages.ts';
import { themeConfig } from '../support/site-config.ts';

const announcement = themeConfig.announcementBar!;
const dismissKey = 'docusaurus.announcement.dismiss';
const idKey = 'docusaurus.announcement.id';

describe('announcement bar', () => {
  const sut = browserSession();
  const bar = '.theme-announcement-bar';

  it('names the graphql release these docs cover', async () => {
    const page = await sut.open('/');
    assert.match(await page.locator(bar).innerText(), new RegExp(`graphql ${graphqlVersion.replaceAll('.', '\\.')}`));
    await page.context().close();
  });

  it('closes, stays closed after a reload, and comes back when its id changes', async () => {
    assert.ok(announcement.id && announcement.isCloseable);
    const page = await sut.open('/');
    await page.locator(`${bar} button[aria-label="Close"]`).click();
    await page.locator(bar).waitFor({ state: 'detached' });
    assert.deepEqual(
      await page.evaluate(([d, i]) => [localStorage.getItem(d), localStorage.getItem(i)], [dismissKey, idKey]),
      ['true', announcement.id],
    );

    await page.reload();
    await waitForHydration(page);
    assert.equal(await page.locator(bar).count(), 0, 'the dismissed bar does not come back on reload');

    // A visitor who dismissed an earlier announcement sees the new one.
    await page.evaluate((i) => localStorage.setItem(i, 'an-earlier-announcement'), idKey);
    await page.reload();
    await waitForHydration(page);
    await page.locator(bar).waitFor({ state: 'visible' });
    await page.context().close();
  });
});
