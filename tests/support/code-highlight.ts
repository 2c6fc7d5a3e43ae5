import { expect, type Page, type Request } from '@playwright/test';

/**
 * The chunks that highlight code (src/theme/CodeBlock/Content, plugins/lazy-prism.ts):
 * `code-highlight` and the `prism` chunk it needs, requested once a code block
 * is in view, never to show a page.
 */
export function isHighlightChunk(url: string): boolean {
  return /^\/assets\/js\/(code-highlight|prism)\.[0-9a-f]+\.js$/.test(new URL(url).pathname);
}

const highlightChunkGlob = '**/assets/js/code-highlight.*.js';
/** Source text of the regular expression Prism's core finds `language-*` classes with; no other code has it. */
const prismCoreMarker = 'lang(?:uage)?-';

export interface Traffic {
  requests: Request[];
  /** The scripts requested so far, and whether Prism's core is in them. */
  scripts(): Promise<{ url: string; hasPrism: boolean }[]>;
}

/** Records every request of the page from now on. */
export function watchTraffic(page: Page): Traffic {
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

export async function expectNoPrism(traffic: Traffic, where: string): Promise<void> {
  const chunkRequests = traffic.requests.map((request) => request.url()).filter(isHighlightChunk);
  expect(chunkRequests, `${where}: a highlight chunk was requested`).toEqual([]);
  const withPrism = (await traffic.scripts()).filter((script) => script.hasPrism).map((script) => script.url);
  expect(withPrism, `${where}: Prism was loaded`).toEqual([]);
}

/**
 * Makes the highlight chunk fail to load, as for a reader gone offline, and
 * returns a promise of React having caught the failure (it logs the error once
 * the boundary's fallback is committed).
 */
export async function failHighlightChunk(page: Page): Promise<{ caught: Promise<unknown> }> {
  await page.route(highlightChunkGlob, (route) => route.abort('failed'));
  return { caught: page.waitForEvent('console', (message) => message.text().includes('ChunkLoadError')) };
}

export async function expectNotCrashed(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'This page crashed.' }), 'the page shows its crash screen').toHaveCount(0);
}
