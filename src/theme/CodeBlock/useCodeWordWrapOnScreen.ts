import { useCallback, useEffect, useRef, useState } from 'react';
import type { useCodeWordWrap } from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * theme-common's useCodeWordWrap, except that a block is measured only while it is on screen.
 * Docusaurus measures every block in an effect right after hydration, where the first reading
 * of a block's width lays out the whole page inside the task that hydrates it. Here an
 * IntersectionObserver measures a block when it comes on screen, after the browser has laid the
 * page out anyway; it also covers a block in a tab panel that is shown, for which Docusaurus
 * watches the panel's `hidden` attribute:
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus-theme-common/src/hooks/useCodeWordWrap.ts
 */
export function useCodeWordWrapOnScreen(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const onScreen = useRef(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre || !onScreen.current) return;
    // A wrapped block keeps its button, so that it can be unwrapped.
    const wrapped = pre.querySelector('code')!.style.whiteSpace === 'pre-wrap';
    setIsCodeScrollable(wrapped || pre.scrollWidth > pre.clientWidth);
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current!.querySelector('code')!;
    // The element's other styles stay: where lines are numbered, the first number.
    if (isEnabled) {
      code.style.removeProperty('white-space');
      code.style.removeProperty('overflow-wrap');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens wrap too, so that a wrapped block never scrolls sideways.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  useEffect(measure, [isEnabled, measure]);

  useEffect(() => {
    const observer = new IntersectionObserver(([entry]) => {
      onScreen.current = entry.isIntersecting;
      measure();
    });
    observer.observe(codeBlockRef.current!);
    window.addEventListener('resize', measure, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
