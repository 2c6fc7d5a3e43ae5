/**
 * TypeDoc plugin: near the end of the page of each export that a tutorial's
 * samples import, "Used in tutorials" links those tutorial pages, each to the
 * heading above the first sample that imports it. The same reading of the
 * samples generates each tutorial's "API used on this page" list
 * (plugins/api-used-on-page.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Application } from 'typedoc';
import type { MarkdownApplication } from 'typedoc-plugin-markdown';

import { tutorialUses, type TutorialUse } from '../lib/samples/docs-usage.ts';
import { escapeText } from './mdx-text.ts';
import { referencePageDeclaration } from './reference-pages.ts';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Link text: the page title, and the heading when it is not the page's first section. */
function label(use: TutorialUse): string {
  return escapeText(use.heading ? `${use.title}: ${use.heading}` : use.title);
}

export function load(app: Application): void {
  const renderer = (app as MarkdownApplication).renderer;
  let uses = new Map<string, TutorialUse[]>();
  // Reading the docs is asynchronous (front matter); done once before any page renders.
  app.renderer.preRenderAsyncJobs.push(async () => {
    uses = await tutorialUses(siteDir);
  });

  renderer.markdownHooks.on('content.end', (context) => {
    const declaration = referencePageDeclaration(context.page.model);
    const pages = declaration && uses.get(declaration.name);
    if (!pages) return '';
    return [
      '## Used in tutorials {#used-in-tutorials}',
      pages.map((use) => `[${label(use)}](${use.url})`).join(', '),
      '',
    ].join('\n\n');
  });
}
