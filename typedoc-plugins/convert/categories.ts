import ts from 'typescript';
import {
  Comment,
  CommentTag,
  Converter,
  type Application,
  type Context,
  type DeclarationReflection,
} from 'typedoc';

/**
 * graphql tags most of its files with a leading `/** @category Execution *\/`
 * comment that is meant for every export declared in the file. TypeDoc only
 * reads tags on a declaration's own comment (https://github.com/TypeStrong/typedoc/issues/1822), so this copies the file's
 * category onto each top-level export that has none of its own.
 */
export function load(app: Application): void {
  const fileCategories = new WeakMap<ts.SourceFile, string | null>();
  app.converter.on(
    Converter.EVENT_CREATE_DECLARATION,
    (context: Context, reflection: DeclarationReflection) =>
      applyFileCategory(context, reflection, fileCategories),
  );
}

function applyFileCategory(
  context: Context,
  reflection: DeclarationReflection,
  fileCategories: WeakMap<ts.SourceFile, string | null>,
): void {
  if (reflection.parent !== context.project) return;
  if (reflection.comment?.getTag('@category')) return;
  const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
  const category = declaration && fileCategory(declaration.getSourceFile(), fileCategories);
  if (!category) return;
  reflection.comment ??= new Comment();
  reflection.comment.blockTags.push(
    new CommentTag('@category', [{ kind: 'text', text: category }]),
  );
}

/**
 * The category of a file: the `@category` tag of its first comment, which is
 * either a lone tag or a module comment ending in one (diagnostics.d.ts).
 */
function fileCategory(
  file: ts.SourceFile,
  fileCategories: WeakMap<ts.SourceFile, string | null>,
): string | null {
  let category = fileCategories.get(file);
  if (category === undefined) {
    const first = ts.getLeadingCommentRanges(file.text, 0)?.[0];
    const text = first ? file.text.slice(first.pos, first.end) : '';
    category = /^\s*(?:\/\*\*|\*)?\s*@category\s+([^*\n]+?)\s*(?:\*\/)?$/m.exec(text)?.[1] ?? null;
    fileCategories.set(file, category);
  }
  return category;
}
