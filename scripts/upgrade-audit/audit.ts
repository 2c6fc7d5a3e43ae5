/**
 * Runs the corpus against the older and the newer graphql, each in one child
 * process, and lists every observation whose result differs, each under a
 * stable id that accounted.json can name.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { auditDir, canonicalName, sidesUnderAudit, type Side } from './config.ts';
import { docsCorpus, subpathsOf } from './inputs.ts';
import type { Observations, WorkerInput } from './worker.ts';

export type Difference = {
  /** Stable id, e.g. `exports:default-import:graphql`, `schema:one-of:printSchema`. */
  id: string;
  /** The observation compared; several ids never share one. */
  key: string;
  old: string;
  new: string;
};

export type AuditResult = {
  old: { name: string; version: string };
  new: { name: string; version: string };
  counts: { observations: number; subpaths: number; docSchemas: number; docOperations: number };
  differences: Difference[];
  ms: { total: number; old: number; new: number };
};

const absent = '(not observed)';

function runWorker(
  side: Side,
  input: WorkerInput,
): Promise<{ observations: Observations; ms: number }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    // Both versions run as a reader's program would by default.
    delete env.NODE_ENV;
    delete env.NODE_OPTIONS;
    const child = spawn(
      process.execPath,
      [
        '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
        path.join(auditDir, 'worker.ts'),
        side.name,
      ],
      { cwd: auditDir, env, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(
          new Error(
            `worker for ${side.name} exited with ${code}:\n${Buffer.concat(stderr).toString()}`,
          ),
        );
        return;
      }
      resolve(
        JSON.parse(Buffer.concat(stdout).toString('utf8')) as {
          observations: Observations;
          ms: number;
        },
      );
    });
    child.stdin.end(JSON.stringify(input));
  });
}

/** The id of a difference: the key, with which way the change went where the key alone does not say. */
function idOf(key: string, before: string, after: string): string[] {
  const entry = /^entry:(require|import):(.+)$/.exec(key);
  if (entry) {
    const [, mode, specifier] = entry;
    if (before === 'ok') return [`entry:${mode}:lost:${specifier}`];
    if (after === 'ok') return [`entry:${mode}:gained:${specifier}`];
    return [`entry:${mode}:fails-differently:${specifier}`];
  }
  const defaultImport = /^default:(.+)$/.exec(key);
  if (defaultImport) {
    // Where the import itself fails on either side, entry:import says so.
    if (before === 'import fails' || after === 'import fails') return [];
    if (before === 'absent') return [`exports:default-import-gained:${defaultImport[1]}`];
    if (after === 'absent') return [`exports:default-import:${defaultImport[1]}`];
    return [`exports:default-import-changed:${defaultImport[1]}`];
  }
  const name = /^names:(.+)$/.exec(key);
  if (name) {
    if (before === absent) return [`exports:added:${name[1]}`];
    if (after === absent) return [`exports:removed:${name[1]}`];
    return [`exports:kind:${name[1]}`];
  }
  const members = /^members:(.+)$/.exec(key);
  if (members) {
    const was = new Set(before === absent ? [] : before.split(','));
    const is = new Set(after === absent ? [] : after.split(','));
    const ids: string[] = [];
    if ([...was].some((member) => !is.has(member)))
      ids.push(`exports:members-removed:${members[1]}`);
    if ([...is].some((member) => !was.has(member))) ids.push(`exports:members-added:${members[1]}`);
    return ids;
  }
  return [key];
}

export function diff(before: Observations, after: Observations): Difference[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const differences: Difference[] = [];
  for (const key of keys) {
    const old = before[key] ?? absent;
    const now = after[key] ?? absent;
    if (old === now) continue;
    for (const id of idOf(key, old, now)) differences.push({ id, key, old, new: now });
  }
  return differences;
}

export async function runAudit(): Promise<AuditResult> {
  const started = performance.now();
  const sides = sidesUnderAudit();
  const { subpaths, entryPoints } = subpathsOf(sides.old.dir);
  const { docSchemas, docOperations } = docsCorpus();
  const input = (side: Side): WorkerInput => ({
    name: side.name,
    canonical: canonicalName,
    subpaths,
    entryPoints,
    docSchemas,
    docOperations,
  });
  const [before, after] = await Promise.all([
    runWorker(sides.old, input(sides.old)),
    runWorker(sides.new, input(sides.new)),
  ]);
  const differences = diff(before.observations, after.observations);
  return {
    old: { name: sides.old.name, version: sides.old.version },
    new: { name: sides.new.name, version: sides.new.version },
    counts: {
      observations: new Set([
        ...Object.keys(before.observations),
        ...Object.keys(after.observations),
      ]).size,
      subpaths: subpaths.length,
      docSchemas: docSchemas.length,
      docOperations: docOperations.length,
    },
    differences,
    ms: { total: Math.round(performance.now() - started), old: before.ms, new: after.ms },
  };
}
