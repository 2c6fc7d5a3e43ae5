import rangeParser from 'parse-numeric-range';

/**
 * The magic comments of the site's code blocks (`// highlight-next-line`,
 * `// highlight-start` … `// highlight-end`): Docusaurus's defaults, named here
 * so that the theme config (what CodeBlock strips from the copied code) and the
 * build-time highlighter (what it marks) read the same ones.
 */
export const magicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/** What CodeBlock makes of a block's text and meta: the code shown, its language, numbering and marked lines. */
export interface CodeBlockLines {
  code: string;
  language: string;
  /** The first line's number, when the block is numbered. */
  lineNumbersStart: number | undefined;
  /** Extra class names of lines, by 0-based index. */
  lineClassNames: Record<number, string[]>;
}

/** Comment syntaxes, as regular-expression sources of their start and end. */
const comments = {
  line: ['\\/\\/', ''],
  block: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
} as const;
type Comment = keyof typeof comments;

function commentsOf(language: string): Comment[] {
  if (['js', 'javascript', 'ts', 'typescript'].includes(language)) return ['line', 'block'];
  if (['jsx', 'tsx'].includes(language)) return ['line', 'block', 'jsx'];
  if (language === 'html') return ['line', 'block', 'html'];
  if (['bash', 'sh', 'shell', 'python', 'py'].includes(language)) return ['hash'];
  return ['line', 'block', 'jsx', 'hash', 'html'];
}

/** A line holding nothing but one of the directives, in one of the language's comment syntaxes. */
function directivePattern(language: string): RegExp {
  const directives = magicComments.flatMap((d) => [d.line, d.block.start, d.block.end]).join('|');
  const alternatives = commentsOf(language).map((type) => {
    const [start, end] = comments[type];
    return `(?:${start}\\s*(${directives})\\s*${end})`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/**
 * The same reading of a block as Docusaurus's CodeBlock (theme-common's
 * `createCodeBlockMetadata`, which cannot be imported outside the bundler as it
 * ships as JSX): the last newline dropped; `{1,3-4}` in the meta marks lines,
 * otherwise magic comments do and are removed; `showLineNumbers[=n]` numbers them.
 */
export function codeBlockLines(source: {
  code: string;
  className?: string;
  language?: string;
  metastring?: string;
  showLineNumbers?: boolean | number;
}): CodeBlockLines {
  const language = (
    source.language ??
    source.className
      ?.split(' ')
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length) ??
    'text'
  ).toLowerCase();
  const meta = source.metastring ?? '';
  let lineNumbersStart: number | undefined;
  if (typeof source.showLineNumbers === 'number') lineNumbersStart = source.showLineNumbers;
  else if (typeof source.showLineNumbers === 'boolean')
    lineNumbersStart = source.showLineNumbers ? 1 : undefined;
  else {
    const word = meta.split(' ').find((part) => part.startsWith('showLineNumbers'));
    if (word)
      lineNumbersStart = word.startsWith('showLineNumbers=')
        ? parseInt(word.slice('showLineNumbers='.length), 10)
        : 1;
  }

  const code = source.code.replace(/\r?\n$/, '');
  const lineClassNames: Record<number, string[]> = {};
  const range = /\{([\d,-]+)\}/.exec(meta)?.[1];
  if (range !== undefined) {
    for (const line of rangeParser(range).filter((n) => n > 0))
      lineClassNames[line - 1] = [magicComments[0].className];
    return { code, language, lineNumbersStart, lineClassNames };
  }

  const pattern = directivePattern(language);
  const kept: string[] = [];
  const marked = new Map<string, Set<number>>();
  const mark = (className: string, line: number) => {
    if (!marked.has(className)) marked.set(className, new Set());
    marked.get(className)!.add(line);
  };
  const openBlocks = new Map<string, number>();
  for (const line of code.split(/\r?\n/)) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((group) => group !== undefined);
    const comment = magicComments.find((d) =>
      [d.line, d.block.start, d.block.end].includes(directive ?? ''),
    );
    if (!comment) {
      kept.push(line);
      continue;
    }
    // A directive line is removed; it marks the next kept line, or opens or closes a marked block.
    if (directive === comment.line) mark(comment.className, kept.length);
    else if (directive === comment.block.start) openBlocks.set(comment.className, kept.length);
    else {
      for (let n = openBlocks.get(comment.className) ?? 0; n < kept.length; n += 1)
        mark(comment.className, n);
    }
  }
  for (const [className, lines] of marked) {
    for (const line of lines) (lineClassNames[line] ??= []).push(className);
  }
  return { code: kept.join('\n'), language, lineNumbersStart, lineClassNames };
}
