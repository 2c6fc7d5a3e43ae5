/**
 * theme-classic's Heading, whose "direct link" is a plain anchor element instead of
 * `@docusaurus/Link`. For a `#id` on the same page Link renders that same `<a>`, after a dozen
 * hooks for routes, base URLs and prefetching that an anchor never uses, on each of the hundreds
 * of headings the API overview hydrates (a fifth of its hydration's script time).
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus-theme-classic/src/theme/Heading/index.tsx
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useAnchorTargetClassName } from '@docusaurus/theme-common';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { Props } from '@theme/Heading';
import '@docusaurus/theme-classic/lib/theme/Heading/styles.module.css';

export default function Heading({ as: As, id, ...props }: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  // An h1 has no id: it is not in the table of contents.
  if (As === 'h1' || !id) return <As {...props} id={undefined} />;
  // What Link would have collected for its `#id`, for the build's broken-anchor check.
  brokenLinks.collectAnchor(id);
  brokenLinks.collectLink(`#${id}`);
  const anchorTitle = translate(
    {
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to {heading}',
      description: 'Title for link to heading',
    },
    { heading: typeof props.children === 'string' ? props.children : id },
  );
  return (
    <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id}>
      {props.children}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- an anchor on this page, not a route */}
      <a
        className="hash-link"
        href={`#${id}`}
        aria-label={anchorTitle}
        title={anchorTitle}
        translate="no"
      >
        &#8203;
      </a>
    </As>
  );
}
