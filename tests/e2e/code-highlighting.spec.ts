/**
 * Prism is not in any page's main bundle: Docusaurus's highlighted block, Prism
 * and its extra languages load as the `code-highlight` and `prism` chunks when
 * the first code block of a page comes into view (src/theme/CodeBlock/Content,
 * plugins/lazy-prism.ts). Until then a block is plain text in the same box.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page, Request } from 'playwright-core';
import type { PrismTheme } from 'prism-react-renderer';
import { parseColour } from '../../plugins/prism-contrast.ts';
import { phoneViewport, watchForProblems } from '../support/browser.ts';
import { isHighlightChunk } from '../support/code-highlight.ts';
import { waitForHydration } from '../support/pages.ts';
import { browserSession } from '../support/session.ts';
import { themeConfig } from '../support/site-config.ts';

const session = browserSession({ fixtures: true });

const highlightChunkGlob = '**/assets/js/code-highlight.*.js';
/** Source text of the regular expression Prism's core finds `language-*` classes with; no other code has it. */
const prismCoreMarker = 'lang(?:uage)?-';
const toggleSelector = 'button[aria-label^="Switch between dark and light mode"]';

interface Traffic {
  requests: Request[];
  /** The scripts requested so far, and whether Prism's core is in them. */
  scripts(): Promise<{ url: string; hasPrism: boolean }[]>;
}

/** Records every request of the page from now on. */
function watchTraffic(page: Page): Traffic {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    requests,
    async scripts() {
      const scripts = requests.filter((request) => request.resourceType() === 'script');
      return Promise.all(
        scripts.map(async (request) => {
          const response = await request.response();
          const body = response && response.ok() ? await response.text() : '';
          return { url: request.url(), hasPrism: body.includes(prismCoreMarker) };
        }),
      );
    },
  };
}

async function assertNoPrism(traffic: Traffic, where: string): Promise<void> {
  const chunkRequests = traffic.requests.map((request) => request.url()).filter(isHighlightChunk);
  assert.deepEqual(chunkRequests, [], `${where}: a highlight chunk was requested`);
  const withPrism = (await traffic.scripts()).filter((script) => script.hasPrism).map((script) => script.url);
  assert.deepEqual(withPrism, [], `${where}: Prism was loaded`);
}

