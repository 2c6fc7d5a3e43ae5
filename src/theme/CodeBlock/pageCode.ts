/**
 * The highlighted HTML of pages whose code is a module of its own (plugins/code-highlight/rehype.ts
 * decides which), kept out of their content's JavaScript. A block of such a page gets it here by
 * its `pageCode` prop, `<module key>:<index>`.
 *
 * The page the reader opens is already in the HTML the server sent, and React hydrates it without
 * the code (it does not compare `dangerouslySetInnerHTML` while hydrating). So only a page shown
 * after that one, by a client-side navigation, waits for its code module, in its content module,
 * before it renders; the opened page's blocks are kept here once hydrated, to be read again where
 * the same block is rendered anew (a try-it block's fallback, the reader coming back to the page).
 */

type CodeModule = () => Promise<{ default: string[] }>;

interface PageCode {
  load: CodeModule;
  html: (string | undefined)[];
  /** The opened page's `<code>` elements, hydrated over the server's HTML. */
  hydrated: (Element | undefined)[];
}

const pages = new Map<string, PageCode>();

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
export async function registerPageCode(key: string, load: CodeModule): Promise<void> {
  const page: PageCode = { load, html: [], hydrated: [] };
  pages.set(key, page);
  if (!hydratingServerHtml()) page.html = (await load()).default;
}

function parse(ref: string): [string, number] {
  const at = ref.lastIndexOf(':');
  return [ref.slice(0, at), Number(ref.slice(at + 1))];
}

/** A block's HTML, if its page's module has loaded or the block has been hydrated. */
export function pageCodeHtml(ref: string): string | undefined {
  const [key, index] = parse(ref);
  const page = pages.get(key);
  return page?.html[index] ?? page?.hydrated[index]?.innerHTML;
}

/** Keeps a block's `<code>` that React hydrated over the server's HTML, which it holds. */
export function keepHydratedPageCode(ref: string, code: Element): void {
  const [key, index] = parse(ref);
  const page = pages.get(key);
  if (page) page.hydrated[index] = code;
}

/** Loads a block's HTML that is neither here nor in the page: the page's module had not run. */
export async function loadPageCodeHtml(ref: string): Promise<string> {
  const [key, index] = parse(ref);
  const page = pages.get(key);
  if (!page) throw new Error(`No code module ${key} was registered: is the page's content loaded?`);
  page.html = (await page.load()).default;
  return page.html[index] ?? '';
}
