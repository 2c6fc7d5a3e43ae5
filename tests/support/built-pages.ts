/**
 * Reading built pages as a reader gets them: the HTML of a route in build/,
 * the section under an h2/h3 (up to the next heading of that level or above),
 * and the links and text in it.
 */
import fs from 'node:fs';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { AnyNode, Element } from 'domhandler';

import { buildDir } from '../../lib/paths.ts';
import { servedFile } from '../../lib/server.ts';

export type { Element };

/** The built HTML file of a route (`/api/graphql-js/function/execute`), parsed; throws naming the file if missing. */
export function builtPage(route: string): Element[] {
  const file = builtFile(route);
  if (!file) throw new Error(`no built page for ${route} under ${buildDir} (run the build first)`);
  return parseDocument(fs.readFileSync(file, 'utf8')).children.filter(
    (node): node is Element => node.type === 'tag',
  );
}

/** The file that serves `route` in build/, if any. */
export function builtFile(route: string): string | undefined {
  return servedFile(buildDir, route);
}

/** Whether the page at `route` has an element with id `id`. */
export function hasAnchor(route: string, id: string): boolean {
  return DomUtils.findOne((element) => element.attribs.id === id, builtPage(route)) !== null;
}

/** The page's main article (the markdown content). */
export function article(page: Element[]): Element {
  const found = DomUtils.findOne((element) => element.name === 'article', page);
  if (!found) throw new Error('the page has no <article>');
  return found;
}

/**
 * The nodes after the heading with id `id`, up to the next heading of the same
 * level or above, or undefined when the page has no such heading.
 */
export function section(page: Element[], id: string): AnyNode[] | undefined {
  const heading = DomUtils.findOne(
    (element) => /^h[1-6]$/.test(element.name) && element.attribs.id === id,
    page,
  );
  if (!heading) return undefined;
  const level = Number(heading.name[1]);
  const nodes: AnyNode[] = [];
  for (let node = heading.next; node; node = node.next) {
    if (
      node.type === 'tag' &&
      /^h[1-6]$/.test((node as Element).name) &&
      Number((node as Element).name[1]) <= level
    )
      break;
    nodes.push(node);
  }
  return nodes;
}

/** The links in some nodes: their href and text. */
export function links(nodes: AnyNode[]): { href: string; text: string }[] {
  return DomUtils.findAll(
    (element) => element.name === 'a' && 'href' in element.attribs,
    nodes,
  ).map((a) => ({
    href: a.attribs.href!,
    text: DomUtils.textContent(a).trim(),
  }));
}

/** Text as a reader sees it. */
export function text(nodes: AnyNode | AnyNode[]): string {
  return DomUtils.textContent(nodes).replace(/\s+/g, ' ').trim();
}
