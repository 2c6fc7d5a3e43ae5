import { desktopViewport, launchChromium } from '../../lib/chromium.ts';
import { weighFirstTryIt, weighPage, type PageWeight } from '../../lib/initial-assets.ts';
import type { PageType } from '../../lib/page-types.ts';
import { serveStatic } from '../static-server.ts';

export type Page = Omit<PageType, 'measured'>;
export type PageFigure = Page & { weight?: PageWeight; error?: string };
/** The tutorial whose first "Try it" is weighed. */
export const tryItPath = '/docs/tutorials/passing-arguments';

/** Weighs pages in desktop Chromium, each in a fresh context (empty cache); the first "Try it" too. */
export async function weighPages(buildDir: string, pages: readonly Page[], tryIt = false) {
  const site = await serveStatic(buildDir);
  const browser = await launchChromium();
  const context = () => browser.newContext({ viewport: desktopViewport });
  try {
    const figures: PageFigure[] = [];
    for (const page of pages) {
      const weight = await weighPage(await context(), site.url(page.path));
      const missing = weight.status !== page.status && `page missing (HTTP ${weight.status})`;
      figures.push({ ...page, ...(missing ? { error: missing } : { weight }) });
    }
    const firstTryIt = tryIt ? await weighFirstTryIt(await context(), site.url(tryItPath)) : null;
    return { pages: figures, tryIt: firstTryIt };
  } finally {
    await browser.close();
    await site.close();
  }
}
