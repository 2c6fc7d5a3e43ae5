import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { firstExampleFile } from '../../plugins/first-example.ts';
import { phoneViewport } from '../support/browser.ts';
import { browserSession } from '../support/session.ts';
import { siteDir } from '../support/paths.ts';
import { siteConfig } from '../support/site-config.ts';

const graphqlExports = createRequire(import.meta.url)('graphql') as Record<string, unknown>;
const exampleFile = path.join(siteDir, firstExampleFile);

/**
 * The text of each code block on the page, line by line as a reader copies it,
 * whether Prism has highlighted it yet (a <div> per line) or not (plain text; the
 * highlighting loads once the block is in view, see code-highlighting.spec.ts).
 */
const codeBlockTexts = (page: Page) =>
  page.locator('.theme-code-block pre').evaluateAll((blocks) =>
    blocks.map((pre) => {
      const lines = Array.from(pre.querySelectorAll('.token-line'));
      const text = lines.length > 0 ? lines.map((line) => line.textContent).join('\n') : (pre.textContent ?? '');
      return text.trim();
    }),
  );

describe('home page', () => {
  const sut = browserSession();

  it('has a hero with the library name, tagline, Get Started and API reference links', async () => {
    const page = await sut.open('/');
    const hero = page.locator('header.hero');
    assert.equal(await hero.locator('h1').innerText(), siteConfig.title);
    assert.equal(await hero.locator('.hero__subtitle').innerText(), siteConfig.tagline);
    assert.equal(await hero.getByRole('link', { name: 'API reference' }).getAttribute('href'), '/api/graphql-js');
    const getStarted = hero.getByRole('link', { name: 'Get Started' });
    assert.ok((await getStarted.getAttribute('class'))?.includes('button--primary'), 'Get Started is the primary action');
    await getStarted.click();
    await page.waitForURL(sut.site.url('/docs/tutorials/'));
    await page.context().close();
  });

  it('shows the install command', async () => {
    const page = await sut.open('/');
    assert.ok((await codeBlockTexts(page)).includes('npm install graphql'));
    await page.context().close();
  });

  it('shows a first example and the result it really prints with the installed graphql', async () => {
    const page = await sut.open('/');
    const shown = await codeBlockTexts(page);
    const code = fs.readFileSync(exampleFile, 'utf8').trim();
    assert.ok(shown.includes(code), 'the page shows the example file verbatim');

    const printed = execFileSync(process.execPath, [exampleFile], { cwd: siteDir, encoding: 'utf8' }).trim();
    assert.ok(shown.includes(printed), `the page shows what the example prints:\n${printed}`);
    const result = JSON.parse(printed) as { data?: unknown; errors?: unknown };
    assert.equal(result.errors, undefined, 'the example query succeeds');
    assert.ok(result.data, 'the example query returns data');
    await page.context().close();
  });

  it('lists what the library gives, naming only real graphql exports', async () => {
    const page = await sut.open('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'What the library gives you' }) });
    assert.ok((await section.locator('li h3').count()) >= 3);
    const named = (await section.locator('li code').allInnerTexts()).map((name) => name.replace(/\(\)$/, ''));
    assert.ok(named.length > 0);
    for (const name of named) assert.ok(name in graphqlExports, `graphql exports ${name}`);
    await page.context().close();
  });

  it('fits a phone screen without sideways scrolling of the page', async () => {
    const page = await sut.open('/', { viewport: phoneViewport });
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    assert.ok(widths[0] <= widths[1], `page width ${widths[0]} fits the ${widths[1]} px screen`);
    await page.context().close();
  });
});
