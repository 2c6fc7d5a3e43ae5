/**
 * The API markdown is regenerated only when what it is made from changes
 * (typedoc-plugins/cached-typedoc.ts): the fingerprint follows every input and
 * ignores the tutorials' prose, and the plugin reuses current markdown but never
 * serves it stale after a plugin changes.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { LoadContext } from '@docusaurus/types';
import cachedTypedoc, {
  apiFingerprint,
  fingerprintFile,
} from '../../typedoc-plugins/docusaurus/cached-typedoc.ts';
import {
  apiReferencePlugins,
  typedocPluginModule,
} from '../../typedoc-plugins/docusaurus/plugins.ts';
import { siteDir, tmpDir } from '../../lib/paths.ts';

type Options = Parameters<typeof apiFingerprint>[1];

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

const page = (imported: string, prose: string) =>
  `---\ntitle: Probe\n---\n\n${prose}\n\n\`\`\`js title="a.js"\nimport { ${imported} } from 'graphql';\n\`\`\`\n`;

describe('the API markdown fingerprint', () => {
  const dir = path.join(tmpDir, 'api-fingerprint');
  fs.rmSync(dir, { recursive: true, force: true });
  writeFiles(dir, {
    'node_modules/graphql/package.json': '{ "version": "99.0.0" }',
    'docs/tutorials/probe.md': page('buildSchema', 'Some prose.'),
    'typedoc/tsconfig.json': '{}',
    'typedoc/plugin.ts': "import { helper } from './helper.ts';\nexport function load() {}\n",
    'typedoc/helper.ts': 'export const helper = 1;\n',
  });
  const options: Options = {
    out: 'api/probe',
    tsconfig: 'typedoc/tsconfig.json',
    plugin: [path.join(dir, 'typedoc/plugin.ts'), 'typedoc-plugin-markdown'],
  };
  const fingerprint = () => apiFingerprint(dir, options);

  it('changes with every input and only with them', async () => {
    const first = await fingerprint();
    assert.equal(await fingerprint(), first, 'the same inputs give the same fingerprint');

    writeFiles(dir, { 'docs/tutorials/probe.md': page('buildSchema', 'Other prose.') });
    assert.equal(await fingerprint(), first, "a tutorial's prose is not an input");

    const changes: [string, () => void][] = [
      [
        'a sample imports another export',
        () => writeFiles(dir, { 'docs/tutorials/probe.md': page('execute', 'x') }),
      ],
      [
        'a module a TypeDoc plugin imports',
        () => writeFiles(dir, { 'typedoc/helper.ts': 'export const helper = 2;\n' }),
      ],
      [
        'the TypeDoc tsconfig',
        () => writeFiles(dir, { 'typedoc/tsconfig.json': '{ "compilerOptions": {} }' }),
      ],
      [
        'the graphql version',
        () => writeFiles(dir, { 'node_modules/graphql/package.json': '{ "version": "17.2.0" }' }),
      ],
      ['an option', () => (options.excludeExternals = true)],
    ];
    const seen = new Set([first]);
    for (const [what, change] of changes) {
      change();
      const next = await fingerprint();
      assert.ok(!seen.has(next), `${what} changes the fingerprint`);
      seen.add(next);
    }
  });
});

describe('the API reference plugin', () => {
  it('generates on a first start, reuses current markdown, regenerates after a plugin changed', async () => {
    const dir = path.join(tmpDir, 'api-markdown-cache');
    fs.rmSync(dir, { recursive: true, force: true });
    const probePlugin = path.join(dir, 'probe-plugin.mjs');
    writeFiles(dir, {
      'probe-plugin.mjs': 'export function load() {}\n',
      'tsconfig.json': JSON.stringify({
        extends: path.join(siteDir, 'typedoc-plugins/tsconfig.typedoc.json'),
        files: [path.join(siteDir, 'tests/fixtures/mdx-hostile/index.d.ts')],
      }),
    });
    const [, siteOptions] = apiReferencePlugins.find(
      (plugin) => Array.isArray(plugin) && plugin[0] === typedocPluginModule,
    ) as [string, Options];
    const options: Options = {
      ...siteOptions,
      entryPoints: [path.join(siteDir, 'tests/fixtures/mdx-hostile/index.d.ts')],
      tsconfig: path.join(dir, 'tsconfig.json'),
      out: path.join(dir, 'api/fixture'),
      docsPath: path.join(dir, 'api'),
      plugin: [...(siteOptions.plugin as string[]), probePlugin],
    };
    const context = { siteDir, siteConfig: {} } as LoadContext;
    const overview = path.join(String(options.out), 'index.md');

    await cachedTypedoc(context, options);
    assert.ok(fs.existsSync(overview), 'a first start generates the markdown');
    assert.equal(
      fs.readFileSync(fingerprintFile(siteDir, options), 'utf8'),
      await apiFingerprint(siteDir, options),
    );

    fs.writeFileSync(overview, 'left by the first start');
    await cachedTypedoc(context, options);
    assert.equal(fs.readFileSync(overview, 'utf8'), 'left by the first start', 'reused');

    fs.writeFileSync(probePlugin, 'export function load() {}\n// changed\n');
    await cachedTypedoc(context, options);
    assert.notEqual(fs.readFileSync(overview, 'utf8'), 'left by the first start', 'regenerated');
  });
});
