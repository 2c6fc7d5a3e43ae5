import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot } from 'hast';
import type {
  Blockquote,
  Code,
  List,
  Nodes as MdastNodes,
  Paragraph,
  PhrasingContent,
  Root as MdastRoot,
  RootContent,
} from 'mdast';
import type { Handle, State } from 'hast-util-to-mdast';

/**
 * A built page's content as CommonMark/GFM, read from its final HTML so that
 * everything the reader sees is in it: the generated sections, the API pages'
 * declarations, the home page. Only the content is kept: Docusaurus puts a
 * doc's title and body in `.theme-doc-markdown` (theme-classic's
 * `ThemeClassNames.docs.docMarkdown`) and any other page's in the layout's
 * `.main-wrapper`, so the navbar, sidebar, table of contents and footer stay out.
 */
const contentClassNames = ['theme-doc-markdown', 'main-wrapper'];

/** Elements that carry no content of the page: heading anchors, icons, controls. */
function isChrome(element: Element): boolean {
  return (
    ['svg', 'button', 'script', 'style', 'noscript', 'template'].includes(element.tagName) ||
    classes(element).includes('hash-link')
  );
}

function classes(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function hasClassPrefix(element: Element, prefix: string): boolean {
  return classes(element).some((name) => name.startsWith(prefix));
}

function findElement(node: HastNodes, test: (element: Element) => boolean): Element | undefined {
  if (node.type === 'element' && test(node)) return node;
  if ('children' in node) {
    for (const child of node.children) {
      const found = findElement(child, test);
      if (found) return found;
    }
  }
  return undefined;
}

function findAll(node: HastNodes, test: (element: Element) => boolean): Element[] {
  const found: Element[] = node.type === 'element' && test(node) ? [node] : [];
  if ('children' in node) for (const child of node.children) found.push(...findAll(child, test));
  return found;
}

/** The text a browser shows for a node (a code block's text keeps every character). */
function textOf(node: HastNodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

function prune(node: HastRoot | Element): void {
  // Comments are React's separators between adjacent texts (`<!-- -->`), not content.
  node.children = (node.children as ElementContent[]).filter(
    (child) => child.type !== 'comment' && (child.type !== 'element' || !isChrome(child)),
  );
  for (const child of node.children) if (child.type === 'element') prune(child);
}

/**
 * A code block as theme-classic's CodeBlock renders it: a container with the
 * `language-*` class, an optional title (a CSS-module class `codeBlockTitle_*`)
 * and the code in `pre > code`. Line numbers are drawn by CSS counters, so the
 * text of `code` is exactly the code.
 */
function codeBlock(element: Element): Code {
  const language = classes(element)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const title = findElement(element, (child) => hasClassPrefix(child, 'codeBlockTitle'));
  const code = findElement(element, (child) => child.tagName === 'code');
  return {
    type: 'code',
    lang: language ?? null,
    meta: title ? `title=${JSON.stringify(textOf(title).trim())}` : null,
    value: code ? textOf(code).replace(/\n$/, '') : '',
  };
}

/** An admonition (`:::warning[Title]`): a quote opening with its title in bold. */
function admonition(state: State, element: Element): Blockquote {
  const heading = findElement(element, (child) => hasClassPrefix(child, 'admonitionHeading'));
  const content = findElement(element, (child) => hasClassPrefix(child, 'admonitionContent'));
  const kind = classes(element)
    .find((name) => name.startsWith('theme-admonition-'))
    ?.slice('theme-admonition-'.length);
  let title = heading ? (state.all(heading) as PhrasingContent[]) : [];
  // An untitled admonition shows its kind (`warning`), capitalised by CSS only.
  if (kind && heading && textOf(heading).trim() === kind)
    title = [{ type: 'text', value: kind[0]!.toUpperCase() + kind.slice(1) }];
  const body = content ? state.toFlow(state.all(content)) : [];
  return {
    type: 'blockquote',
    children: [
      ...(title.length > 0
        ? [{ type: 'paragraph' as const, children: [{ type: 'strong' as const, children: title }] }]
        : []),
      ...body,
    ],
  };
}

/**
 * Tabs (theme-classic's `Tabs`): every panel, each under its tab's label in
 * bold, since a reader of the Markdown cannot switch tabs.
 */
function tabs(state: State, element: Element): Array<Paragraph | RootContent> {
  const labels = findAll(element, (child) => child.properties.role === 'tab');
  const panels = findAll(element, (child) => child.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => [
    {
      type: 'paragraph' as const,
      children: [
        { type: 'strong' as const, children: state.all(labels[index]!) as PhrasingContent[] },
      ],
    },
    ...state.toFlow(state.all(panel)),
  ]);
}

/** A row of links side by side with nothing between them (the home page's buttons). */
function isLinkRow(element: Element): boolean {
  const children = element.children.filter(
    (child) => child.type !== 'text' || child.value.trim() !== '',
  );
  return (
    children.length > 1 &&
    children.every((child) => child.type === 'element' && child.tagName === 'a')
  );
}

/** Such a row as a list, one link an item, so that the links do not run together. */
function linkList(state: State, element: Element): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: element.children.flatMap((child) =>
      child.type === 'element'
        ? [
            {
              type: 'listItem' as const,
              spread: false,
              children: [
                {
                  type: 'paragraph' as const,
                  children: [state.one(child, element)] as PhrasingContent[],
                },
              ],
            },
          ]
        : [],
    ),
  };
}

