import { version as graphqlVersion } from 'graphql';
import { themeConfig } from '../support/site-config.ts';
import { expect, openHydrated, test, waitForHydration } from './fixtures.ts';

const announcement = themeConfig.announcementBar!;
const dismissKey = 'docusaurus.announcement.dismiss';
const idKey = 'docusaurus.announcement.id';

test.describe('announcement bar', () => {
  const bar = '.theme-announcement-bar';

  test('names the graphql release these docs cover and links the upgrade guide from 16', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await expect(page.locator(bar)).toHaveText(
      new RegExp(`graphql ${graphqlVersion.replaceAll('.', '\\.')}`),
    );
    await expect(
      page.locator(bar).getByRole('link', { name: 'the upgrade guide' }),
    ).toHaveAttribute('href', '/docs/upgrade-from-16');
  });

  test('closes, stays closed after a reload, and comes back when its id changes', async ({
    page,
  }) => {
    expect(announcement.id && announcement.isCloseable).toBeTruthy();
    await openHydrated(page, '/');
    await page.locator(`${bar} button[aria-label="Close"]`).click();
    await expect(page.locator(bar)).toHaveCount(0);
    expect(
      await page.evaluate(
        ([d, i]) => [localStorage.getItem(d), localStorage.getItem(i)],
        [dismissKey, idKey],
      ),
    ).toEqual(['true', announcement.id]);

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(bar), 'the dismissed bar does not come back on reload').toHaveCount(
      0,
    );

    // A visitor who dismissed an earlier announcement sees the new one.
    await page.evaluate((i) => localStorage.setItem(i, 'an-earlier-announcement'), idKey);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(bar)).toBeVisible();
  });
});
