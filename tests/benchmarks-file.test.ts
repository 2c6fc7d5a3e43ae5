/**
 * `npm run bench` rewrites the latest figures of BENCHMARKS.md and keeps its
 * history as written, in the tree's Prettier format (so `npm run lint` passes).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import * as prettier from 'prettier';
import { writeBenchmarks, type RunInfo } from '../scripts/bench/report.ts';
import { tmpDir } from '../lib/paths.ts';

const run: RunInfo = {
  startedAt: '2026-01-02T03:04:05.000Z',
  node: 'v24.0.0',
  chromium: 'Chromium 150.0',
  lighthouseRuns: 5,
};
const history = '## History\n\n### 2025-12-01\n\nA build took 80 s, _once_.\n';

describe('BENCHMARKS.md', () => {
  const dir = path.join(tmpDir, 'benchmarks-file');
  const file = path.join(dir, 'BENCHMARKS.md');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });

  it('replaces the latest figures with the run, as tables, and keeps the history as written', async () => {
    fs.writeFileSync(file, `# Benchmarks\n\n## Latest figures\n\nOld figures.\n\n${history}`);
    await writeBenchmarks(file, run, [
      {
        title: 'Production build',
        header: ['', 'default bundler', 'future.faster'],
        rows: [['cold: wall time', '80.0 s', '40.0 s']],
        note: "The stock template's production build took 12.0 s in the same run.",
      },
    ]);
    const text = fs.readFileSync(file, 'utf8');
    assert.doesNotMatch(text, /Old figures/);
    assert.match(text, /Measured 2026-01-02 03:04 UTC .*Node v24\.0\.0, Chromium 150\.0/);
    assert.match(text, /### Production build\n\n\| +\| default bundler \| future\.faster \|/);
    assert.match(text, /\| cold: wall time \| +80\.0 s \| +40\.0 s \|/);
    assert.match(text, /took 12\.0 s in the same run/);
    assert.ok(
      text.endsWith(history),
      'the history (already formatted) is kept as written, at the end',
    );
    const options = await prettier.resolveConfig(file);
    assert.ok(await prettier.check(text, { ...options, filepath: file }), 'Prettier-formatted');
  });

  it('starts the file when there is none', async () => {
    fs.rmSync(file, { force: true });
    await writeBenchmarks(file, run, [{ title: 'Authoring', header: ['', ''], rows: [['a', 1]] }]);
    const text = fs.readFileSync(file, 'utf8');
    assert.match(text, /^# Benchmarks\n/);
    assert.match(text, /### Authoring/);
    assert.doesNotMatch(text, /## History/);
  });
});
