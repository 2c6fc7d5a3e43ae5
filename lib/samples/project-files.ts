/**
 * Which files a page's sample project holds, decided once: the sample tests write them
 * (tests/samples/project.ts), the try-it plugin bundles some of them, and the build packs them
 * into the page's "Download the code" archive (./archive.ts).
 */
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type { Block } from './code-blocks.ts';
import { planPage, tabVariants, type Step } from './plan.ts';

/** The project a step's block is written into: the page's own, or its graphql 16 sibling. */
export type ProjectName = 'page' | 'graphql-16';

/**
 * The file a step writes, if any: a titled block that runs or is imported (module, script,
 * server, client), into the graphql 16 project when it is flagged `graphql=16`. Shown-only
 * blocks (`norun`, json, shell, graphql) and blocks that break the convention write nothing.
 */
export function writtenFile(step: Step): { file: string; project: ProjectName } | undefined {
  const title = step.block.meta.get('title');
  if (!title || step.problem) return undefined;
  if (step.kind === 'norun' || step.kind === 'other' || step.kind === 'try-it') return undefined;
  return { file: path.posix.normalize(title), project: step.graphql16 ? 'graphql-16' : 'page' };
}

/** Every module specifier the code imports or re-exports (not text inside strings), in order. */
export const specifiersOf = (code: string): string[] =>
  ts.preProcessFile(code, true, true).importedFiles.map(({ fileName }) => fileName);

/** The npm package a bare specifier names (`graphql-ws/use/ws` → `graphql-ws`), or undefined. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return undefined;
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  return builtinModules.includes(name) ? undefined : name;
}

export interface PageProject {
  /** docs-relative path of the page. */
  page: string;
  /** The tab followed on a page run once per tab: the page's first (default) tab; '' without tabs. */
  tab: string;
  /** The files as the page leaves them (a later block with the same title replaced the earlier). */
  files: Map<string, string>;
  /**
   * The runnable files (scripts, clients, servers), each once, in the order the page runs them
   * first; `changedLater`: the files the page rewrites after it last runs this one, so that run
   * with the files the page ends with, it need not print what the page showed at that run.
   */
  runs: { file: string; server: boolean; changedLater: string[] }[];
  /** The packages the files import, sorted. */
  packages: string[];
  /** What the page shows but the archive leaves out. */
  leftOut: { graphql16: string[]; norun: number; otherTabs: string[] };
}

/**
 * The project of a page as a reader who follows it top to bottom ends with: the files the sample
 * tests write into the page's own project, for its default tab. Undefined when the page writes none.
 */
export function pageProject(page: string, blocks: Block[]): PageProject | undefined {
  const [first, ...others] = tabVariants(blocks);
  const project: PageProject = {
    page,
    tab: first!.tab,
    files: new Map(),
    runs: [],
    packages: [],
    leftOut: { graphql16: [], norun: 0, otherTabs: others.map(({ tab }) => tab) },
  };
  /** For each file, the files present when the page last ran it and the step of that run. */
  const lastRun = new Map<string, { at: number; present: string[] }>();
  /** For each file, the step that last changed its text. */
  const lastChange = new Map<string, number>();
  planPage(first!.blocks).forEach((step, at) => {
    if (step.kind === 'norun') project.leftOut.norun++;
    const written = writtenFile(step);
    if (!written) return;
    if (written.project === 'graphql-16') {
      if (!project.leftOut.graphql16.includes(written.file))
        project.leftOut.graphql16.push(written.file);
      return;
    }
    const code = step.block.code.endsWith('\n') ? step.block.code : `${step.block.code}\n`;
    if (project.files.get(written.file) !== code) lastChange.set(written.file, at);
    project.files.set(written.file, code);
    if (step.kind === 'module') return;
    lastRun.set(written.file, { at, present: [...project.files.keys()] });
    if (!project.runs.some(({ file }) => file === written.file))
      project.runs.push({ file: written.file, server: step.kind === 'server', changedLater: [] });
  });
  for (const run of project.runs) {
    const { at, present } = lastRun.get(run.file)!;
    run.changedLater = present.filter((file) => lastChange.get(file)! > at);
  }
  if (project.files.size === 0) return undefined;
  const packages = new Set<string>();
  for (const [file, code] of project.files) {
    if (/\.[mc]?tsx?$/.test(file)) packages.add('tsx');
    for (const specifier of specifiersOf(code)) {
      const name = packageOf(specifier);
      if (name) packages.add(name);
    }
  }
  project.packages = [...packages].sort();
  return project;
}

/** How a reader runs a file of the project: node, or tsx for TypeScript (as the tests do). */
export const runCommand = (file: string): string =>
  /\.[mc]?tsx?$/.test(file) ? `tsx ${file}` : `node ${file}`;
