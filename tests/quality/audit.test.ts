/**
 * What the site ships (production dependencies) has no known high or critical
 * vulnerability. `npm audit` asks the npm registry's advisory database.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { siteDir } from '../support/paths.ts';

interface AuditReport {
  metadata?: { vulnerabilities: Record<'info' | 'low' | 'moderate' | 'high' | 'critical' | 'total', number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[]; range: string }>;
  error?: { summary: string; detail?: string };
  /** set when the registry refused or failed the advisory request itself */
  statusCode?: number;
  message?: string;
}

describe('npm audit --omit=dev', () => {
  it('reports no high or critical vulnerability in the production dependencies', (t) => {
    const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: siteDir, encoding: 'utf8', timeout: 120_000 });
    // npm audit exits non-zero whenever it finds anything; the JSON says what.
    const report = JSON.parse(run.stdout || '{}') as AuditReport;
    if (report.statusCode !== undefined && !report.metadata) {
      // The advisory endpoint itself answered with an error (a registry mirror
      // that serves packages but not advisories answers 405): nothing was
      // checked, and the summary says so as a TODO instead of a pass.
      t.todo(`NOT CHECKED: the registry's audit endpoint answered ${report.statusCode} (${report.message})`);
      return;
    }
    assert.ok(!report.error, `npm audit failed: ${report.error?.summary ?? run.stderr}`);
    assert.ok(report.metadata, `no audit metadata: ${run.stdout.slice(0, 500)} ${run.stderr.slice(0, 500)}`);
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, advisory]) => advisory.severity === 'high' || advisory.severity === 'critical')
      .map(([name, advisory]) => `${name} (${advisory.severity}, ${advisory.range})`);
    assert.deepEqual(serious, []);
    assert.equal(report.metadata.vulnerabilities.high + report.metadata.vulnerabilities.critical, 0);
  });
});
