/**
 * TypeDoc plugin: each class/enum/function/interface page gets a front matter
 * `description`, the first sentence of its JSDoc, which Docusaurus puts in the
 * page's meta description (search engines, link previews).
 * typedoc-plugin-frontmatter writes `page.frontmatter` into the file.
 */
import { Comment, type Application, type CommentDisplayPart } from 'typedoc';
import { MarkdownPageEvent, type MarkdownApplication } from 'typedoc-plugin-markdown';
import { declarationComments, referencePageDeclaration } from './reference-pages.ts';

/**
 * The first sentence of a JSDoc summary as plain text, or undefined when there
 * is none. A first paragraph without end punctuation is a title (GraphQLSchema's
 * "Schema Definition"), so the sentence is taken from the paragraph after it.
 */
export function firstSentence(summary: readonly CommentDisplayPart[]): string | undefined {
  const paragraphs = Comment.combineDisplayParts(
    // Code spans lose their backticks: a meta description is plain text.
    summary.map((part) =>
      part.kind === 'code' ? { ...part, text: part.text.replace(/^`+|`+$/g, '') } : part,
    ),
  )
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
  const isTitle = (paragraph: string) => !/[.!?:]$/.test(paragraph);
  const paragraph =
    paragraphs.length > 1 && isTitle(paragraphs[0]!) ? paragraphs[1] : paragraphs[0];
  if (!paragraph) return undefined;
  // A sentence ends at . ! or ? followed by a space.
  const end = /[.!?](?=\s)/.exec(paragraph);
  return end ? paragraph.slice(0, end.index + 1) : paragraph;
}

export function load(app: Application): void {
  const renderer = (app as MarkdownApplication).renderer;

  renderer.on(MarkdownPageEvent.BEGIN, (page: MarkdownPageEvent) => {
    const declaration = referencePageDeclaration(page.model);
    if (!declaration) return;
    const summary = declarationComments(declaration).find(
      (comment) => comment.summary.length > 0,
    )?.summary;
    const description = summary && firstSentence(summary);
    if (description) page.frontmatter = { ...page.frontmatter, description };
  });
}
