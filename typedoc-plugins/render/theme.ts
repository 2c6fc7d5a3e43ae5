/**
 * TypeDoc plugin: the site's markdown theme, typedoc-plugin-markdown's own with
 * these changes on its render context (a MarkdownThemeContext subclass, whose
 * templates, partials and helpers a custom theme may override): every piece of JSDoc text is made
 * MDX-safe where it is turned into markdown (the `getCommentParts` helper,
 * mdx-text.ts); declarations are shown as TypeScript (declarations.ts);
 * pages start with the answer (page-layout.ts); a deprecated page's own
 * `@deprecated` tag is left to its admonition (deprecation.ts); the project
 * page is the overview (overview.ts).
 *
 * Why: the `sanitizeComments` option only escapes the output of the comment
 * partial (https://typedoc-plugin-markdown.org/docs/options/utility-options#sanitizecomments), so JSDoc rendered by other partials (`@returns` text, union member
 * summaries, group and category descriptions, index summaries) reached MDX raw,
 * and a `@returns` mentioning `</div>` broke the build (tests/api/mdx-safety.spec.ts).
 * With the escaping here, `sanitizeComments` must stay off: on, it would escape
 * the comment partial's text a second time (`\<` into `\\<`).
 */
import type { Application, CommentDisplayPart, Options, Reflection } from 'typedoc';
import {
  MarkdownTheme,
  MarkdownThemeContext,
  type MarkdownPageEvent,
} from 'typedoc-plugin-markdown';

import { collectDeclarations, declarationPartials, type Declarations } from './declarations.ts';
import { deprecationPartials } from '../sections/deprecation.ts';
import { escapeMdx } from './mdx-text.ts';
import { apiThemeName } from '../../lib/api-names.ts';
import { overviewTemplate } from './overview.ts';
import { addPageSections, pageLayoutPartials } from './page-layout.ts';

/** The render context of the site's theme: typedoc-plugin-markdown's, with the site's partials and the declarations. */
export class GraphqlJsThemeContext extends MarkdownThemeContext {
  readonly declarations: Declarations;

  constructor(
    theme: MarkdownTheme,
    page: MarkdownPageEvent<Reflection>,
    options: Options,
    declarations: Declarations,
  ) {
    super(theme, page, options);
    this.declarations = declarations;
    const base = this.helpers;
    this.helpers = {
      ...base,
      getCommentParts: (parts: CommentDisplayPart[]) => escapeMdx(base.getCommentParts(parts)),
    };
    const partials = this.partials;
    this.partials = {
      ...partials,
      ...declarationPartials(this, partials, declarations),
      ...pageLayoutPartials(this, partials),
      ...deprecationPartials(this, partials),
    };
    const templates = this.templates;
    this.templates = {
      ...templates,
      reflection: (page) =>
        page.model.isProject() ? overviewTemplate(this, page.model) : templates.reflection(page),
    };
  }
}

export function load(app: Application): void {
  // Per application: the declarations its conversions collect.
  const declarations = collectDeclarations(app);
  addPageSections(app);
  app.renderer.defineTheme(
    apiThemeName,
    class GraphqlJsTheme extends MarkdownTheme {
      override getRenderContext(page: MarkdownPageEvent<Reflection>) {
        return new GraphqlJsThemeContext(this, page, this.application.options, declarations);
      }
    },
  );
}
