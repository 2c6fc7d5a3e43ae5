/**
 * TypeDoc plugin: a deprecated class/enum/function/interface shows a
 * "Deprecated" danger admonition with its reason under the page title, instead
 * of TypeDoc's plain bold "Deprecated" paragraph further down. Members
 * (properties, methods) keep TypeDoc's own rendering of their `@deprecated` tag.
 *
 * The overview and the sidebar mark the same exports through TypeDoc's own
 * `isDeprecated()`: struck through in the overview's index tables, and the
 * `typedoc-sidebar-item-deprecated` class on sidebar items (styled in custom.css).
 */
import { Comment, type Application, type CommentDisplayPart, type CommentTag } from 'typedoc';
import { MarkdownPageEvent, type MarkdownApplication } from 'typedoc-plugin-markdown';
import { declarationComments, referencePageDeclaration } from './reference-pages.mts';

const deprecatedTag = '@deprecated';

/** Tags taken off a page's comments while it renders, so the body does not repeat the admonition. */
const liftedTags = new WeakMap<MarkdownPageEvent, { comment: Comment; tags: CommentTag[] }[]>();

export function load(app: Application): void {
  const renderer = (app as MarkdownApplication).renderer;

  renderer.on(MarkdownPageEvent.BEGIN, (page: MarkdownPageEvent) => {
    const declaration = referencePageDeclaration(page.model);
    if (!declaration) return;
    const lifted = declarationComments(declaration).flatMap((comment) => {
      const tags = comment.blockTags.filter((tag) => tag.tag === deprecatedTag);
      comment.blockTags = comment.blockTags.filter((tag) => tag.tag !== deprecatedTag);
      return tags.length > 0 ? [{ comment, tags }] : [];
    });
    if (lifted.length > 0) liftedTags.set(page, lifted);
  });

  renderer.markdownHooks.on('content.begin', (context) => {
    const lifted = liftedTags.get(context.page);
    if (!lifted) return '';
    // The first reason stands for all: overloads of one function share one deprecation.
    const reason: CommentDisplayPart[] = lifted[0]!.tags[0]!.content;
    // Rendered by the theme's comment partial, so it is made MDX-safe like any JSDoc (theme.mts).
    const body =
      reason.length > 0
        ? context.partials.comment(new Comment(reason), { showTags: false })
        : 'Do not use it in new code.';
    return [':::danger[Deprecated]', '', body, '', ':::', ''].join('\n');
  });

  // Put the tags back once the page is written: other pages (the overview) read them.
  renderer.on(MarkdownPageEvent.END, (page: MarkdownPageEvent) => {
    for (const { comment, tags } of liftedTags.get(page) ?? []) comment.blockTags.push(...tags);
    liftedTags.delete(page);
  });
}
