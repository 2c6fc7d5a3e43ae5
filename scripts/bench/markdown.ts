import fs from 'node:fs';
import * as prettier from 'prettier';
import type { Cell } from './table.ts';

/** One table of a run's report, as printed and as written to BENCHMARKS.md. */
export interface Section {
  title: string;
  header: string[];
  rows: Cell[][];
  /** A sentence under the table. */
  note?: string;
}

/** What every figure of a run depends on besides the site. */
export interface RunInfo {
  startedAt: string;
  node: string;
  chromium: string;
  lighthouseRuns: number;
}

const latestHeading = '## Latest figures';
const historyHeading = '## History';

const intro = `# Benchmarks

What the site costs to build, to serve while writing and to load, from \`npm run bench\`
(\`scripts/bench/\`), with the stock Docusaurus classic template measured in the same run
beside it: absolute figures move with the computer and its load, the ratios much less.
\`tests/e2e/budgets.spec.ts\` holds the byte and element budgets in \`npm test\`; this file
records where the site stands.

A run of every part rewrites the section "Latest figures"; "History" is kept as written.`;

function markdownTable(header: string[], rows: Cell[][]): string {
  const escape = (cell: Cell) => String(cell).replace(/\|/g, '\\|');
  const line = (cells: Cell[]) => `| ${cells.map(escape).join(' | ')} |`;
  const rule = `| ${header.map((_, col) => (col === 0 ? '---' : '---:')).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The part of BENCHMARKS.md a run writes. */
export function latestFigures(run: RunInfo, sections: Section[]): string {
  const when = `${run.startedAt.slice(0, 16).replace('T', ' ')} UTC`;
  return [
    latestHeading,
    `Measured ${when} by \`npm run bench\` (every part), Node ${run.node}, ${run.chromium}, ` +
      `Lighthouse scores the median of ${run.lighthouseRuns} runs.`,
    ...sections.map((section) =>
      [
        `### ${section.title}`,
        markdownTable(section.header, section.rows),
        ...(section.note ? [section.note] : []),
      ].join('\n\n'),
    ),
  ].join('\n\n');
}

/**
 * Rewrites the latest figures of `file`, keeping its history (everything from
 * the History heading on) as it is, formatted as Prettier formats the tree.
 */
export async function writeBenchmarks(
  file: string,
  run: RunInfo,
  sections: Section[],
): Promise<void> {
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const historyAt = previous.search(new RegExp(`^${historyHeading}$`, 'm'));
  const history = historyAt >= 0 ? previous.slice(historyAt) : '';
  const text = [intro, latestFigures(run, sections), history].filter(Boolean).join('\n\n');
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
