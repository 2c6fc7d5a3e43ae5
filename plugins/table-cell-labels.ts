import type { Element, ElementContent, Root, RootContent } from 'hast';

/**
 * Rehype plugin: every table cell carries its column's header text as
 * `data-label`, so that below the mobile breakpoint, where custom.css stacks a
 * table's rows into blocks, each value is shown with what it is ("Type",
 * "Default value") without a table wider than the screen.
 */
export default function tableCellLabels() {
  return (tree: Root): void => {
    forEachElement(tree, 'table', labelCells);
  };
}

function labelCells(table: Element): void {
  const rows: Element[] = [];
  forEachElement(table, 'tr', (row) => rows.push(row));
  const [header, ...body] = rows;
  if (!header) return;
  const labels = cellsOf(header).map(textOf);
  for (const row of body) {
    cellsOf(row).forEach((cell, index) => {
      const label = labels[index];
      if (label) cell.properties = { ...cell.properties, dataLabel: label };
    });
  }
}

function cellsOf(row: Element): Element[] {
  return row.children.filter(
    (child): child is Element =>
      child.type === 'element' && (child.tagName === 'td' || child.tagName === 'th'),
  );
}

function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('').trim() : '';
}

function forEachElement(
  node: Root | Element,
  tagName: string,
  callback: (element: Element) => void,
): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === tagName) callback(child);
    else forEachElement(child, tagName, callback);
  }
}