async function openFresh(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/** Brings a block into view and waits until Prism has coloured it (a token of a real type, not just `plain`). */
async function highlight(block: Locator): Promise<void> {
  await block.scrollIntoViewIfNeeded();
  await block.locator('pre .token:not(.plain)').first().waitFor();
}

/**
 * Makes the highlight chunk fail to load, as for a reader gone offline, and
 * returns a promise of React having caught the failure (it logs the error once
 * the boundary's fallback is committed).
 */
async function failHighlightChunk(page: Page): Promise<{ caught: Promise<unknown> }> {
  await page.route(highlightChunkGlob, (route) => route.abort('failed'));
  return { caught: page.waitForEvent('console', (message) => message.text().includes('ChunkLoadError')) };
}

async function assertNotCrashed(page: Page): Promise<void> {
  assert.equal(await page.getByRole('heading', { name: 'This page crashed.' }).count(), 0, 'the page shows its crash screen');
}

/** `rgb(r, g, b)`, as the browser reports the colour a theme gives keywords. */
function keywordColour(theme: PrismTheme | undefined): string {
  // Of several entries for a type, prism-react-renderer applies the last.
  const colour = [...(theme?.styles ?? [])].reverse().find((entry) => entry.types.includes('keyword'))?.style.color;
  assert.ok(colour, 'the Prism theme colours keywords');
  return `rgb(${parseColour(colour).join(', ')})`;
}

describe('code highlighting', () => {
  it('loads no Prism while the code is below the fold, and highlights a block scrolled into view', async () => {
    const page = await session.freshPage();
    const traffic = watchTraffic(page);
    await openFresh(page, session.site.url('/docs/tutorials/constructing-types'));

    const blocks = page.locator('.theme-code-block');
    const firstTop = await blocks.first().evaluate((block) => block.getBoundingClientRect().top);
    assert.ok(firstTop > page.viewportSize()!.height, `the page's first code block (at ${firstTop}px) must start below the fold`);
    assert.equal(await blocks.locator('.token').count(), 0, 'no block is highlighted before it is in view');
    await assertNoPrism(traffic, 'first load');

    const graphqlBlock = page.locator('.theme-code-block.language-graphql').first();
    await highlight(graphqlBlock);
    assert.ok(await graphqlBlock.locator('.token.keyword', { hasText: 'type' }).count(), 'graphql keywords are tokens');
    const requested = traffic.requests.map((request) => request.url()).filter(isHighlightChunk);
    const names = requested.map((url) => /\/(code-highlight|prism)\./.exec(url)![1]).sort();
    assert.deepEqual(names, ['code-highlight', 'prism'], 'the highlight chunks were requested, once each');
    assert.ok((await traffic.scripts()).some((script) => script.hasPrism), 'Prism arrived with it');

    const tsBlock = page.locator('.theme-code-block.language-ts').first();
    await highlight(tsBlock);
    assert.ok(await tsBlock.locator('.token.keyword').count(), 'TypeScript keywords are tokens');
  });

  it('highlights bash (prism.additionalLanguages) and json', async () => {
    const page = await session.freshPage();
    await openFresh(page, session.site.url('/docs/tutorials/'));
    const bashBlock = page.locator('.theme-code-block.language-bash:visible').first();
    await highlight(bashBlock);
    assert.ok(await bashBlock.locator('.token.function', { hasText: 'npm' }).count(), 'npm is a bash command token');
    const jsonBlock = page.locator('.theme-code-block.language-json:visible').first();
    await highlight(jsonBlock);
    assert.ok(await jsonBlock.locator('.token.property').count(), 'json properties are tokens');
  });

  it('copies the text of a highlighted block with the copy button', async () => {
    const page = await session.freshPage();
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.site.origin });
    await openFresh(page, session.site.url('/docs/tutorials/constructing-types'));
    const block = page.locator('.theme-code-block.language-graphql').first();
    await highlight(block);
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await block.locator('.token-line').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
    assert.equal(copied.trim(), shown.trim());
    assert.match(copied, /^type /m);
  });

  it('wraps the lines of a highlighted block with the word-wrap button', async () => {
    const page = await session.freshPage();
    await page.setViewportSize(phoneViewport);
    await openFresh(page, session.site.url('/docs/tutorials/constructing-types'));
    const wrapButton = page.getByRole('button', { name: 'Toggle word wrap' });
    const block = page.locator('.theme-code-block').filter({ has: wrapButton }).first();
    await highlight(block);
    const pre = block.locator('pre');
    const overflows = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
    assert.equal(await overflows(), true, 'the block scrolls sideways before wrapping');
    await block.hover();
    await block.getByRole('button', { name: 'Toggle word wrap' }).click();
    await pre.locator('code[style*="pre-wrap"]').waitFor();
    assert.equal(await overflows(), false, 'the wrapped block fits');
  });

  it('colours tokens with the light theme, and the dark one in dark mode', async () => {
    const page = await session.freshPage();
    await openFresh(page, session.site.url('/docs/tutorials/constructing-types'));
    const block = page.locator('.theme-code-block.language-graphql').first();
    await highlight(block);
    const keywordSelector = '.theme-code-block.language-graphql .token.keyword';
    const keywordHasColour = (expected: string) =>
      page.waitForFunction(
        ([selector, colour]) => {
          const token = document.querySelector(selector);
          return token !== null && getComputedStyle(token).color === colour;
        },
        [keywordSelector, expected] as const,
      );
    await keywordHasColour(keywordColour(themeConfig.prism?.theme as PrismTheme));
    await page.locator(toggleSelector).click();
    await keywordHasColour(keywordColour(themeConfig.prism?.darkTheme as PrismTheme));
  });

  it('leaves a block plain, and the page working, when the highlight chunk cannot be loaded', async () => {
    const page = await session.freshPage();
    const { caught } = await failHighlightChunk(page);
    await openFresh(page, session.site.url('/docs/tutorials/constructing-types'));
    const block = page.locator('.theme-code-block.language-graphql').first();
    await block.scrollIntoViewIfNeeded();
    await caught;
    await assertNotCrashed(page);
    assert.match(await block.locator('pre').innerText(), /^type Query \{/);
    assert.equal(await block.locator('.token').count(), 0);
  });

  for (const [label, path] of [
    ['the 404 page', '/no-such-page'],
    ['a page without code (search)', '/search'],
  ] as const) {
    it(`${label} never loads Prism, even scrolled to the end`, async () => {
      const page = await session.freshPage();
      const traffic = watchTraffic(page);
      await openFresh(page, session.site.url(path));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      await assertNoPrism(traffic, path);
    });
  }
});

