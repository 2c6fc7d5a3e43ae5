import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** What the home page shows: the example's source and what running it printed. */
export interface FirstExample {
  code: string;
  output: string;
}

export const firstExamplePluginName = 'first-example';
/** The home page's first example, relative to the site root. */
export const firstExampleFile = 'src/pages/_home/first-example.mjs';

/** Runs the example with the installed graphql package and returns what the page shows. */
export async function runFirstExample(siteDir: string): Promise<FirstExample> {
  const file = path.join(siteDir, firstExampleFile);
  const code = await fs.readFile(file, 'utf8');
  const { stdout } = await promisify(execFile)(process.execPath, [file], { cwd: siteDir });
  return { code: code.trim(), output: stdout.trim() };
}

/**
 * The result under the home page's example is never typed by hand: the build
 * runs the example against the pinned graphql package and the page shows what
 * it printed, so the two cannot drift apart when graphql is upgraded.
 */
export default function firstExamplePlugin(context: LoadContext): Plugin {
  return {
    name: firstExamplePluginName,
    getPathsToWatch: () => [path.join(context.siteDir, firstExampleFile)],
    loadContent: () => runFirstExample(context.siteDir),
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
  };
}
