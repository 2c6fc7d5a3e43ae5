/**
 * Spec section 8, what a reader sees when something goes wrong: a crashing page,
 * and a build served under the wrong base URL. (A page whose code fails to load is
 * in page-loading.spec.ts; build-time developer errors in tests/build/.)
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import config from '../../docusaurus.config.ts';
import { waitForHydration } from '../support/pages.ts';
import { buildDir, tmpDir } from '../support/paths.ts';
import { serveBuild, type ServedSite } from '../support/server.ts';
import { browserSession } from '../support/session.ts';
import { crashMessage } from '../fixtures/pages/_crashMessage.ts';

const session = browserSession({ fixtures: true });

describe('a page that crashes', () => {
  it('shows "This page crashed." with the message, and "Try again" renders it again', async () => {
    const page = await session.freshPage();
    await page.goto(session.fixtures.url('/__fixtures__/crash'));
    await page.getByRole('heading', { level: 1, name: 'This page crashed.' }).waitFor();
    assert.ok(await page.getByText(crashMessage).isVisible(), 'the error message is shown');
    // The navbar is still there: only the page content was replaced.
    assert.ok(await page.locator('.navbar').isVisible());

    await page.evaluate(() => (window.fixtureShouldCrash = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('#crash-fixture-content').waitFor();
    assert.equal(await page.getByRole('heading', { name: 'This page crashed.' }).count(), 0);
  });

  it('exists only in the test build', async () => {
    const response = await fetch(session.site.url('/__fixtures__/crash'));
    assert.equal(response.status, 404);
    assert.ok(!fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').includes('__fixtures__'));
  });
});

describe('the build served under the wrong base URL', () => {
  const wrongBase = '/graphql-docs/';
  let misplaced: ServedSite;

  before(async () => {
    // The build, untouched, one folder down (hard links: instant, no extra space).
    const root = path.join(tmpDir, 'wrong-base-url');
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(root, { recursive: true });
    execFileSync('cp', ['-al', buildDir, path.join(root, wrongBase)]);
    misplaced = await serveBuild({ dir: root });
  });
  after(async () => {
    await misplaced?.close();
  });

  it('shows the banner that says the site did not load properly and suggests the base URL', async () => {
    assert.notEqual(config.baseUrl, wrongBase);
    const page = await session.freshPage();
    await page.goto(misplaced.url(wrongBase));
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await banner.waitFor();
    assert.match(await banner.innerText(), /did not load properly/);
    assert.match(await banner.innerText(), new RegExp(`configured baseUrl = ${config.baseUrl}`));
    assert.equal(await page.locator('#__docusaurus-base-url-issue-banner-suggestion-container').innerText(), wrongBase);
  });

  it('does not show it where the site is served right', async () => {
    const page = await session.freshPage();
    await page.goto(session.site.url(config.baseUrl));
    await waitForHydration(page);
    assert.equal(await page.locator('#__docusaurus-base-url-issue-banner').count(), 0);
  });
});
