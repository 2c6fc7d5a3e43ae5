export type Cell = string | number;

/** A plain-text table: first column left-aligned, the rest right-aligned. */
export function table(header: string[], rows: Cell[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, col) => Math.max(...cells.map((row) => (row[col] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col])))
      .join('  ');
  return [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const mebibytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
