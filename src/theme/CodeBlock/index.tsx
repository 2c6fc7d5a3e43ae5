import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { BuildTimeBlockContext } from './buildTimeBlock';

/** The block's text, when its children are text only (not JSX inside a `<pre>`). */
function textOf(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return undefined;
  return parts.join('');
}

/** An API declaration block: the meta of its fence says `declaration`. */
const declarationMeta = /(?:^|\s)declaration(?:\s|$)/;

/**
 * Docusaurus's CodeBlock, ejected for two changes: the highlighted HTML of the
 * block (built by plugins/code-highlight) and whether it has buttons are handed
 * to ./Content and ./Buttons through context; and the block is not re-mounted after hydration, which theme-classic
 * does only so that Prism's inline colours follow the colour mode
 * (https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus-theme-classic/src/theme/CodeBlock/index.tsx),
 * while here the colours switch in CSS.
 */
export default function CodeBlock({
  children,
  highlightedHtml,
  pageHtml,
  ...props
}: Props): ReactNode {
  const code = textOf(children);
  if (code === undefined) return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <BuildTimeBlockContext.Provider
      value={{
        html: highlightedHtml,
        pageHtml,
        buttons: !declarationMeta.test(props.metastring ?? ''),
      }}
    >
      <StringContent {...props}>{code}</StringContent>
    </BuildTimeBlockContext.Provider>
  );
}
