import { useEffect, useState, type RefObject } from 'react';

/**
 * The HTML of pages whose shown-as-is HTML is a module of its own (plugins/page-html.ts decides
 * which), kept out of their content's JavaScript: code blocks' highlighted lines and runs of
 * prose. An element gets it here by its key in the module, `<module key>:<index>`.
 *
 * The page the reader opens is already in the HTML the server sent, and React hydrates it without
 * the module (it does not compare `dangerouslySetInnerHTML` while hydrating). So only a page shown
 * after that one, by a client-side navigation, waits for its module, in its content module,
 * before it renders; the opened page's elements are kept here once hydrated, to be read again where
 * the same element is rendered anew (a try-it block's fallback, the reader coming back to the page).
 */

type HtmlModule = () => Promise<{ default: string[] }>;

interface PageHtml {
  load: HtmlModule;
  html: (string | undefined)[];
  /** The opened page's elements, hydrated over the server's HTML. */
  hydrated: (Element | undefined)[];
}

const pages = new Map<string, PageHtml>();

/**
 * Whether the page being loaded is the one whose server-rendered HTML the browser holds: the
 * content module of the first page runs before Docusaurus hydrates it (clientEntry's `preload`,
 * then `hydrateRoot`, which sets `window.docusaurusRoot`), and the dev server renders without
 * server HTML (`HYDRATE_CLIENT_ENTRY` false):
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus/src/client/clientEntry.tsx
 */
function hydratingServerHtml(): boolean {
  return (
    typeof window !== 'undefined' &&
    Boolean(process.env.HYDRATE_CLIENT_ENTRY) &&
    !(window as { docusaurusRoot?: unknown }).docusaurusRoot
  );
}

/** Run by a page's content module as it is first run (the build writes the call). */
export async function registerPageHtml(key: string, load: HtmlModule): Promise<void> {
  const page: PageHtml = { load, html: [], hydrated: [] };
  pages.set(key, page);
  if (!hydratingServerHtml()) page.html = (await load()).default;
}

function parse(ref: string): [string, number] {
  const at = ref.lastIndexOf(':');
  return [ref.slice(0, at), Number(ref.slice(at + 1))];
}

/** An element's HTML, if its page's module has loaded or the element has been hydrated. */
function pageHtml(ref: string): string | undefined {
  const [key, index] = parse(ref);
  const page = pages.get(key);
  return page?.html[index] ?? page?.hydrated[index]?.innerHTML;
}

/** Keeps an element that React hydrated over the server's HTML, which it holds. */
function keepHydrated(ref: string, element: Element): void {
  const [key, index] = parse(ref);
  const page = pages.get(key);
  if (page) page.hydrated[index] = element;
}

/** Loads an element's HTML that is neither here nor in the page: the page's module had not run. */
async function loadPageHtml(ref: string): Promise<string> {
  const [key, index] = parse(ref);
  const page = pages.get(key);
  if (!page) throw new Error(`No HTML module ${key} was registered: is the page's content loaded?`);
  page.html = (await page.load()).default;
  return page.html[index] ?? '';
}

/**
 * The HTML of an element whose page's HTML is a module of its own: from there, or none while
 * React hydrates the element over the HTML the server sent, which it keeps.
 */
export function usePageHtml(
  ref: string | undefined,
  element: RefObject<Element | null>,
): string | undefined {
  const [html, setHtml] = useState(() => (ref === undefined ? undefined : pageHtml(ref)));
  useEffect(() => {
    const current = element.current;
    if (ref === undefined || html !== undefined || !current) return;
    if (current.hasChildNodes()) return keepHydrated(ref, current);
    let shown = true;
    void loadPageHtml(ref).then((loaded) => shown && setHtml(loaded));
    return () => {
      shown = false;
    };
  }, [ref, html, element]);
  return html;
}
