import { desktopViewport, launchChromium } from '../../lib/chromium.ts';
import {
  weighFirstTryIt,
  weighPage,
  type PageWeight,
  type TryItWeight,
} from '../../lib/initial-assets.ts';
import { measuredPageTypes } from '../../lib/page-types.ts';
import { serveStatic } from '../static-server.ts';

export type PageFigure = { id: string; label: string; path: string } & (
  { missing: true; status: number } | ({ missing: false } & PageWeight)
);

/** Weighs one page of each type in Chromium, each in a fresh context (empty cache). */
export async function benchPages(buildDir: string): Promise<PageFigure[]> {
  const site = await serveStatic(buildDir);
  const browser = await launchChromium();
  try {
    const figures: PageFigure[] = [];
    for (const type of measuredPageTypes) {
      const context = await browser.newContext({ viewport: desktopViewport });
      try {
        const weight = await weighPage(context, site.url(type.path));
        const { id, label, path } = type;
        figures.push(
          weight.status === type.status
            ? { id, label, path, missing: false, ...weight }
            : { id, label, path, missing: true, status: weight.status },
        );
      } finally {
        await context.close();
      }
    }
    return figures;
  } finally {
    await browser.close();
    await site.close();
  }
}

/** The tutorial whose first try-it block is weighed. */
export const tryItPath = '/docs/tutorials/passing-arguments';

export type TryItFigure = { path: string } & TryItWeight;

/** Weighs the first "Try it" of a tutorial in Chromium, in a fresh context (empty cache). */
export async function benchFirstTryIt(buildDir: string): Promise<TryItFigure> {
  const site = await serveStatic(buildDir);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: desktopViewport });
    return { path: tryItPath, ...(await weighFirstTryIt(context, site.url(tryItPath))) };
  } finally {
    await browser.close();
    await site.close();
  }
}
