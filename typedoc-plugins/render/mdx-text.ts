/**
 * The one escaping of text the API pages take from outside (JSDoc, names,
 * tutorial titles) into MDX: MDX reads `<` and `{` as JSX and expressions, so
 * an unescaped `</div>` in a comment breaks the build
 * (tests/api/mdx-safety.spec.ts renders a hostile fixture through the pipeline).
 */

/**
 * Markdown (JSDoc prose) made MDX-safe, its markdown kept: `<`, `>`, `{`, `}`
 * are escaped outside code fences and code spans; a `>` opening a line stays a
 * blockquote. In a table cell, every `|` is escaped too (GFM reads it first,
 * code spans included).
 */
export function escapeMdx(markdown: string, { tableCell = false } = {}): string {
  if (tableCell) return escapeMdx(markdown).replace(/\|/g, '\\|');
  // Odd-length splits: code fences (``` or ~~~) and code spans stay as written.
  return markdown
    .split(/(```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`)/)
    .map((chunk, index) =>
      index % 2 === 1
        ? chunk
        : chunk.replace(/[<{}]/g, (char) => `\\${char}`).replace(/(?<!^[ \t]*)>/gm, '\\>'),
    )
    .join('');
}

/**
 * Plain text (a name, a title, a heading) as literal inline markdown, safe in
 * link text and table cells: every character markdown or MDX would read as
 * syntax is escaped (`[toStringTag]`, `__Schema`, `a | b`, `<T>`).
 */
export function escapeText(text: string): string {
  return text.replace(/[\\[\]_*|<>{}`]/g, (char) => `\\${char}`);
}