describe('numbered and line-highlighted blocks (fixture /__fixtures__/numbered-code)', () => {
  const path = '/__fixtures__/numbered-code';

  it('are server-rendered highlighted, with their per-line markup in place', async () => {
    const html = await (await fetch(session.fixtures.url(path))).text();
    const numbered = /<pre[^>]*language-bash[\s\S]*?<\/pre>/.exec(html)?.[0] ?? '';
    assert.equal(numbered.match(/codeLineNumber/g)?.length, 2, 'two numbered lines');
    assert.match(numbered, /class="?token function"?[^>]*>npm</, 'bash is highlighted on the server too');
    const lineHighlighted = /<pre[^>]*language-graphql[\s\S]*?<\/pre>/.exec(html)?.[0] ?? '';
    assert.match(lineHighlighted, /theme-code-block-highlighted-line/);
    // Inside a Suspense boundary, React would have moved the markup to the end of
    // the page, behind a plain fallback, and swapped it back with an inline script.
    assert.doesNotMatch(html, /<template id="?B:|hidden id="?S:|\$RC\(/);
  });

  async function assertHighlightedInPlace(page: Page): Promise<void> {
    const numbered = page.locator('.theme-code-block.language-bash');
    await numbered.locator('.token.function').first().waitFor();
    assert.equal(await numbered.locator('[class*="codeLineNumber"]').count(), 2);
    const far = page.locator('.theme-code-block.language-graphql');
    await far.locator('.theme-code-block-highlighted-line .token').first().waitFor();
  }

  it('hydrate without an error and keep their markup', async () => {
    const page = await session.freshPage();
    const problems = watchForProblems(page, session.fixtures.origin);
    await openFresh(page, session.fixtures.url(path));
    await assertHighlightedInPlace(page);
    assert.deepEqual(problems.list, []);
  });

  it('are highlighted when reached by client-side navigation from a page that loaded no Prism', async () => {
    const page = await session.freshPage();
    const problems = watchForProblems(page, session.fixtures.origin);
    const traffic = watchTraffic(page);
    await openFresh(page, session.fixtures.url('/__fixtures__/code-link'));
    await assertNoPrism(traffic, 'the page without code');
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('link', { name: 'The numbered code page' }).click();
    await page.waitForURL(session.fixtures.url(path));
    assert.equal(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), true, 'no full page load');
    await assertHighlightedInPlace(page);
    assert.deepEqual(problems.list, []);
  });

  it('fall back to plain text, and the page works, when the highlight chunk cannot be loaded', async () => {
    const page = await session.freshPage();
    const { caught } = await failHighlightChunk(page);
    await page.goto(session.fixtures.url(path));
    await caught;
    await waitForHydration(page);
    await assertNotCrashed(page);
    assert.match(await page.locator('.theme-code-block.language-bash pre').innerText(), /^npm install graphql\nnode server\.js/);
  });
});
