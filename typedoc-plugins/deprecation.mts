/**
 * TypeDoc plugin: a deprecated class/enum/function/interface shows a
 * "Deprecated" danger admonition with its reason under the page title, instead
 * of TypeDoc's plain bold "Deprecated" paragraph further down. Members
 * (properties, methods) keep TypeDoc's own rendering of their `@deprecated` tag.
 *
 * `deprecationReason()` is the one place that says whether an export is
 * deprecated; the overview, sidebar and manifest call it too.
 */
import { Comment, type Application, type CommentDisplayPart, type CommentTag, type Reflection } from 'typedoc';
import { MarkdownPageEvent, type MarkdownApplication } from 'typedoc-plugin-markdown';
import { declarationComments, referencePageDeclaration } from './reference-pages.mts';

const deprecatedTag = '@deprecated';

/**
 * The `@deprecated` tags of a declaration (on itself, or for a function on any
 * of its signatures), or an empty list when it is not deprecated.
 */
function deprecatedTags(reflection: Reflection): CommentTag[] {
  const declaration = reflection.isDeclaration() ? reflection : undefined;
  const comments = declaration ? declarationComments(declaration) : reflection.comment ? [reflection.comment] : [];
  return comments.flatMap((comment) => comment.blockTags.filter((tag) => tag.tag === deprecatedTag));
}

/**
 * The deprecation reason of an export as plain text ('' when the tag has no
 * text), or undefined when it is not deprecated.
 */
export function deprecationReason(reflection: Reflection): string | undefined {
  const tags = deprecatedTags(reflection);
  if (tags.length === 0) return undefined;
  return Comment.combineDisplayParts(tags[0]!.content).replace(/\s+/g, ' ').trim();
}

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
    // Rendered by the theme's comment partial, so `sanitizeComments` escapes it like any JSDoc.
    const body = reason.length > 0 ? context.partials.comment(new Comment(reason), { showTags: false }) : 'Do not use it in new code.';
    return [':::danger[Deprecated]', '', body, '', ':::', ''].join('\n');
  });

  // Put the tags back once the page is written: other pages (the overview) read them.
  renderer.on(MarkdownPageEvent.END, (page: MarkdownPageEvent) => {
    for (const { comment, tags } of liftedTags.get(page) ?? []) comment.blockTags.push(...tags);
    liftedTags.delete(page);
  });
}
