/**
 * A section near the end of the page of each export that a docs page's samples
 * import (a tutorial, a guide, the upgrade guide): "Used in tutorials and guides"
 * links those pages, each to the heading above the first sample that imports it. The same reading of the
 * samples generates each tutorial's "API used on this page" list
 * (plugins/api-used-on-page.ts).
 */
import type { Application } from 'typedoc';
import { siteDir } from '../../lib/paths.ts';
import type { PageSection } from '../render/page-layout.ts';

import { tutorialUses, type TutorialUse } from '../../lib/samples/docs-usage.ts';
import { escapeText } from '../render/mdx-text.ts';
import { referencePageDeclaration } from '../render/reference-pages.ts';

/** Link text: the page title, and the heading when it is not the page's first section. */
function label(use: TutorialUse): string {
  return escapeText(use.heading ? `${use.title}: ${use.heading}` : use.title);
}

/** Below an export's declaration: the tutorials and guides whose samples import it. */
export function usedInTutorials(app: Application): PageSection {
  let uses = new Map<string, TutorialUse[]>();
  // Reading the docs is asynchronous (front matter); done once before any page renders.
  app.renderer.preRenderAsyncJobs.push(async () => {
    uses = await tutorialUses(siteDir);
  });

  return {
    after: (context) => {
      const declaration = referencePageDeclaration(context.page.model);
      const pages = declaration && uses.get(declaration.name);
      if (!pages) return '';
      return [
        '## Used in tutorials and guides {#used-in-tutorials}',
        pages.map((use) => `[${label(use)}](${use.url})`).join(', '),
        '',
      ].join('\n\n');
    },
  };
}
