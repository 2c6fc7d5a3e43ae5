import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Rehype plugin: every table cell carries its column's header text as
 * `data-label`, so that below the mobile breakpoint, where custom.css stacks a
 * table's rows into blocks, each value is shown with what it is ("Type",
 * "Default value") without a table wider than the screen.
 */
export default function tableCellLabels() {
  return (tree: Root): void => {
    visit(tree, 'element', (table) => {
      if (table.tagName !== 'table') return;
      labelCells(table);
      return SKIP;
    });
  };
}

/** The hast property of a cell's label: `data-label` in the HTML. */
export const cellLabelProp = 'dataLabel';

function labelCells(table: Element): void {
  const rows: Element[] = [];
  visit(table, 'element', (row) => {
    if (row.tagName === 'tr') rows.push(row);
  });
  const [header, ...body] = rows;
  if (!header) return;
  const labels = cellsOf(header).map((cell) => toString(cell).trim());
  for (const row of body) {
    cellsOf(row).forEach((cell, index) => {
      const label = labels[index];
      if (label) cell.properties = { ...cell.properties, [cellLabelProp]: label };
    });
  }
}

function cellsOf(row: Element): Element[] {
  return row.children.filter(
    (child): child is Element =>
      child.type === 'element' && (child.tagName === 'td' || child.tagName === 'th'),
  );
}
