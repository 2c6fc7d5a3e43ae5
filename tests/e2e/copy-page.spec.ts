/**
 * "Copy page" on a tutorial: the page's Markdown twin reaches the clipboard,
 * fetched only on request, and the result is announced. (axe and the keyboard
 * path over the control as loaded: accessibility.spec.ts, on every page type.)
 */
import { axeViolations, expect, pageFaults, openHydrated, test } from './fixtures.ts';

const tutorial = '/docs/tutorials/basic-types';
const twin = `${tutorial}.md`;

test.describe('Copy page', () => {
  test('copies the Markdown twin to the clipboard, fetching it only then, and announces it', async ({
    page,
    context,
    origin,
    problems,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const twinRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.md')) twinRequests.push(request.url());
    });
    await openHydrated(page, tutorial);
    expect(twinRequests, 'the twin is not loaded with the page').toEqual([]);

    const copy = page.getByRole('button', { name: 'Copy page' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('The page is on the clipboard as Markdown.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(page.getByRole('button', { name: 'Copied' })).toBeFocused();

    const served = await (await page.request.get(twin)).text();
    expect(served).toMatch(/^# Basic types\n/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(served);
    expect(twinRequests).toEqual([`${origin}${twin}`]);

    expect(await axeViolations(page, 'article')).toEqual([]);
    expect(await pageFaults(page, problems)).toEqual([]);
  });

  test('"Open Markdown" leads to the twin, served as Markdown; an unknown .md path is not found', async ({
    page,
  }) => {
    await openHydrated(page, tutorial);
    await expect(page.getByRole('link', { name: 'Open Markdown' })).toHaveAttribute('href', twin);
    const response = await page.request.get(twin);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const missing = await page.request.get('/docs/tutorials/no-such-page.md');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
  });
});
