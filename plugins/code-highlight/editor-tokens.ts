/**
 * The kinds of token the try-it editor colours (src/theme/TryIt), each with the TextMate scope
 * whose colour it takes from the site's code themes (./highlighter.ts), so that code a reader
 * edits looks like the code of the page. The stylesheet of ./index.ts holds each colour, per
 * colour mode, in the variable `editorTokenVariable` names; the editor reads them there.
 * No imports: the editor's browser bundle loads this file.
 */
export const editorTokenScopes = {
  keyword: 'keyword',
  string: 'string',
  constant: 'constant',
  variable: 'variable',
  name: 'entity.name',
  comment: 'comment',
} as const;

export type EditorToken = keyof typeof editorTokenScopes;

export const editorTokenVariable = (token: EditorToken): string => `--code-token-${token}`;
