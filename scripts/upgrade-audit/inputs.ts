/**
 * What the parent hands both workers: the subpaths and entry points of the
 * older package (what its users could import), and the schemas and operations
 * found in the docs' samples.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteDir } from './config.ts';

function walk(dir: string, base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return entry.name === 'node_modules' ? [] : walk(path.join(dir, entry.name), relative);
    return [relative];
  });
}

/**
 * Every specifier a user of the older package could write: each file with its
 * extension, each `.js` file without it, each directory with an index, the
 * package itself (''), and package.json.
 */
export function subpathsOf(packageDir: string): { subpaths: string[]; entryPoints: string[] } {
  const subpaths = new Set<string>(['', 'package.json']);
  const entryPoints = new Set<string>(['']);
  for (const file of walk(packageDir)) {
    if (file.endsWith('.js') || file.endsWith('.mjs') || file.endsWith('.cjs')) {
      subpaths.add(file);
      if (file.endsWith('.js')) subpaths.add(file.slice(0, -3));
      const match = /^(.+)\/index\.js$/.exec(file);
      if (match) {
        subpaths.add(match[1]);
        entryPoints.add(match[1]);
      }
    }
  }
  return { subpaths: [...subpaths].sort(), entryPoints: [...entryPoints].sort() };
}

function docsFiles(): string[] {
  const docs = path.join(siteDir, 'docs');
  return walk(docs)
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => path.join('docs', file));
}

/** A sample's id, stable while its text is: `tutorials/basic-types:1a2b3c4d`. */
function sampleId(file: string, text: string): string {
  return `${pageId(file)}:${createHash('sha256').update(text.trim()).digest('hex').slice(0, 8)}`;
}

/** A page's short name for ids: `tutorials/basic-types`. */
function pageId(file: string): string {
  return file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
}

/**
 * SDL given to `buildSchema(` as a template literal without substitutions or
 * as a quoted string, and the operations of ```graphql blocks, from every page.
 */
export function docsCorpus(): {
  docSchemas: { id: string; sdl: string }[];
  docOperations: { id: string; source: string }[];
} {
  const docSchemas: { id: string; sdl: string }[] = [];
  const docOperations: { id: string; source: string }[] = [];
  const seenSdl = new Set<string>();
  for (const file of docsFiles()) {
    const text = readFileSync(path.join(siteDir, file), 'utf8');
    const literal = /buildSchema\(\s*(?:`([^`$]*)`|'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")/g;
    for (const match of text.matchAll(literal)) {
      const sdl = match[1] ?? (match[2] ?? match[3]).replace(/\\(.)/g, '$1');
      if (seenSdl.has(sdl.trim())) continue;
      seenSdl.add(sdl.trim());
      docSchemas.push({ id: sampleId(file, sdl), sdl });
    }
    const seenOperations = new Set<string>();
    for (const match of text.matchAll(/^```graphql[^\n]*\n([\s\S]*?)^```/gm)) {
      const source = match[1];
      // Type system definitions are schemas; the rest are operations.
      if (
        /^\s*(extend\s+)?(type|interface|union|enum|input|scalar|schema|directive)\b/m.test(
          source.replace(/#.*$/gm, ''),
        )
      ) {
        if (!seenSdl.has(source.trim())) {
          seenSdl.add(source.trim());
          docSchemas.push({ id: sampleId(file, source), sdl: source });
        }
      } else if (!seenOperations.has(source.trim())) {
        seenOperations.add(source.trim());
        docOperations.push({ id: sampleId(file, source), source });
      }
    }
  }
  return { docSchemas, docOperations };
}
