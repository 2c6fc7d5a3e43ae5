import { readTutorials } from '../support/tutorials.ts';
import { expect, test } from './fixtures.ts';

// Edit links point into the docs folder of the source repository.
const repository = 'https://github.com/graphql/graphql-js/';

test.describe('edit link', () => {
  test('each tutorial links to its own markdown file in the repository, ending in /docs/tutorials/<file>.md', async ({
    page,
  }) => {
    for (const tutorial of readTutorials()) {
      await page.goto(tutorial.route);
      const link = page.locator('a.theme-edit-this-page');
      await expect(link, tutorial.file).toHaveText('Edit this page');
      const href = (await link.getAttribute('href')) ?? '';
      expect(href.startsWith(repository), `${href} is in ${repository}`).toBe(true);
      expect(
        href.endsWith(`/docs/tutorials/${tutorial.file}`),
        `${href} ends in /docs/tutorials/${tutorial.file}`,
      ).toBe(true);
    }
  });
});
