/**
 * JSDoc is input we do not control: text that looks like MDX, JSX or HTML must
 * render as literal text, never break the MDX build, and never execute.
 *
 * The fixture tests/fixtures/mdx-hostile/index.d.ts goes through the site's
 * own TypeDoc pipeline (the same TypeDoc plugin entry, options and
 * TypeDoc plugins, only the entry point swapped) into a temporary Docusaurus
 * site with the site's markdown settings; its pages are then read in Chromium.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import serveHandler from 'serve-handler';
import { expect, test } from '../e2e/fixtures.ts';
import { docusaurusBin, siteDir, tmpDir } from '../../lib/paths.ts';

const fixtureFile = path.join(siteDir, 'tests/fixtures/mdx-hostile/index.d.ts');
const tempSite = path.join(tmpDir, 'mdx-safety-site');

/** The site config a temporary copy needs: the site's MDX settings, its API plugins with the fixture as entry point. */
const tempConfig = `
import type { Config, PluginConfig } from '@docusaurus/types';
import siteConfig from ${JSON.stringify(path.join(siteDir, 'docusaurus.config'))};
import { apiReferencePlugins, typedocPluginModule } from ${JSON.stringify(path.join(siteDir, 'typedoc-plugins/docusaurus/plugins'))};
import generatedModulesPlugin from ${JSON.stringify(path.join(siteDir, 'plugins/generated-modules'))};

// Only the TypeDoc entry point changes; the API docs instance keeps its options
// except the site's sidebar, which lists graphql's pages (the fixture's get the default one).
const plugins: PluginConfig[] = apiReferencePlugins.map((plugin) =>
  !Array.isArray(plugin)
    ? plugin
    : plugin[0] === typedocPluginModule
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
  // Under the site's package.json ("type": "module"), as the site itself needs it.
  plugins: [generatedModulesPlugin, ...plugins],
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

let server: http.Server;
let origin: string;
let builtPages: string[];

/** Opens a fixture page in the test's context; a dialog (a script from the JSDoc running) is recorded in `dialogs`. */
async function openFixturePage(page: Page, name: string, dialogs: string[]): Promise<void> {
  const route = builtPages.find((p) => path.basename(p) === name);
  expect(route, `no built page for ${name} among ${builtPages.join(', ')}`).toBeTruthy();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${origin}${route}`);
  await expect(page.locator('article h1')).toBeVisible();
}

async function articleText(page: Page): Promise<string> {
  return (await page.locator('article').innerText()).replace(/\s+/g, ' ');
}

test.describe('JSDoc that looks like MDX or HTML', () => {
  test.beforeAll(async ({}, testInfo) => {
    // A Docusaurus build of its own.
    testInfo.setTimeout(10 * 60_000);
    fs.rmSync(tempSite, { recursive: true, force: true });
    fs.mkdirSync(tempSite, { recursive: true });
    fs.writeFileSync(path.join(tempSite, 'docusaurus.config.ts'), tempConfig);
    fs.mkdirSync(path.join(tempSite, 'src/pages'), { recursive: true });
    fs.writeFileSync(path.join(tempSite, 'src/pages/index.md'), '# MDX safety\n');
    // The overview links the site's upgrade guide: a stand-in keeps the broken-link check on.
    fs.mkdirSync(path.join(tempSite, 'src/pages/docs'), { recursive: true });
    fs.writeFileSync(path.join(tempSite, 'src/pages/docs/upgrade-from-16.md'), '# Upgrade\n');
    fs.writeFileSync(
      path.join(tempSite, 'tsconfig.fixture.json'),
      JSON.stringify({
        extends: path.join(siteDir, 'typedoc-plugins/tsconfig.typedoc.json'),
        files: [fixtureFile],
      }),
    );
    // The build itself is the first check: MDX that does not compile fails it.
    const build = spawnSync(docusaurusBin, ['build', '--out-dir', 'build', tempSite], {
      cwd: tempSite,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    expect(build.status, `the fixture site did not build:\n${build.stdout}\n${build.stderr}`).toBe(
      0,
    );
    const buildDir = path.join(tempSite, 'build');
    builtPages = fs
      .readdirSync(path.join(buildDir, 'api'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('index.html'))
      .map((file) => `/api/${path.dirname(file)}`);
    // Served as `docusaurus serve` serves (serve-handler, clean URLs), on a port of its own.
    server = http.createServer(
      (req, res) => void serveHandler(req, res, { public: buildDir, cleanUrls: true }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  test('shows every hostile string as literal text, injects no element and runs no script', async ({
    context,
  }) => {
    const dialogs: string[] = [];
    const pages = await Promise.all(
      ['readUntilEof', 'HostileTokenStream', 'HostileOptions'].map(async (name) => {
        const page = await context.newPage();
        await openFixturePage(page, name, dialogs);
        return page;
      }),
    );
    const text = (await Promise.all(pages.map(articleText))).join(' ');
    for (const literal of literalTexts)
      expect(text.includes(literal), `missing literal text: ${literal}`).toBe(true);
    for (const page of pages) {
      // Elements the JSDoc spells out must not exist as elements (code blocks
      // draw their own <br> between lines: those are not from the JSDoc).
      const injected = await page.locator('article').evaluate((article) =>
        Array.from(article.querySelectorAll('script, img, b, br, eof, newreader, token, iterator'))
          .filter((element) => !element.closest('pre'))
          .map((element) => element.outerHTML),
      );
      expect(injected).toEqual([]);
    }
    expect(dialogs, 'a script from the JSDoc ran').toEqual([]);
  });

  test('keeps the hostile text literal in the deprecation notice and the meta description', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    await openFixturePage(page, 'readUntilEof', dialogs);
    const notice = page.locator('article .theme-admonition-danger');
    // The admonition title is upper-cased by CSS.
    await expect(notice).toHaveText(/^Deprecated\s+Use <NewReader> \{instead\}; see <\/div>\.$/i, {
      useInnerText: true,
    });
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      'Reads tokens until <EOF> and keeps {braces} and a stray </div> as text.',
    );
  });
});