/** Rewrites every link and image address of the tree as an absolute URL. */
function absolutise(node: MdastNodes, pageUrl: string): void {
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
    node.url = new URL(node.url, pageUrl).href;
  if ('children' in node) for (const child of node.children) absolutise(child, pageUrl);
}

export interface PageTwin {
  /** The page's `#` title (its `h1`). */
  title: string;
  markdown: string;
  /** Each heading's id on the page, by the heading's text (the first heading of a text). */
  headingIds: Map<string, string>;
}

export type PageConverter = (html: string, page: { url: string; file: string }) => PageTwin;

/** Loads the converter (the unified libraries ship as ES modules only). */
export async function createPageConverter(): Promise<PageConverter> {
  const [{ fromHtml }, { toMdast, defaultHandlers }, { toMarkdown }, { gfmToMarkdown }] =
    await Promise.all([
      import('hast-util-from-html'),
      import('hast-util-to-mdast'),
      import('mdast-util-to-markdown'),
      import('mdast-util-gfm'),
    ]);

  const div: Handle = (state, element) => {
    if (classes(element).includes('theme-code-block')) return codeBlock(element);
    if (classes(element).includes('theme-admonition')) return admonition(state, element);
    if (classes(element).includes('tabs-container')) return tabs(state, element);
    if (isLinkRow(element)) return linkList(state, element);
    return defaultHandlers.div(state, element);
  };

  // A badge ("New in 17") is a label of its own: bold, so it does not run into the sentence after it.
  const span: Handle = (state, element) =>
    classes(element).includes('badge')
      ? { type: 'strong', children: state.all(element) as PhrasingContent[] }
      : defaultHandlers.span(state, element);

  return (html, { url, file }) => {
    const page = fromHtml(html);
    const content = contentClassNames
      .map((name) => findElement(page, (element) => classes(element).includes(name)))
      .find(Boolean);
    if (!content)
      throw new Error(
        `markdown-twins: ${file} has no element with class ${contentClassNames.join(' or ')} to take the page's content from`,
      );
    const root: HastRoot = { type: 'root', children: [content] };
    prune(root);
    const h1 = findElement(root, (element) => element.tagName === 'h1');
    const documentTitle = findElement(page, (element) => element.tagName === 'title');
    const title = textOf(h1 ?? documentTitle ?? page).trim();
    if (!title)
      throw new Error(
        `markdown-twins: ${file} has neither an <h1> nor a <title> to title its Markdown twin`,
      );
    const tree = toMdast(root, { handlers: { div, span } }) as MdastRoot;
    // A page without an <h1> (a React page can have none) is titled by its <title>.
    if (!h1)
      tree.children.unshift({
        type: 'heading',
        depth: 1,
        children: [{ type: 'text', value: title }],
      });
    absolutise(tree, url);
    const markdown = toMarkdown(tree, {
      extensions: [gfmToMarkdown()],
      bullet: '-',
      emphasis: '_',
      fences: true,
      listItemIndent: 'one',
      rule: '-',
    });
    const headingIds = new Map<string, string>();
    for (const heading of findAll(root, (element) => /^h[2-6]$/.test(element.tagName))) {
      const text = textOf(heading).trim();
      if (typeof heading.properties.id === 'string' && !headingIds.has(text))
        headingIds.set(text, heading.properties.id);
    }
    return { title, markdown, headingIds };
  };
}
