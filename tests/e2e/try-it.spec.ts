/**
 * Try it (CONTRIBUTING.md, "Try-it blocks"): each block of the docs, run unchanged in the
 * reader's browser, shows the output its page shows; edits are validated as the reader types
 * and when run; variables change the result; runs can be cancelled; the keyboard, screen
 * readers and the security policy are served; nothing of the editor loads before the reader
 * reaches for it, and what then loads stays within its budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { firstTryItGzipBudget } from '../../lib/budgets.ts';
import { weighFirstTryIt } from '../../lib/initial-assets.ts';
import { docsDir, readDocPages } from '../support/tutorials.ts';
import {
  axeViolations,
  expect,
  openHydrated,
  pageFaults,
  test,
  waitForHydration,
} from './fixtures.ts';

/**
 * The docs pages with try-it blocks, each with its route and how many it has. Counted from the
 * fences' text: Playwright's loader cannot load the site's remark reading of pages (ES modules only).
 */
const pagesWithTryIt = readDocPages()
  .map(({ path: page, route }) => ({
    route,
    count:
      fs.readFileSync(path.join(docsDir, page), 'utf8').match(/^\s*```graphql\s[^\n]*\btry-it=/gm)
        ?.length ?? 0,
  }))
  .filter(({ count }) => count > 0);

/**
 * The pages whose blocks run in the browser too: together they use everything a block can
 * (variables, mutations, custom scalars, abstract types, @defer/@stream, a subscription). Every
 * block of every page runs in node through the same runOperation.ts (tests/samples/suite.ts)
 * and is compiled by the build, so a new page needs no browser run of its own.
 */
const browserRunPages = [
  'basic-types',
  'passing-arguments',
  'object-types',
  'mutations-and-input-types',
  'constructing-types',
  'defer-stream',
].map((page) => `/docs/tutorials/${page}`);

const argumentsPage = '/docs/tutorials/passing-arguments';
/** The block of that page whose operation takes variables, found before any edit changes its text. */
async function withVariables(page: Page): Promise<Locator> {
  const blocks = page.locator('[data-try-it]');
  const index = (await blocks.allInnerTexts()).findIndex((text) =>
    text.includes('SearchCatalogue'),
  );
  expect(index, 'the page has its SearchCatalogue try-it block').toBeGreaterThanOrEqual(0);
  return blocks.nth(index);
}

/** What the reader sees after a run: the one result, or the list of payloads. */
async function shownResult(block: Locator): Promise<unknown> {
  const result = block.getByRole('region', { name: 'Result' });
  await expect(result).toContainText(/^(Done|Cancelled|The run failed)/);
  const payloads = (await result.locator('[data-try-it-payload]').allInnerTexts()).map(
    (text) => JSON.parse(text) as unknown,
  );
  return (await result.getAttribute('data-shape')) === 'single' ? payloads[0] : payloads;
}

async function openEditor(block: Locator, by: 'mouse' | 'keyboard' = 'mouse'): Promise<Locator> {
  const control = block.getByRole('button', { name: 'Try it' });
  await (by === 'mouse' ? control.click() : control.press('Enter'));
  const operation = block.getByRole('textbox', { name: 'Operation' });
  await expect(operation).toBeFocused();
  return operation;
}

/** Replaces an editor's text as typing would, without the editor's completions in the way. */
async function replaceText(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

test.describe('Try it', () => {
  // Independent tests, shared by both workers.
  test.describe.configure({ mode: 'parallel' });

  test('the docs have try-it blocks on the pages the tutorials promise', () => {
    const routes = pagesWithTryIt.map(({ route }) => route);
    for (const route of browserRunPages) expect(routes).toContain(route);
  });

  for (const { route, count } of pagesWithTryIt.filter(({ route }) =>
    browserRunPages.includes(route),
  )) {
    test(`${route}: each of its ${count} try-it blocks, run unchanged, shows the output the page shows`, async ({
      page,
      problems,
    }) => {
      await openHydrated(page, route);
      const blocks = page.locator('[data-try-it]');
      await expect(blocks).toHaveCount(count);
      for (let index = 0; index < count; index++) {
        const block = blocks.nth(index);
        // The page's output block, right after the try-it block.
        const output = block.locator('xpath=following-sibling::*[1]').locator('pre code');
        const shown = JSON.parse(await output.innerText()) as unknown;
        // From the keyboard (Enter on the focused control): the result of the block above grows
        // as it is shown, and a click aimed at this block's control can land where it was.
        await openEditor(block, 'keyboard');
        await block.getByRole('button', { name: 'Run' }).press('Enter');
        expect(await shownResult(block), `block ${index + 1} of ${route}`).toEqual(shown);
        if (Array.isArray(shown))
          await expect(block.locator('figcaption')).toHaveCount(shown.length);
      }
      expect(await pageFaults(page, problems)).toEqual([]);
    });
  }

  test('completes from the page schema; an unknown field is reported while typing and when run; variables change the result', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, argumentsPage);
    const block = await withVariables(page);
    const operation = await openEditor(block);
    const message = 'Cannot query field "doesNotExist" on type "Query".';

    // Completion from the page's schema.
    await replaceText(page, operation, '{ ');
    await page.keyboard.type('sea');
    await expect(page.getByRole('option', { name: /searchTitles/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await replaceText(page, operation, '{ doesNotExist }');
    await expect(block.getByRole('list', { name: 'Problems in the operation' })).toContainText(
      message,
    );
    await block.getByRole('button', { name: 'Run' }).click();
    expect(await shownResult(block)).toMatchObject({ errors: [{ message }] });

    await replaceText(page, operation, 'query ($t: String!) { searchTitles(term: $t) }');
    await expect(block.getByRole('list', { name: 'Problems in the operation' })).toHaveCount(0);
    const variables = block.getByRole('textbox', { name: 'Variables' });
    for (const [term, titles] of [
      ['Kindred', ['Kindred']],
      ['Parable', ['Parable of the Sower']],
    ] as const) {
      await replaceText(page, variables, JSON.stringify({ t: term }));
      await block.getByRole('button', { name: 'Run' }).click();
      expect(await shownResult(block)).toEqual({ data: { searchTitles: titles } });
    }
    await replaceText(page, variables, '{ "t": ');
    await expect(block.getByRole('list', { name: 'Problems in the variables' })).toBeVisible();

    await block.getByRole('button', { name: 'Reset' }).click();
    await expect(operation).toContainText('query SearchCatalogue(');
    await expect(operation).not.toContainText('(term: $t)');
    expect(await pageFaults(page, problems)).toEqual([]);
  });

  test('"Copy link" shares the edited operation and variables: the link opens that editor with them, ready to run', async ({
    page,
    context,
    origin,
    problems,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await openHydrated(page, argumentsPage);
    const block = await withVariables(page);
    const operation = await openEditor(block);
    await replaceText(
      page,
      operation,
      'query SearchCatalogue($t: String!) { searchTitles(term: $t) }',
    );
    await replaceText(
      page,
      block.getByRole('textbox', { name: 'Variables' }),
      '{ "t": "Kindred" }',
    );
    await block.getByRole('button', { name: 'Copy link' }).click();
    await expect(block.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    // Named by the block's operation, so edits to other blocks of the page keep it valid.
    expect(new URL(link).hash).toMatch(/^#try-it=searchcatalogue&operation=/);

    const shared = await context.newPage();
    await shared.goto(link);
    await waitForHydration(shared);
    const opened = shared.locator('[data-try-it-id="searchcatalogue"]');
    await expect(opened.getByRole('textbox', { name: 'Operation' })).toContainText(
      'searchTitles(term: $t)',
    );
    await expect(opened.getByRole('textbox', { name: 'Variables' })).toContainText('"Kindred"');
    await expect(opened).toBeInViewport();
    await opened.getByRole('button', { name: 'Run' }).click();
    expect(await shownResult(opened)).toEqual({ data: { searchTitles: ['Kindred'] } });
    // The other blocks open as usual.
    await expect(shared.getByRole('button', { name: 'Try it' })).toHaveCount(
      pagesWithTryIt.find(({ route }) => route === argumentsPage)!.count - 1,
    );
    expect(await pageFaults(page, problems)).toEqual([]);
  });

  test('a malformed or oversized link, opened or followed within the page, leaves the page as usual with a note; shared markup stays text', async ({
    page,
    problems,
  }) => {
    const count = pagesWithTryIt.find(({ route }) => route === argumentsPage)!.count;
    for (const fragment of [
      '#try-it=searchcatalogue&operation=%E0%A4%A',
      '#try-it=searchcatalogue&operation=x&script=1',
      `#try-it=searchcatalogue&operation=${'x'.repeat(9000)}`,
    ]) {
      // From another page: a link opened, not a change of fragment in the same page.
      await page.goto('about:blank');
      await page.goto(`${argumentsPage}${fragment}`);
      await waitForHydration(page);
      await expect(
        page.getByRole('status').filter({ hasText: "The link's Try it state was not used" }),
      ).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Try it' })).toHaveCount(count);
    }

    const markup =
      '{ searchTitles(term: "<img src=x onerror=alert(1)>") } # <script>alert(2)</script>';
    let dialogs = 0;
    page.on('dialog', (dialog) => (dialogs++, dialog.dismiss()));
    await page.goto('about:blank');
    await page.goto(
      `${argumentsPage}#try-it=searchcatalogue&operation=${encodeURIComponent(markup)}`,
    );
    await waitForHydration(page);
    const block = page.locator('[data-try-it-id="searchcatalogue"]');
    await expect(block.getByRole('textbox', { name: 'Operation' })).toHaveText(markup);
    await expect(block.locator('img, script')).toHaveCount(0);
    expect(dialogs).toBe(0);
    // A link followed within the page (only its fragment changes) is read too.
    await page.evaluate(
      () => (location.hash = '#try-it=searchcatalogue&operation=%7B%20books%20%7D'),
    );
    await expect(block.getByRole('textbox', { name: 'Operation' })).toHaveText('{ books }');
    // A malformed one followed within the page leaves the page as it is, with the note.
    await page.evaluate(() => (location.hash = '#try-it=searchcatalogue&operation=%E0%A4%A'));
    await expect(
      page.getByRole('status').filter({ hasText: "The link's Try it state was not used" }),
    ).toHaveCount(1);
    await expect(block.getByRole('textbox', { name: 'Operation' })).toHaveText('{ books }');
    await expect(page.locator('article h1')).toBeVisible();
    expect(await pageFaults(page, problems)).toEqual([]);
  });

  test('a run can be cancelled, and the next run starts afresh', async ({ page, problems }) => {
    await openHydrated(page, argumentsPage);
    const block = await withVariables(page);
    await openEditor(block);
    // Hold the worker's script: the run stays pending until the reader cancels it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const continued: Promise<void>[] = [];
    await page.route(/\.js$/, (route) => {
      continued.push(held.then(() => route.continue()));
    });
    await block.getByRole('button', { name: 'Run' }).click();
    await expect(block.getByRole('region', { name: 'Result' })).toContainText('Running');
    await block.getByRole('button', { name: 'Cancel' }).click();
    await expect(block.getByRole('region', { name: 'Result' })).toContainText('Cancelled.');
    await expect(block.getByRole('button', { name: 'Run' })).toBeFocused();
    release();
    await Promise.all(continued);
    await page.unroute(/\.js$/);
    await block.getByRole('button', { name: 'Run' }).click();
    expect(await shownResult(block)).toHaveProperty('data');
    expect(await pageFaults(page, problems)).toEqual([]);
  });

  test('works from the keyboard: open, run, leave; focus stays visible', async ({ page }) => {
    await openHydrated(page, argumentsPage);
    const block = await withVariables(page);
    await block.getByRole('button', { name: 'Try it' }).focus();
    await page.keyboard.press('Enter');
    const operation = block.getByRole('textbox', { name: 'Operation' });
    await expect(operation).toBeFocused();
    const outline = await block
      .locator('.cm-editor.cm-focused')
      .evaluate((editor) => getComputedStyle(editor).outlineStyle);
    expect(outline, 'the focused editor shows its focus').not.toBe('none');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(block.getByRole('region', { name: 'Result' })).toContainText('Done');
    await page.keyboard.press('Escape');
    await expect(block.getByRole('button', { name: 'Run' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(block.getByRole('textbox', { name: 'Variables' })).toBeFocused();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has no WCAG A/AA violation with the editor open and a result shown, ${mode} mode`, async ({
      page,
    }) => {
      await openHydrated(page, `${argumentsPage}?docusaurus-theme=${mode}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const block = page.locator('[data-try-it]').first();
      await openEditor(block);
      await block.getByRole('button', { name: 'Run' }).click();
      await shownResult(block);
      expect(await axeViolations(page, '[data-try-it]')).toEqual([]);
    });
  }

  test(`loads nothing of the editor with the page, and at most ${firstTryItGzipBudget / 1000} kB (gzip) for the first run`, async ({
    context,
    baseURL,
  }) => {
    const { editorScriptsWithPage, js } = await weighFirstTryIt(
      context,
      new URL(argumentsPage, baseURL).href,
    );
    expect(editorScriptsWithPage, 'scripts of the editor loaded with the page').toBe(0);
    expect(js.files, 'the first "Try it" fetched the editor').toBeGreaterThan(0);
    expect(js.gzip).toBeLessThanOrEqual(firstTryItGzipBudget);
  });
});
