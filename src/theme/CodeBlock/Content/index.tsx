import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** Highlight a block once any of it is in the viewport. */
const highlightAhead = '0px';

/**
 * Prism turns every token of a code block into an element: the GraphQLSchema
 * API page alone has ~3,000 of them in its examples. A block is therefore
 * rendered as plain preformatted text (same box, same text, still copyable and
 * searchable) until it comes near the viewport, and highlighted from then on.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const placeholder = useRef<HTMLPreElement | null>(null);
  // The word-wrap button measures the block through this ref, whichever is shown.
  const setPlaceholder = (element: HTMLPreElement | null) => {
    placeholder.current = element;
    wordWrap.codeBlockRef.current = element;
  };
  const [highlighted, setHighlighted] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setHighlighted(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setHighlighted(true);
          observer.disconnect();
        }
      },
      { rootMargin: highlightAhead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Numbered or line-highlighted blocks need Prism's per-line markup from the start.
  const plainIsFaithful =
    metadata.lineNumbersStart === undefined && Object.keys(metadata.lineClassNames).length === 0;
  if (highlighted || !plainIsFaithful) return <Content {...props} />;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre ref={setPlaceholder} tabIndex={0} className={clsx(props.className, styles.plainBlock, 'thin-scrollbar')}>
      <code className={styles.plainLines}>{metadata.code}</code>
    </pre>
  );
}
