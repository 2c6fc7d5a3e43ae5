/**
 * The CPU slowdown that makes a computer of the given benchmark index (Lighthouse's measure of
 * its speed) stand for the phone of Lighthouse's mobile preset: the Lighthouse team's calculator
 * (https://github.com/patrickhulce/lighthouse-cpu-throttling-calculator, to which
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#cpu-throttling sends
 * readers), whose anchors are 2x at an index of 800, 3x at 1,300 and 4x at 1,533. The preset's
 * fixed 4x on a computer of index 1,000 simulates a phone 1.7 times slower than the one meant,
 * and a shared computer's index can move that much from one minute to the next.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 100) / 100;
}

/** The middle value of `values` (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
