import zlib from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';

export interface ByteCount {
  files: number;
  raw: number;
  /** gzip at zlib's default level 6, what a host compressing on the fly sends */
  gzip: number;
}

export interface PageWeight {
  url: string;
  status: number;
  html: ByteCount;
  /** scripts requested until the network is idle after load; prefetches excluded */
  js: ByteCount & { urls: string[] };
  css: ByteCount;
  /**
   * elements in the document once the page has hydrated, without the
   * <link rel=prefetch> hints Docusaurus adds while idle for linked routes (one
   * per chunk per route, repeated across routes: idle-time work, like the
   * prefetched scripts left out of `js`)
   */
  domElements: number;
}

function emptyCount(): ByteCount {
  return { files: 0, raw: 0, gzip: 0 };
}

function add(count: ByteCount, body: Buffer): void {
  count.files += 1;
  count.raw += body.length;
  count.gzip += zlib.gzipSync(body, { level: 6 }).length;
}

/**
 * Loads a page in a fresh tab and weighs what a first visit downloads. Bodies
 * are measured decoded and gzipped here, so the figure does not depend on
 * whether the server compresses.
 */
export async function weighPage(context: BrowserContext, url: string): Promise<PageWeight> {
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (res) => responses.push(res));
  try {
    const navigation = await page.goto(url, { waitUntil: 'load' });
    // Docusaurus hydrates and loads the route's chunks after load.
    await page.waitForLoadState('networkidle');
    const domElements = await page.evaluate(
      () => document.querySelectorAll('*:not(link[rel="prefetch"])').length,
    );
    const weight: PageWeight = {
      url,
      status: navigation?.status() ?? 0,
      html: emptyCount(),
      js: { ...emptyCount(), urls: [] },
      css: emptyCount(),
      domElements,
    };
    for (const res of responses) {
      const request = res.request();
      const ok = (res.status() >= 200 && res.status() < 300) || res.status() === 404;
      if (!ok) continue;
      // <link rel=prefetch> of linked routes is idle-time work, not what the page needs.
      if ((await request.allHeaders())['sec-purpose']?.includes('prefetch')) continue;
      const type = request.resourceType();
      if (
        type !== 'script' &&
        type !== 'stylesheet' &&
        !(type === 'document' && request.frame() === page.mainFrame())
      )
        continue;
      const body = await res.body();
      if (type === 'script') {
        add(weight.js, body);
        weight.js.urls.push(res.url());
      } else if (type === 'stylesheet') add(weight.css, body);
      else add(weight.html, body);
    }
    return weight;
  } finally {
    await page.close();
  }
}

export interface TryItWeight {
  /** scripts the page loaded with itself that hold the editor's code (CodeMirror's `cm-content`) */
  editorScriptsWithPage: number;
  /** every script fetched from choosing "Try it" to the first result, each once, the worker's included */
  js: ByteCount & { urls: string[] };
}

/**
 * Opens a page with a try-it block in a fresh tab, waits until it is idle, then chooses its
 * first "Try it", runs the operation unchanged and weighs what that fetched.
 */
export async function weighFirstTryIt(context: BrowserContext, url: string): Promise<TryItWeight> {
  const page = await context.newPage();
  const scripts = new Map<string, Response>();
  // The context's responses include those of the page's workers.
  const record = (res: Response) => {
    if (res.request().resourceType() === 'script' || /\.js$/.test(new URL(res.url()).pathname))
      scripts.set(res.url(), res);
  };
  context.on('response', record);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const withPage = new Map(scripts);
    scripts.clear();
    let editorScriptsWithPage = 0;
    for (const res of withPage.values())
      if ((await res.body()).includes('cm-content')) editorScriptsWithPage += 1;
    const block = page.locator('[data-try-it]').first();
    await block.getByRole('button', { name: 'Try it' }).click();
    await block.getByRole('button', { name: 'Run' }).click();
    await block.getByRole('region', { name: 'Result' }).getByText(/^Done/).waitFor();
    const js = { ...emptyCount(), urls: [] as string[] };
    for (const [scriptUrl, res] of scripts) {
      if (withPage.has(scriptUrl)) continue;
      add(js, await res.body());
      js.urls.push(scriptUrl);
    }
    return { editorScriptsWithPage, js };
  } finally {
    context.off('response', record);
    await page.close();
  }
}
