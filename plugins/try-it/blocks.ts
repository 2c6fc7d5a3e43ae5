/**
 * The try-it blocks of the docs (CONTRIBUTING.md, "Try-it blocks") and the files each runs
 * against: the page's modules it names, and the page files they import, as the page had
 * written them when the block comes (a later block with the same title replaces a file).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { planPage, tryItMeta, tryItModules } from '../../lib/samples/plan.ts';
import { docsPages, extractBlocks } from '../../lib/samples/docs-usage.ts';
import { writtenFile } from '../../lib/samples/project-files.ts';

export interface TryItBlock {
  /** The block's key, `<page>#<n>`: its page and its place among the page's try-it blocks. */
  key: string;
  /** The generated files it imports (relative to the plugin's data folder), one per module named. */
  imports: string[];
}

export interface TryItContent {
  blocks: TryItBlock[];
  /** Generated files by path relative to the plugin's data folder. */
  files: Map<string, string>;
}

export const tryItKey = (page: string, index: number): string => `${page}#${index}`;

// `import … from '…'`, `export … from '…'` and `import '…'` at the start of a line, and `import('…')`.
const importSpecifiers =
  /^[ \t]*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]|^[ \t]*import\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/gm;

/**
 * The page's files that `modules` need, by title. A module may import graphql and other files
 * of the page: it is bundled for the browser, where Node's built-ins and the server packages
 * the samples use do not exist.
 */
function closure(
  where: string,
  modules: string[],
  written: Map<string, { code: string; line: number }>,
): Map<string, string> {
  const needed = new Map<string, string>();
  const queue = [...modules];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (needed.has(file)) continue;
    const block = written.get(file);
    if (!block)
      throw new Error(`${where}: try-it needs ${file}, which no titled block above it writes`);
    needed.set(file, block.code);
    for (const [, ...specifiers] of block.code.matchAll(importSpecifiers)) {
      const specifier = specifiers.find(Boolean)!;
      if (/^graphql(?:\/|$)/.test(specifier)) continue;
      if (!specifier.startsWith('.'))
        throw new Error(
          `${where}: try-it runs ${file} in the browser, where '${specifier}' does not exist: a try-it module imports only graphql and the page's own files (line ${block.line} of the page writes ${file})`,
        );
      queue.push(path.posix.join(path.posix.dirname(file), specifier));
    }
  }
  return needed;
}

/** Every try-it block under `docsDir`, and the files the browser bundle builds them from. */
export function tryItContent(docsDir: string): TryItContent {
  const content: TryItContent = { blocks: [], files: new Map() };
  for (const page of docsPages(docsDir)) {
    const written = new Map<string, { code: string; line: number }>();
    let index = 0;
    for (const step of planPage(extractBlocks(docsDir, page))) {
      const { block } = step;
      const where = `docs/${page}:${block.line}`;
      const file = writtenFile(step);
      if (file?.project === 'page') written.set(file.file, { code: block.code, line: block.line });
      if (!block.meta.has(tryItMeta)) continue;
      if (step.problem) throw new Error(`${where}: ${step.problem}`);
      const modules = tryItModules(block);
      const files = closure(where, modules, written);
      // Blocks that need the same files share one folder, and one chunk in the bundle.
      const hash = createHash('sha256')
        .update(JSON.stringify([...files].sort()))
        .digest('hex')
        .slice(0, 10);
      const folder = `${page.replace(/\.mdx?$/, '')}/${hash}`;
      for (const [file, code] of files) content.files.set(`${folder}/${file}`, code);
      content.blocks.push({
        key: tryItKey(page, index++),
        imports: modules.map((module) => `./${folder}/${module}`),
      });
    }
  }
  return content;
}

/** The registry module: for each block's key, a loader of its modules (each a chunk of its own). */
export function registrySource(blocks: TryItBlock[]): string {
  const entries = blocks.map(
    ({ key, imports }) =>
      `  ${JSON.stringify(key)}: () => Promise.all([${imports.map((file) => `import(${JSON.stringify(file)})`).join(', ')}]),`,
  );
  return `// Written by plugins/try-it: the sample modules of each try-it block.\nexport default {\n${entries.join('\n')}\n};\n`;
}
