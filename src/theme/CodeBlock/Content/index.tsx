import React, { Component, Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** Highlight a block once any of it is in the viewport. */
const highlightAhead = '0px';

// Docusaurus's highlighted block, with Prism and its languages: a chunk of its
// own, requested when the first block of a page needs highlighting.
const Highlighted = lazy(() => import(/* webpackChunkName: "code-highlight" */ './Highlighted'));

/**
 * Shows `fallback` in place of children that threw: the highlighted block when
 * its chunk cannot be loaded (a reader gone offline), so the block stays plain
 * text instead of the page showing its crash screen. The fallback replaces them
 * in the same render (getDerivedStateFromError), so the code block's own effects
 * (the word-wrap button measures the <pre>) never see the block without one;
 * @docusaurus/ErrorBoundary swaps a commit later, after they have thrown.
 */
class PlainOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Prism turns every token of a code block into an element: the GraphQLSchema
 * API page alone has ~3,000 of them in its examples. A block is therefore
 * rendered as plain preformatted text (same box, same text, still copyable and
 * searchable) until it comes near the viewport, and highlighted from then on.
 * Prism itself (~30 kB gzip) loads with the first block to highlight; until it
 * has arrived the block stays plain.
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

  const plain = (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre ref={setPlaceholder} tabIndex={0} className={clsx(props.className, styles.plainBlock, 'thin-scrollbar')}>
      <code className={styles.plainLines}>{metadata.code}</code>
    </pre>
  );
  // Numbered or line-highlighted blocks need Prism's per-line markup from the
  // start, so they are rendered highlighted with no Suspense boundary of their
  // own: the server waits for the chunk and writes the markup in place (inside a
  // boundary, React 19 moves a block of over 500 bytes to the end of a large page,
  // shows the plain fallback there and swaps it back with an inline script). In
  // the browser, hydration (a transition in Docusaurus) and client-side
  // navigation to such a page wait for the chunk, keeping what is on screen.
  const plainIsFaithful =
    metadata.lineNumbersStart === undefined && Object.keys(metadata.lineClassNames).length === 0;
  if (plainIsFaithful && !highlighted) return plain;
  return (
    <PlainOnError fallback={plain}>
      {plainIsFaithful ? (
        <Suspense fallback={plain}>
          <Highlighted {...props} />
        </Suspense>
      ) : (
        <Highlighted {...props} />
      )}
    </PlainOnError>
  );
}
