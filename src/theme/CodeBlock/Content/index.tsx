import { useContext, useRef, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import { BuildTimeBlockContext } from '../buildTimeBlock';
import { usePageHtml } from '@site/src/components/page-html/store';

import styles from './styles.module.css';

/**
 * The `<pre>` of a code block, ejected from theme-classic to show the lines
 * highlighted at build time (plugins/code-highlight) as one HTML string: no
 * highlighter runs in the browser and hydration does not walk the tokens. The
 * element, its ref (for the word-wrap button) and classes are Docusaurus's.
 */
export default function CodeBlockContent({ className }: Props): ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  const block = useContext(BuildTimeBlockContext);
  const codeRef = useRef<HTMLElement>(null);
  const pageHtml = usePageHtml(block.pageHtml, codeRef);
  const numbered = metadata.lineNumbersStart !== undefined;
  const lines = {
    className: clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering),
    style: numbered
      ? ({ counterReset: `line-count ${metadata.lineNumbersStart! - 1}` } satisfies CSSProperties)
      : undefined,
  };
  return (
    <pre
      ref={codeBlockRef}
      // A code block that scrolls sideways must be reachable by keyboard, as in theme-classic.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, styles.codeBlock, 'thin-scrollbar')}
    >
      {block.html === undefined && block.pageHtml === undefined ? (
        <code {...lines}>{metadata.code}</code>
      ) : (
        <code
          ref={codeRef}
          {...lines}
          dangerouslySetInnerHTML={{ __html: block.html ?? pageHtml ?? '' }}
        />
      )}
    </pre>
  );
}
