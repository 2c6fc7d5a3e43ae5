/**
 * TypeDoc plugin: a deprecated class/enum/function/interface shows a
 * "Deprecated" danger admonition with its reason under the page title, instead
 * of TypeDoc's plain bold "Deprecated" paragraph further down. Members
 * (properties, methods) keep TypeDoc's own rendering of their `@deprecated` tag.
 *
 * The overview and the sidebar mark the same exports through TypeDoc's own
 * `isDeprecated()`: struck through in the overview's lists, and the
 * `typedoc-sidebar-item-deprecated` class on sidebar items (styled in custom.css).
 */
import { Comment } from 'typedoc';
import type { MarkdownThemeContext } from 'typedoc-plugin-markdown';
import type { PageSection } from '../render/page-layout.ts';
import { declarationComments, referencePageDeclaration } from '../render/reference-pages.ts';

const deprecatedTag = '@deprecated';

type Partials = MarkdownThemeContext['partials'];

/**
 * The theme's comment partial (theme.ts): on a reference page, the page's own
 * comments are rendered from a copy without their `@deprecated` tag, which the
 * admonition above already shows. The shared comment objects stay untouched.
 */
export function deprecationPartials(
  context: MarkdownThemeContext,
  base: Partials,
): Pick<Partials, 'comment'> {
  return {
    comment: (comment, options) => {
      const declaration = referencePageDeclaration(context.page.model);
      if (
        !declaration ||
        !comment.getTag(deprecatedTag) ||
        !declarationComments(declaration).includes(comment)
      )
        return base.comment(comment, options);
      const shown = comment.clone();
      shown.blockTags = shown.blockTags.filter((tag) => tag.tag !== deprecatedTag);
      return base.comment(shown, options);
    },
  };
}

/** Above a deprecated export's declaration: an admonition with the reason (page-layout.ts). */
export function deprecationNotice(): PageSection {
  return {
    before: (context) => {
      const declaration = referencePageDeclaration(context.page.model);
      // The first reason stands for all: overloads of one function share one deprecation.
      const reason = declaration
        ? declarationComments(declaration)
            .map((comment) => comment.getTag(deprecatedTag))
            .find((tag) => tag !== undefined)?.content
        : undefined;
      if (!reason) return '';
      // Rendered by the theme's comment partial, so it is made MDX-safe like any JSDoc (theme.ts).
      const body =
        reason.length > 0
          ? context.partials.comment(new Comment(reason), { showTags: false })
          : 'Do not use it in new code.';
      return [':::danger[Deprecated]', '', body, '', ':::', ''].join('\n');
    },
  };
}
