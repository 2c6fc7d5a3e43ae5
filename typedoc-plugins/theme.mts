/**
 * TypeDoc plugin: the site's markdown theme, typedoc-plugin-markdown's own with
 * these changes: every piece of JSDoc text is made MDX-safe where it is turned
 * into markdown (the `getCommentParts` helper); declarations are shown as
 * TypeScript (declarations.mts); pages start with the answer (page-layout.mts).
 *
 * Why: the `sanitizeComments` option only escapes the output of the comment
 * partial (https://typedoc-plugin-markdown.org/docs/options/utility-options#sanitizecomments), so JSDoc rendered by other partials (`@returns` text, union member
 * summaries, group and category descriptions, index summaries) reached MDX raw,
 * and a `@returns` mentioning `</div>` broke the build (tests/api/mdx-safety.spec.ts).
 * With the escaping here, `sanitizeComments` must stay off: on, it would escape
 * the comment partial's text a second time (`\<` into `\\<`).
 */
import type { Application, CommentDisplayPart, Reflection } from 'typedoc';
import {
  MarkdownTheme,
  MarkdownThemeContext,
  type MarkdownPageEvent,
} from 'typedoc-plugin-markdown';

import { declarationPartials } from './declarations.mts';
import { escapeMdx } from './mdx-text.mts';
import { pageLayoutPartials } from './page-layout.mts';

export const themeName = 'graphql-js';

class GraphqlJsThemeContext extends MarkdownThemeContext {
  constructor(...args: ConstructorParameters<typeof MarkdownThemeContext>) {
    super(...args);
    const base = this.helpers;
    this.helpers = {
      ...base,
      getCommentParts: (parts: CommentDisplayPart[]) => escapeMdx(base.getCommentParts(parts)),
    };
    const partials = this.partials;
    this.partials = {
      ...partials,
      ...declarationPartials(this, partials),
      ...pageLayoutPartials(this, partials),
    };
  }
}

class GraphqlJsTheme extends MarkdownTheme {
  override getRenderContext(page: MarkdownPageEvent<Reflection>) {
    return new GraphqlJsThemeContext(this, page, this.application.options);
  }
}

export function load(app: Application): void {
  app.renderer.defineTheme(themeName, GraphqlJsTheme);
}
