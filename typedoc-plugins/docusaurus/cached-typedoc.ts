/**
 * docusaurus-plugin-typedoc, run only when its output would change. The plugin
 * regenerates the API markdown every time Docusaurus starts
 * (https://github.com/typedoc2md/typedoc-plugin-markdown/blob/main/packages/docusaurus-plugin-typedoc/src/plugin.ts),
 * though what it is made from changes only with a release or an edit of our
 * TypeDoc plugins. This wrapper keeps a fingerprint of those inputs beside the
 * generated markdown and runs TypeDoc when it differs or is missing;
 * `docusaurus generate-typedoc` (`npm run api:generate`) always regenerates,
 * and with `--if-changed` only does what starting the site would.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import generateWithTypedoc from 'docusaurus-plugin-typedoc';

import { tutorialUses } from '../../lib/samples/docs-usage.ts';

type TypedocPluginOptions = Parameters<typeof generateWithTypedoc>[1];

/** Packages whose version shapes the markdown, besides plugins named in the options. */
const generatorPackages = [
  'graphql',
  'graphql-16',
  'typescript',
  'typedoc',
  'typedoc-plugin-markdown',
  'docusaurus-plugin-typedoc',
];

/** The fingerprint file, beside the markdown; removed before TypeDoc runs, so a failed run leaves none. */
export function fingerprintFile(siteDir: string, options: TypedocPluginOptions): string {
  return path.resolve(siteDir, String(options.out), '.typedoc-fingerprint');
}

/** A source file and every file it imports by a relative path, each once. */
function localSources(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || !fs.existsSync(entry)) return seen;
  seen.add(entry);
  if (!/\.[mc]?[jt]s$/.test(entry)) return seen;
  const source = fs.readFileSync(entry, 'utf8');
  for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const target = path.resolve(path.dirname(entry), specifier!);
    const candidates = [target, `${target}.ts`, `${target}.ts`, `${target}/index.ts`];
    const file = candidates.find((candidate) =>
      fs.statSync(candidate, { throwIfNoEntry: false })?.isFile(),
    );
    if (file) localSources(file, seen);
  }
  return seen;
}

function packageVersion(siteDir: string, name: string): string {
  const manifest = path.join(siteDir, 'node_modules', name, 'package.json');
  return fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version
    : 'absent';
}

/**
 * What the API markdown is made from: the options, the versions of graphql,
 * graphql 16 and the generators, the source of every local TypeDoc plugin and
 * what it imports, the TypeDoc tsconfig, and the tutorials' imports of graphql
 * (the "Used in tutorials" lists), not the tutorials' prose.
 */
export async function apiFingerprint(
  siteDir: string,
  options: TypedocPluginOptions,
): Promise<string> {
  const hash = crypto.createHash('sha256');
  const add = (label: string, value: string) => hash.update(`${label}\0${value}\0`);
  add('options', JSON.stringify(options));
  const plugins = (options.plugin ?? []) as string[];
  for (const name of [...generatorPackages, ...plugins.filter((p) => !path.isAbsolute(p))]) {
    add(`version ${name}`, packageVersion(siteDir, name));
  }
  const sources = new Set<string>([path.resolve(siteDir, String(options.tsconfig))]);
  for (const plugin of plugins.filter((p) => path.isAbsolute(p))) localSources(plugin, sources);
  localSources(fileURLToPath(import.meta.url), sources);
  for (const file of [...sources].sort()) {
    add(`source ${path.relative(siteDir, file)}`, fs.readFileSync(file, 'utf8'));
  }
  // A site without tutorials (a test's fixture site) has none to list.
  if (fs.existsSync(path.join(siteDir, 'docs')))
    add('tutorial imports', JSON.stringify([...(await tutorialUses(siteDir))]));
  return hash.digest('hex');
}

/** The API reference's TypeDoc plugin for Docusaurus, skipping TypeDoc when the markdown is current. */
export default async function cachedTypedoc(
  context: LoadContext,
  options: TypedocPluginOptions,
): Promise<Plugin> {
  const stamp = fingerprintFile(context.siteDir, options);
  let generatedNow = false;
  const generate = async (fingerprint: string) => {
    fs.rmSync(stamp, { force: true });
    await generateWithTypedoc(context, options);
    fs.writeFileSync(stamp, fingerprint);
    generatedNow = true;
  };

  const fingerprint = await apiFingerprint(context.siteDir, options);
  const current = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : undefined;
  if (current !== fingerprint) await generate(fingerprint);

  return {
    name: 'cached-typedoc',
    extendCli(cli) {
      cli
        .command('generate-typedoc')
        .description('Regenerate the API markdown with TypeDoc, whether or not its inputs changed.')
        .option('--if-changed', 'only when its inputs changed since it was last generated')
        .action(async ({ ifChanged }: { ifChanged?: boolean }) => {
          if (!generatedNow && !ifChanged)
            await generate(await apiFingerprint(context.siteDir, options));
        });
    },
  };
}
