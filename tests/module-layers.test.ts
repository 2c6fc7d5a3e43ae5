/**
 * The repository's layers (README, "Folder map"): the site and the scripts may import the shared
 * modules of lib/, never the tests; the site never imports scripts/; lib/ imports only itself. One
 * module system: no .mts/.cts file and no package.json below the root.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { siteDir } from '../lib/paths.ts';

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: siteDir,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(siteDir, file)));

type Layer = 'site' | 'scripts' | 'lib' | 'tests' | 'other';

function layerOf(file: string): Layer {
  const top = file.split('/')[0]!;
  if (['src', 'plugins', 'typedoc-plugins', 'docusaurus.config.ts', 'sidebars.ts'].includes(top))
    return 'site';
  if (top === 'scripts' || top === 'lib' || top === 'tests') return top;
  return 'other';
}

/** What each layer may not import. */
const forbidden: Record<Layer, Layer[]> = {
  site: ['tests', 'scripts', 'other'],
  scripts: ['tests', 'other'],
  lib: ['site', 'scripts', 'tests', 'other'],
  tests: [],
  other: [],
};

/** The relative imports of a TypeScript file, as the compiler reads them (imports, exports, import()). */
function relativeImports(file: string): string[] {
  const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((ref) => ref.fileName)
    .filter((name) => name.startsWith('.'));
}

describe('module layers', () => {
  it('no file of the site, the scripts or lib/ imports a layer it may not', () => {
    const problems: string[] = [];
    for (const file of tracked.filter((f) => /\.tsx?$/.test(f) && !f.startsWith('docs/'))) {
      const from = layerOf(file);
      for (const specifier of relativeImports(file)) {
        const target = path.relative(siteDir, path.resolve(siteDir, path.dirname(file), specifier));
        const to = layerOf(target);
        if (forbidden[from].includes(to))
          problems.push(`${file} (${from}) imports ${specifier} (${to})`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('every module is .ts or .tsx: no .mts, .cts or nested package.json', () => {
    const strays = tracked.filter(
      (file) =>
        /\.(mts|cts)$/.test(file) ||
        (path.basename(file) === 'package.json' &&
          file !== 'package.json' &&
          !file.startsWith('tests/fixtures/')),
    );
    assert.deepEqual(strays, []);
    const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
    assert.equal(pkg.type, 'module');
  });
});
