import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer } from 'shiki';
import {
  createCommentNotationTransformer,
  parseMetaHighlightString,
  transformerMetaHighlight,
} from '@shikijs/transformers';

const highlightedLine = 'theme-code-block-highlighted-line';

/**
 * The magic comments of the site's code blocks (`// highlight-next-line`,
 * `// highlight-start` … `// highlight-end`): Docusaurus's defaults, named here
 * so that the theme config and the highlighter, which marks the lines and strips
 * the comments at build time, read the same ones.
 */
export const magicComments = [
  {
    className: highlightedLine,
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/**
 * Docusaurus's magic comments, read from the comment tokens Shiki found: a
 * line holding nothing but one of them is removed and marks the next line, or
 * opens or closes a run of marked lines. As in Docusaurus's CodeBlock, a
 * `{1,3-4}` range in the meta takes their place, and they stay as written.
 */
function magicCommentLines(): ShikiTransformer {
  const directives = magicComments.flatMap(({ line, block }) => [line, block.start, block.end]);
  const opened = new Map<string, number>();
  return createCommentNotationTransformer(
    'code-highlight:magic-comments',
    new RegExp(`^\\s*(${directives.join('|')})\\s*$`),
    function ([, directive], line, _comment, lines, next) {
      // A comment after code on its line is no directive: Shiki then points at that line itself.
      if (lines[next] === line || parseMetaHighlightString(this.options.meta?.__raw ?? ''))
        return false;
      for (const { className, line: nextLine, block } of magicComments) {
        if (directive === nextLine && lines[next]) this.addClassToHast(lines[next], className);
        else if (directive === block.start) opened.set(className, next);
        else if (directive === block.end) {
          // `next` is the line after the end comment: mark those after the start comment up to it.
          for (const marked of lines.slice(opened.get(className) ?? 0, next - 1))
            this.addClassToHast(marked, className);
        }
      }
      return true;
    },
    'v3',
  );
}

const classesOf = (line: Element): string[] => {
  const classes = line.properties.class;
  return (Array.isArray(classes) ? classes.map(String) : String(classes ?? '').split(' ')).filter(
    (name) => name && name !== 'line',
  );
};

const span = (className: string[], children: ElementContent[]): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { className },
  children,
});

/**
 * The code element's lines with as few elements as the page can afford: a
 * token without a style is its text, and a line is an element
 * (`<span class="line">`) only when it needs one, that is when the meta or a
 * magic comment marks it or the block is numbered (a number cell and a content
 * cell per line, as Docusaurus's own CodeBlock lays them out). Each line ends
 * with its newline, so the element's text is the code.
 */
function lineLayout(numbered: boolean): ShikiTransformer {
  return {
    name: 'code-highlight:line-layout',
    code(code) {
      const lines = code.children.filter((child): child is Element => child.type === 'element');
      code.children = lines.flatMap((line, index) => {
        const tokens = line.children.flatMap((token) =>
          token.type === 'element' && Object.keys(token.properties).length === 0
            ? token.children
            : [token],
        );
        if (index < lines.length - 1) tokens.push({ type: 'text', value: '\n' });
        const classes = ['line', ...classesOf(line)];
        if (numbered)
          return [
            span(
              [...classes, 'code-line'],
              [span(['code-line-number'], []), span(['code-line-content'], tokens)],
            ),
          ];
        return classes.length > 1 ? [span(classes, tokens)] : tokens;
      });
    },
  };
}

/**
 * What a block's meta and magic comments do to its lines: `{1,3-4}` and the
 * magic comments mark lines with Docusaurus's highlighted-line class,
 * `showLineNumbers[=n]` numbers them (the first number is set by
 * src/theme/CodeBlock/Content, from Docusaurus's reading of the same meta).
 */
export function lineTransformers(metastring: string): ShikiTransformer[] {
  return [
    transformerMetaHighlight({ className: highlightedLine }),
    magicCommentLines(),
    lineLayout(/(?:^|\s)showLineNumbers(?:=\d+)?(?:\s|$)/.test(metastring)),
  ];
}
