/** The CPU slowdown `npm run bench` gives Lighthouse for the computer it runs on (scripts/bench/cpu-slowdown.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cpuSlowdownFor, median } from '../scripts/bench/cpu-slowdown.ts';

describe('Lighthouse CPU slowdown calibration', () => {
  it("meets the calculator's anchors: 4x at a benchmark index of 1,533, 3x at 1,300, 2x at 800, 1x at 150", () => {
    assert.deepEqual([1533, 1300, 800, 150].map(cpuSlowdownFor), [4, 3, 2, 1]);
  });

  it('slows a faster computer down more, never below 1x', () => {
    assert.equal(cpuSlowdownFor(2000), 6);
    assert.equal(cpuSlowdownFor(1050), 2.5);
    assert.equal(cpuSlowdownFor(100), 1);
  });

  it('takes the median of the measures, which one outlier does not move', () => {
    assert.equal(median([1500, 400, 1450]), 1450);
    assert.equal(median([1500, 1400, 400, 1450]), 1425);
  });
});
