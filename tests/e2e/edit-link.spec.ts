import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserSession } from '../support/session.ts';
import { readTutorials } from '../support/tutorials.ts';

// The spec: edit links point into the docs folder of the source repository.
const repository = 'https://github.com/graphql/graphql-js/';

describe('edit link', () => {
  const sut = browserSession();

  it('each tutorial links to its own markdown file in the repository, ending in /docs/tutorials/<file>.md', async () => {
    const context = await sut.browser.newContext();
    const page = await context.newPage();
    for (const tutorial of readTutorials()) {
      await page.goto(sut.site.url(tutorial.route));
      const link = page.locator('a.theme-edit-this-page');
      assert.equal((await link.innerText()).trim(), 'Edit this page', tutorial.file);
      const href = (await link.getAttribute('href')) ?? '';
      assert.ok(href.startsWith(repository), `${href} is in ${repository}`);
      assert.ok(href.endsWith(`/docs/tutorials/${tutorial.file}`), `${href} ends in /docs/tutorials/${tutorial.file}`);
    }
    await context.close();
  });
});
