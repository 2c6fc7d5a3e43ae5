/**
 * The site in the engines other than Chromium that readers use: Firefox (Gecko)
 * and WebKit (Safari's engine, on every iPhone), run by the `firefox` and
 * `webkit` projects of playwright.config.ts on the production build. Only what
 * an engine difference can break is here; the full behaviour suite runs in
 * Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageTypes } from '../../lib/page-types.ts';
import { buildDir } from '../../lib/paths.ts';
import { expect, phoneViewport, test, type EnginePage } from './engines-fixture.ts';
import { colourModeToggle } from './fixtures.ts';

/** The page types of a reader's visit: every kind of page the site has, and its 404. */
const visited = pageTypes.filter((type) =>
  [
    'home',
    'tutorial',
    'api-overview',
    'api-class',
    'api-function',
    'api-enum',
    'api-interface',
    'not-found',
  ].includes(type.id),
);

/** The `<title>` the build wrote into a page's HTML. */
function builtTitle(pathname: string, status: number): string {
  const file =
    status === 404 ? '404.html' : path.join(pathname.replace(/^\/|\/$/g, ''), 'index.html');
  const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  if (!title) throw new Error(`build/${file} has no <title>`);
  return title.replace(/&amp;/g, '&');
}

const hasHydrated = () => document.documentElement.dataset.hasHydrated === 'true';
const pathnameIs = (wanted: string) => window.location.pathname === wanted;

async function openHydrated(page: EnginePage, pathname: string): Promise<void> {
  await page.goto(pathname);
  await page.waitForFunction(hasHydrated);
}

test('every page type loads with its title, and nothing on the console', async ({ loadEach }) => {
  const { titles, problems } = await loadEach(visited.map((type) => type.path));
  expect(titles).toEqual(visited.map(({ path: pathname, status }) => builtTitle(pathname, status)));
  expect(problems).toEqual([]);
});

test('the colour-mode toggle switches, and the choice survives a reload', async ({ page }) => {
  const theme = () => document.documentElement.dataset.theme;
  await openHydrated(page, '/docs/tutorials/');
  const before = await page.evaluate(theme);
  const after = before === 'dark' ? 'light' : 'dark';
  await page.click(colourModeToggle);
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, after);
  await page.reload();
  expect(await page.evaluate(theme)).toBe(after);
  expect(await page.cspViolations()).toEqual([]);
});

test('a link click navigates without reloading the page, and the back button returns', async ({
  page,
}) => {
  await openHydrated(page, '/docs/tutorials/');
  // A full reload would lose this mark.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.click('nav.navbar a.navbar__link[href="/api/graphql-js"]');
  await page.waitForFunction(pathnameIs, '/api/graphql-js');
  await page.waitForFunction(() => document.querySelector('article h1') !== null);
  await page.goBack();
  await page.waitForFunction(pathnameIs, '/docs/tutorials/');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
  expect(await page.cspViolations()).toEqual([]);
});

test('the search box finds `execute`, and its result opens the page', async ({ page }) => {
  const box = 'nav.navbar input[aria-label="Search"]';
  const target = '/api/graphql-js/function/execute';
  await openHydrated(page, '/docs/tutorials/');
  await page.fill(box, 'execute');
  // The suggestions come from the search web worker, once the index has loaded.
  await page.waitForFunction(
    () => document.querySelectorAll('nav.navbar [role="option"]').length > 0,
  );
  const suggestions = await page.evaluate(() =>
    Array.from(document.querySelectorAll('nav.navbar [role="option"]'), (o) => o.textContent ?? ''),
  );
  const rank = suggestions.findIndex((text) => /^Function: execute\(\)/.test(text));
  expect(rank, suggestions.join(' | ')).toBeGreaterThanOrEqual(0);
  await page.click(`nav.navbar [role="option"]:nth-child(${rank + 1})`);
  await page.waitForFunction(pathnameIs, target);
  expect(await page.cspViolations()).toEqual([]);
});

test('a code block’s copy button reports that the clipboard took the code', async ({ page }) => {
  await openHydrated(page, '/docs/tutorials/constructing-types');
  // The buttons show while the pointer is over the block.
  await page.hover('.theme-code-block');
  await page.click('.theme-code-block button[aria-label="Copy code to clipboard"]');
  // The button says "Copied" once the clipboard has accepted the text.
  await page.waitForFunction(
    () => document.querySelector('.theme-code-block button[aria-label="Copied"]') !== null,
  );
});

test('an injected inline script is blocked by the page’s policy', async ({ page }) => {
  await openHydrated(page, '/docs/tutorials/');
  // None yet (and, in WebKit, the recording starts here).
  expect(await page.cspViolations()).toEqual([]);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.body.append(script);
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(ran).toBe(false);
  // The violation event is dispatched after the script is refused.
  await expect
    .poll(() => page.cspViolations())
    .toContainEqual(expect.stringMatching(/^script-src(-elem)? blocked inline/));
});

test.describe('on a phone', () => {
  test.use({ viewport: phoneViewport });

  test('the menu opens, navigates and closes', async ({ page }) => {
    // Open, and done sliding in: a click aimed at a link of a panel still moving can land beside it.
    const open = () =>
      document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show') &&
      document.querySelector('.navbar-sidebar')!.getAnimations().length === 0;
    await openHydrated(page, '/');
    // The layout a phone shows, at its width in every engine.
    expect(await page.evaluate(() => window.innerWidth)).toBe(phoneViewport.width);
    await page.click('button.navbar__toggle');
    await page.waitForFunction(open);
    await page.click('.navbar-sidebar a.menu__link[href="/api/graphql-js"]');
    await page.waitForFunction(pathnameIs, '/api/graphql-js');
    await page.waitForFunction(
      () => !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'),
    );
    expect(await page.cspViolations()).toEqual([]);
  });
});

test('Try it edits and runs an operation in a worker, with the output the page shows', async ({
  page,
}) => {
  const block = '[data-try-it]';
  await openHydrated(page, '/docs/tutorials/passing-arguments');
  // The page's output block, right after the try-it block.
  const shown = await page.evaluate(
    (selector) =>
      document.querySelector(selector)!.nextElementSibling!.querySelector('code')!.textContent!,
    block,
  );
  await page.click(`${block} > button`);
  await page.waitForFunction(
    (selector) => document.querySelector(`${selector} .cm-content`),
    block,
  );
  const runAndRead = async () => {
    await page.click(`${block} button.button--primary`);
    await page.waitForFunction(
      (selector) => /^Done/.test(document.querySelector(`${selector} section`)?.textContent ?? ''),
      block,
    );
    return page.evaluate(
      (selector) => document.querySelector(`${selector} [data-try-it-payload]`)!.textContent!,
      block,
    );
  };
  expect(JSON.parse(await runAndRead())).toEqual(JSON.parse(shown));
  await page.fill(`${block} .cm-content`, '{ nope }');
  await page.waitForFunction(
    (selector) =>
      /Cannot query field "nope"/.test(document.querySelector(`${selector} ul`)?.textContent ?? ''),
    block,
  );
  expect(JSON.parse(await runAndRead())).toMatchObject({
    errors: [{ message: 'Cannot query field "nope" on type "Query".' }],
  });
  expect(await page.cspViolations()).toEqual([]);
});
