/**
 * "Edit this page" under each docs page opens its markdown file in the site's
 * repository, the one package.json's `repository` field names.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DomUtils } from 'htmlparser2';
import { builtPage } from '../support/built-pages.ts';
import { siteDir } from '../../lib/paths.ts';
import { readDocPages } from '../support/tutorials.ts';

const { repository } = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
  repository: { url: string; directory?: string };
};
const repositoryUrl = repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
const siteFolder = repository.directory ? `${repository.directory.replace(/\/$/, '')}/` : '';

describe('edit link', () => {
  for (const page of readDocPages()) {
    it(`${page.path}: "Edit this page" opens docs/${page.path} on main in ${repositoryUrl}`, () => {
      const links = DomUtils.findAll(
        (element) =>
          element.name === 'a' &&
          element.attribs.class?.split(' ').includes('theme-edit-this-page'),
        builtPage(page.route),
      );
      assert.equal(links.length, 1, `${page.route} has one edit link`);
      const [link] = links;
      assert.equal(DomUtils.textContent(link).trim(), 'Edit this page');
      assert.equal(link.attribs.href, `${repositoryUrl}/edit/main/${siteFolder}docs/${page.path}`);
    });
  }
});
