/**
 * A page that crashes (the fixture /__fixtures__/crash): the
 * reader gets an error screen inside the site, and a way to try again.
 */
import { crashMessage } from '../fixtures/pages/_crashMessage.ts';
import { expect, test } from './fixtures.ts';

test.describe('a page that crashes', () => {
  test('shows "This page crashed." with the message, and "Try again" renders it again', async ({
    page,
  }) => {
    await page.goto('/__fixtures__/crash');
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText(crashMessage), 'the error message is shown').toBeVisible();
    // The navbar is still there: only the page content was replaced.
    await expect(page.locator('.navbar')).toBeVisible();

    await page.evaluate(() => (window.fixtureShouldCrash = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('#crash-fixture-content')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
  });
});
