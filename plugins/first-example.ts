import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { highlightCodeBlock } from './code-highlight/highlighter';

/** What the home page shows: the example's source and what running it printed. */
export interface FirstExample {
  code: string;
  output: string;
}

/** A code block of the home page: its text, and its lines highlighted at build time. */
export interface HomeCodeBlock {
  code: string;
  highlightedHtml: string;
}

/** The home page's code blocks, read by src/pages/index.tsx from the file this plugin writes. */
export type HomeCode = Record<'install' | 'example' | 'output', HomeCodeBlock>;

/**
 * The plugin's name and the file of HomeCode it writes: together the path src/pages/index.tsx
 * imports, `@generated/first-example/default/home-code.json`.
 */
const firstExamplePluginName = 'first-example';
const homeCodeFile = 'home-code.json';

async function homeCodeBlock(code: string, language: string, file: string): Promise<HomeCodeBlock> {
  return { code, highlightedHtml: await highlightCodeBlock({ code, language, file }) };
}

/** The home page's first example, relative to the site root. */
export const firstExampleFile = 'src/pages/_home/first-example.js';

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
    // Data of the home page's own chunk, not global data (which every page loads).
    async contentLoaded({ content, actions }) {
      const example = content as FirstExample;
      const file = path.join(context.siteDir, firstExampleFile);
      const homeCode: HomeCode = {
        install: await homeCodeBlock('npm install graphql', 'bash', 'src/pages/index.tsx'),
        example: await homeCodeBlock(example.code, 'js', file),
        output: await homeCodeBlock(example.output, 'json', file),
      };
      await actions.createData(homeCodeFile, JSON.stringify(homeCode));
    },
  };
}
