/**
 * `npm run audit:upgrade`: runs the same inputs against the older and the
 * newer graphql (read from package.json by config.ts), writes every difference
 * to build/upgrade-audit.json and build/upgrade-audit.md, and says which
 * differences accounted.json does not account for. Exits 1 if any.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { account, type Accounting } from './accounted.ts';
import { runAudit, type AuditResult } from './audit.ts';
import { siteDir } from './config.ts';

function clip(text: string, at: number): string {
  return text.length > at ? `${text.slice(0, at)}…` : text;
}

/** Where two long results part, with some text before it. */
export function around(before: string, after: string): [string, string] {
  let index = 0;
  while (index < before.length && before[index] === after[index]) index += 1;
  const start = Math.max(0, index - 60);
  const cut = (text: string) => (start > 0 ? '…' : '') + clip(text.slice(start), 220);
  return [cut(before), cut(after)];
}

function cell(text: string): string {
  return `\`${text.replace(/\n/g, '\\n').replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
}

export function markdownReport(result: AuditResult, accounting: Accounting): string {
  const { old, new: now } = result;
  const lines = [
    `# Upgrade audit: graphql ${old.version} → ${now.version}`,
    '',
    `${result.counts.observations} observations (${result.counts.subpaths} subpaths of ${old.version}, ` +
      `${result.counts.docSchemas} schemas and ${result.counts.docOperations} operations from docs/, and the corpus of ` +
      `scripts/upgrade-audit/corpus.ts), run in ${(result.ms.total / 1000).toFixed(1)} s.`,
    '',
    `- Differences: ${result.differences.length}`,
    `- Mapped to a section of docs/upgrade-from-${old.version.split('.')[0]}/: ${accounting.mapped.length}`,
    `- Not user-visible: ${accounting.notUserVisible.length}`,
    `- Not accounted for: ${accounting.unaccounted.length}`,
    `- Matched by a section and by a not-user-visible entry: ${accounting.conflicting.length}`,
    `- Mapped anchors missing from the guide: ${accounting.missingAnchors.length}`,
    `- Stale entries of accounted.json: ${accounting.stale.length}`,
    '',
  ];
  const section = (
    title: string,
    rows: { id: string; where: string; old: string; new: string }[],
  ) => {
    if (rows.length === 0) return;
    lines.push(
      `## ${title}`,
      '',
      `| id | accounted | ${old.version} | ${now.version} |`,
      '| --- | --- | --- | --- |',
    );
    for (const row of rows) {
      const [was, is] = around(row.old, row.new);
      lines.push(`| ${cell(row.id)} | ${row.where} | ${cell(was)} | ${cell(is)} |`);
    }
    lines.push('');
  };
  section(
    'Not accounted for',
    accounting.unaccounted.map((difference) => ({ ...difference, where: '—' })),
  );
  section(
    'Mapped to the guide',
    accounting.mapped.map(({ difference, anchor, page }) => ({
      ...difference,
      where: `${page}#${anchor}`,
    })),
  );
  section(
    'Not user-visible',
    accounting.notUserVisible.map(({ difference, reason }) => ({ ...difference, where: reason })),
  );
  if (accounting.stale.length > 0)
    lines.push('## Stale entries', '', ...accounting.stale.map((p) => `- \`${p}\``), '');
  return lines.join('\n');
}

async function main(): Promise<void> {
  const result = await runAudit();
  const accounting = account(result.differences);
  const buildDir = path.join(siteDir, 'build');
  mkdirSync(buildDir, { recursive: true });
  writeFileSync(
    path.join(buildDir, 'upgrade-audit.json'),
    `${JSON.stringify(
      {
        ...result,
        accounting: {
          mapped: accounting.mapped.length,
          notUserVisible: accounting.notUserVisible.length,
          unaccounted: accounting.unaccounted.map(({ id }) => id),
          conflicting: accounting.conflicting.map(({ difference, patterns }) => ({
            id: difference.id,
            patterns,
          })),
          missingAnchors: accounting.missingAnchors,
          stale: accounting.stale,
        },
        differences: result.differences.map((difference) => ({
          ...difference,
          accounted:
            accounting.mapped.find((entry) => entry.difference === difference)?.anchor ??
            accounting.notUserVisible.find((entry) => entry.difference === difference)?.reason ??
            null,
        })),
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(path.join(buildDir, 'upgrade-audit.md'), markdownReport(result, accounting));
  console.log(
    `graphql ${result.old.version} → ${result.new.version}: ${result.differences.length} differences ` +
      `(${accounting.mapped.length} mapped to the guide, ${accounting.notUserVisible.length} not user-visible, ` +
      `${accounting.unaccounted.length} unaccounted) in ${(result.ms.total / 1000).toFixed(1)} s; ` +
      'see build/upgrade-audit.md',
  );
  const problems = [
    ...accounting.unaccounted.map(({ id }) => `unaccounted: ${id}`),
    ...accounting.conflicting.map(
      ({ difference, patterns }) =>
        `both mapped and not user-visible: ${difference.id} (${patterns.join(', ')})`,
    ),
    ...accounting.missingAnchors.map(
      ({ pattern, anchor }) => `no heading #${anchor} in the guide (for ${pattern})`,
    ),
    ...accounting.stale.map((pattern) => `stale entry of accounted.json: ${pattern}`),
  ];
  for (const problem of problems) console.log(`  ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
