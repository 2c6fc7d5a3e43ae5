import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/**
 * An advisory lock file (BENCH_LOCK, taken with `flock`) that other heavy jobs
 * may also take, so that no two of them time their work on the same CPUs.
 * Timed work starts only once the lock is held, so waiting for it is never
 * measured. BENCH_LOCK='' turns it off; without `flock` there is no lock.
 */
const lockFile = process.env.BENCH_LOCK ?? '/tmp/build.lock';
const haveFlock = spawnSync('sh', ['-c', 'command -v flock'], { stdio: 'ignore' }).status === 0;

let held = false;

/**
 * Holds the lock until the returned function is called (or this process
 * ends). Re-entrant: inside a held lock it does nothing.
 */
export async function holdLock(): Promise<() => Promise<void>> {
  if (!lockFile || !haveFlock || held) return async () => {};
  held = true;
  // `cat` keeps flock's lock until its stdin closes, which also happens if we die.
  const holder = spawn('flock', [lockFile, 'sh', '-c', 'echo locked; exec cat'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      holder.once('error', reject);
      holder.once('exit', (code) => reject(new Error(`flock ${lockFile} exited with ${code}`)));
      holder.stdout!.once('data', () => resolve());
    });
  } catch (error) {
    held = false;
    throw error;
  }
  holder.removeAllListeners('exit');
  return () =>
    new Promise<void>((resolve) => {
      holder.once('exit', () => {
        held = false;
        resolve();
      });
      holder.stdin!.end();
    });
}

/** Runs `work` holding the lock (when `needed`, and not already held). */
export async function withLock<T>(work: () => Promise<T>, needed = true): Promise<T> {
  if (!needed) return work();
  const release = await holdLock();
  try {
    return await work();
  } finally {
    await release();
  }
}

const pageSize = 4096;

/** Resident memory of a process and all its descendants, summed, in bytes. */
export function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces; fields after its closing paren are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const pid = Number(entry);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
      rss.set(
        pid,
        Number(fs.readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ')[1]) * pageSize,
      );
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Samples a process tree's memory every `intervalMs` and keeps the peak. */
export function watchPeakRss(
  child: ChildProcess,
  intervalMs = 200,
): { peak(): number; stop(): void } {
  let peak = 0;
  const sample = () => {
    if (child.pid !== undefined && child.exitCode === null)
      peak = Math.max(peak, treeRss(child.pid));
  };
  const timer = setInterval(sample, intervalMs);
  sample();
  return { peak: () => peak, stop: () => clearInterval(timer) };
}

export interface Measured {
  wallMs: number;
  /** peak resident memory of the whole process tree (sum, sampled every 200 ms) */
  peakRssBytes: number;
  exitCode: number | null;
  output: string;
}

/** Runs a command to completion, timing it and watching its memory. */
export async function runMeasured(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<Measured> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, FORCE_COLOR: '0', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const memory = watchPeakRss(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  memory.stop();
  return { wallMs: performance.now() - started, peakRssBytes: memory.peak(), exitCode, output };
}

/** Runs a command and fails with its output if it fails. */
export async function runOrThrow(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<Measured> {
  const result = await runMeasured(command, args, options);
  if (result.exitCode !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited with ${result.exitCode}:\n${result.output.slice(-4000)}`,
    );
  }
  return result;
}
