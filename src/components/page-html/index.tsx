import {
  cloneElement,
  useEffect,
  useRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useHistory } from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { usePageHtml } from './store';

export { registerPageHtml } from './store';

/** The links of a run of prose as plugins/page-html.ts writes them: `<a href="…">`, nothing else. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)">/g)].map(([, href]) =>
    href!.replaceAll('&#x26;', '&'),
  );
}

/** The link of the prose an event happened in, if it is a route of the site (not an anchor). */
function routeLink(event: SyntheticEvent): HTMLAnchorElement | undefined {
  const link = (event.target as Element).closest?.('a');
  const href = link?.getAttribute('href');
  return link && href?.startsWith('/') ? link : undefined;
}

const preloaded = new WeakSet<Element>();

function preload(event: SyntheticEvent): void {
  const link = routeLink(event);
  if (!link || preloaded.has(link)) return;
  preloaded.add(link);
  void window.docusaurus.preload(link.getAttribute('href')!);
}

/**
 * A run of prose whose HTML is in the page's HTML module (plugins/page-html.ts): the element it
 * is the children of, given them as `dangerouslySetInnerHTML`. Its links are plain `<a>`s, so
 * this gives them what Docusaurus's Link gives a route's link: collected for the broken-link check
 * on the server, prefetched once in view, preloaded on hover or touch, and followed by a
 * client-side navigation on a plain click
 * (https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus/src/client/exports/Link.tsx).
 */
export function PageHtml({ at, children }: { at: string; children: ReactElement }): ReactNode {
  const element = useRef<HTMLElement>(null);
  const html = usePageHtml(at, element);
  const history = useHistory();
  const brokenLinks = useBrokenLinks();
  if (typeof window === 'undefined')
    for (const href of linksIn(html ?? '')) brokenLinks.collectLink(href);

  useEffect(() => {
    const links = Array.from(element.current?.querySelectorAll('a[href^="/"]') ?? []);
    if (links.length === 0) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
        observer.unobserve(entry.target);
        window.docusaurus.prefetch(entry.target.getAttribute('href')!);
      }
    });
    for (const link of links) observer.observe(link);
    return () => observer.disconnect();
  }, [html]);

  // cloneElement hands the ref to the element, as JSX's `ref` does: nothing reads it while rendering.
  // eslint-disable-next-line react-hooks/refs
  return cloneElement(children as ReactElement<Record<string, unknown>>, {
    ref: element,
    dangerouslySetInnerHTML: { __html: html ?? '' },
    // The page the reader opened keeps the server's HTML: see ./store.ts.
    suppressHydrationWarning: true,
    onClick(event: MouseEvent) {
      const link = routeLink(event);
      if (
        !link ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      event.preventDefault();
      history.push(link.getAttribute('href')!);
    },
    onMouseOver: preload,
    onTouchStart: preload,
  });
}
