import fs from 'node:fs';
import * as prettier from 'prettier';

export type Cell = string | number;
/** One table of a run, as printed and as written to BENCHMARKS.md; the note goes under it. */
export type Section = { title: string; header: string[]; rows: Cell[][]; note?: string };
/** What every figure of a run depends on besides the site. */
export type RunInfo = { startedAt: string; node: string; chromium: string; lighthouseRuns: number };

/** Formats a figure, or '-' for one not measured (a page missing, a score Lighthouse did not give). */
const format =
  (unit: (n: number) => string) =>
  (n: number | null | undefined): string =>
    n == null ? '-' : unit(n);
export const seconds = format((ms) => `${(ms / 1000).toFixed(1)} s`);
export const ms = format((ms) => `${Math.round(ms)} ms`);
export const MiB = format((bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`);
export const kB = format((bytes) => `${(bytes / 1000).toFixed(1)} kB`);
export const ratio = (a?: number | null, b?: number | null) =>
  a && b ? `${(a / b).toFixed(2)}x` : '-';
/** A figure against its budget in lib/budgets.ts. */
export const verdict = (met: boolean, budget: string) => `${met ? 'met' : 'MISSED'} (${budget})`;

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table({ title, header, rows, note }: Section): string {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, c) => Math.max(...cells.map((row) => row[c]?.length ?? 0)));
  const line = (row: string[]) =>
    row.map((cell, c) => (c ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ');
  const rule = line(widths.map((width) => '-'.repeat(width)));
  return [title, line(cells[0]), rule, ...cells.slice(1).map(line), ...(note ? [note] : [])].join(
    '\n',
  );
}

const intro = `# Benchmarks

What the site costs to build, to serve while writing and to load, from \`npm run bench\`
(\`scripts/bench/\`), with the stock Docusaurus classic template measured in the same run
beside it: absolute figures move with the computer and its load, the ratios much less.
\`lib/budgets.ts\` holds the budgets, and \`tests/e2e/budgets.spec.ts\` the byte and element ones
in \`npm test\`; this file records where the site stands.

A run of every part rewrites the section "Latest figures"; "History" is kept as written.`;

/**
 * Rewrites the latest figures of `file` with the run's tables and keeps everything from its
 * History heading on as written, formatted as Prettier formats the tree.
 */
export async function writeBenchmarks(file: string, run: RunInfo, sections: Section[]) {
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const historyAt = previous.search(/^## History$/m);
  const row = (cells: Cell[]) =>
    `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  const text = [
    intro,
    '## Latest figures',
    `Measured ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` (every part), ` +
      `Node ${run.node}, ${run.chromium}, Lighthouse scores the median of ${run.lighthouseRuns} runs, taken in turns over every page of the site and the template.`,
    ...sections.flatMap(({ title, header, rows, note }) => [
      `### ${title}`,
      [header, header.map((_, c) => (c ? '---:' : '---')), ...rows].map(row).join('\n'),
      ...(note ? [note] : []),
    ]),
    ...(historyAt >= 0 ? [previous.slice(historyAt)] : []),
  ].join('\n\n');
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
