import { readDocPages } from '../support/tutorials.ts';
import { expect, test } from './fixtures.ts';

// Edit links point into the docs folder of the source repository.
const repository = 'https://github.com/graphql/graphql-js/';

test.describe('edit link', () => {
  test('each docs page links to its own markdown file in the repository, ending in /docs/<path>.md', async ({
    page,
  }) => {
    for (const tutorial of readDocPages()) {
      await page.goto(tutorial.route);
      const link = page.locator('a.theme-edit-this-page');
      await expect(link, tutorial.file).toHaveText('Edit this page');
      const href = (await link.getAttribute('href')) ?? '';
      expect(href.startsWith(repository), `${href} is in ${repository}`).toBe(true);
      expect(
        href.endsWith(`/docs/${tutorial.path}`),
        `${href} ends in /docs/${tutorial.path}`,
      ).toBe(true);
    }
  });
});
