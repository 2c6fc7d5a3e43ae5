/**
 * JSDoc is input we do not control: text that looks like MDX, JSX or HTML must
 * render as literal text, never break the MDX build, and never execute.
 *
 * The fixture tests/fixtures/mdx-hostile/index.d.ts goes through the site's
 * own TypeDoc pipeline (the same docusaurus-plugin-typedoc entry, options and
 * TypeDoc plugins, only the entry point swapped) into a temporary Docusaurus
 * site with the site's markdown settings; its pages are then read in Chromium.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser.ts';
import { docusaurusBin, siteDir, tmpDir } from '../support/paths.ts';
import { serveBuild, type ServedSite } from '../support/server.ts';

const fixtureFile = path.join(siteDir, 'tests/fixtures/mdx-hostile/index.d.ts');
const tempSite = path.join(tmpDir, 'mdx-safety-site');

/** The site config a temporary copy needs: the site's MDX settings, its API plugins with the fixture as entry point. */
const tempConfig = `
import type { Config, PluginConfig } from '@docusaurus/types';
import siteConfig from ${JSON.stringify(path.join(siteDir, 'docusaurus.config'))};
import { apiReferencePlugins } from ${JSON.stringify(path.join(siteDir, 'typedoc-plugins/docusaurus'))};

// Only the TypeDoc entry point changes; the API docs instance keeps its options
// except the site's sidebar, which lists graphql's pages (the fixture's get the default one).
const plugins: PluginConfig[] = apiReferencePlugins.map((plugin) =>
  !Array.isArray(plugin)
    ? plugin
    : plugin[0] === 'docusaurus-plugin-typedoc'
      ? [plugin[0], { ...plugin[1], entryPoints: [${JSON.stringify(fixtureFile)}], tsconfig: './tsconfig.fixture.json' }]
      : [plugin[0], { ...plugin[1], sidebarPath: undefined }],
);

const config: Config = {
  title: 'MDX safety',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  markdown: siteConfig.markdown,
  future: siteConfig.future,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  // A home page for the navbar's title link, so broken-link checks stay on.
  presets: [['classic', { docs: false, blog: false }]],
  plugins,
};
export default config;
`;

/** Every hostile string of the fixture, exactly as a reader must see it. */
const literalTexts = [
  '<EOF>',
  '{braces}',
  'a stray </div> as text',
  '<script>alert(1)</script>',
  '[Symbol.iterator]',
  '<b>bold</b>',
  '<img src=x onerror="alert(2)">',
  'an unclosed { brace',
  '{result}',
  '<NewReader> {instead}',
  '<Iterator<string>> with { done }',
  '<script>alert(3)</script>',
  '<div class="x">markup</div>',
  '{{ double braces }}',
  '{ and } and <br>',
];

let site: ServedSite;
let browser: Browser;
let builtPages: string[];
const dialogs: string[] = [];

async function openFixturePage(name: string): Promise<Page> {
  const route = builtPages.find((p) => path.basename(p) === name);
  assert.ok(route, `no built page for ${name} among ${builtPages.join(', ')}`);
  const context = await newContext(browser);
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(site.url(route));
  await page.locator('article h1').waitFor();
  return page;
}

async function articleText(page: Page): Promise<string> {
  return (await page.locator('article').innerText()).replace(/\s+/g, ' ');
}

describe('JSDoc that looks like MDX or HTML', () => {
  before(async () => {
    fs.rmSync(tempSite, { recursive: true, force: true });
    fs.mkdirSync(tempSite, { recursive: true });
    fs.writeFileSync(path.join(tempSite, 'docusaurus.config.ts'), tempConfig);
    fs.mkdirSync(path.join(tempSite, 'src/pages'), { recursive: true });
    fs.writeFileSync(path.join(tempSite, 'src/pages/index.md'), '# MDX safety\n');
    fs.writeFileSync(
      path.join(tempSite, 'tsconfig.fixture.json'),
      JSON.stringify({ extends: path.join(siteDir, 'typedoc-plugins/tsconfig.typedoc.json'), files: [fixtureFile] }),
    );
    // The build itself is the first check: MDX that does not compile fails it.
    const build = spawnSync('flock', ['/tmp/build.lock', docusaurusBin, 'build', '--out-dir', 'build', tempSite], {
      cwd: tempSite,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    assert.equal(build.status, 0, `the fixture site did not build:\n${build.stdout}\n${build.stderr}`);
    const buildDir = path.join(tempSite, 'build');
    builtPages = fs
      .readdirSync(path.join(buildDir, 'api'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('index.html'))
      .map((file) => `/api/${path.dirname(file)}`);
    site = await serveBuild({ dir: buildDir, cwd: tempSite });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('shows every hostile string as literal text, injects no element and runs no script', async () => {
    const pages = await Promise.all(['readUntilEof', 'HostileTokenStream', 'HostileOptions'].map(openFixturePage));
    const text = (await Promise.all(pages.map(articleText))).join(' ');
    for (const literal of literalTexts) assert.ok(text.includes(literal), `missing literal text: ${literal}`);
    for (const page of pages) {
      // Elements the JSDoc spells out must not exist as elements (code blocks
      // draw their own <br> between lines: those are not from the JSDoc).
      const injected = await page.locator('article').evaluate((article) =>
        Array.from(article.querySelectorAll('script, img, b, br, eof, newreader, token, iterator'))
          .filter((element) => !element.closest('pre'))
          .map((element) => element.outerHTML),
      );
      assert.deepEqual(injected, []);
    }
    assert.deepEqual(dialogs, [], 'a script from the JSDoc ran');
  });

  it('keeps the hostile text literal in the deprecation notice and the meta description', async () => {
    const page = await openFixturePage('readUntilEof');
    const notice = page.locator('article .theme-admonition-danger');
    // The admonition title is upper-cased by CSS.
    assert.match(await notice.innerText(), /^Deprecated\s+Use <NewReader> \{instead\}; see <\/div>\.$/i);
    const description = await page.locator('head meta[name="description"]').getAttribute('content');
    assert.equal(description, 'Reads tokens until <EOF> and keeps {braces} and a stray </div> as text.');
  });
});
