/**
 * A page's "Download the code" archive: its sample project (./project-files.ts) with a
 * package.json that pins what the files import to the site's own versions and names each
 * runnable file as an npm script, and a README that says how to install and run it.
 */
import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import type { PageProject } from './project-files.ts';
import { runCommand } from './project-files.ts';

/** Where a page's archive is served, relative to the site's root: `downloads/tutorials/basic-types.zip`. */
export const archivePath = (page: string): string => `downloads/${page.replace(/\.mdx?$/, '')}.zip`;

/** The folder the archive unpacks to: the page's file name, e.g. `basic-types`. */
export const archiveFolder = (page: string): string =>
  path.posix.basename(page.replace(/\.mdx?$/, ''));

/** The exact version of each package the site installs, from its package.json, else its lockfile. */
export function siteVersions(siteDir: string): (name: string) => string | undefined {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8'));
  const manifest = read('package.json') as Record<string, Record<string, string> | undefined>;
  const lock = read('package-lock.json') as { packages: Record<string, { version?: string }> };
  return (name) => {
    const declared = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name];
    if (declared && /^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(declared)) return declared;
    return lock.packages[`node_modules/${name}`]?.version;
  };
}

/** How a page names the tabs of its SDL/Code pairs (CONTRIBUTING.md, "Edit a tutorial or a guide"). */
export const tabLabel = (tab: string): string => ({ sdl: 'SDL', code: 'Code' })[tab] ?? tab;

/** The npm script that runs `file`: its name without extension (`first-query.js` → `first-query`). */
const scriptName = (file: string) => file.replace(/\.[mc]?[jt]sx?$/, '');

/** The files of the archive beside the page's own: package.json and README.md. */
export function archiveFiles(
  project: PageProject,
  {
    url,
    title,
    version,
  }: { url: string; title: string; version: (name: string) => string | undefined },
): Map<string, string> {
  const where = `docs/${project.page}`;
  for (const file of ['package.json', 'README.md'])
    if (project.files.has(file))
      throw new Error(`${where}: a sample writes ${file}, which the archive writes itself`);
  const dependencies: Record<string, string> = {};
  for (const name of project.packages) {
    const pinned = version(name);
    if (!pinned)
      throw new Error(
        `${where}: its samples import ${name}, which the site does not install: no version to pin in its archive`,
      );
    dependencies[name] = pinned;
  }
  const scripts = Object.fromEntries(
    project.runs.map(({ file }) => [scriptName(file), runCommand(file)]),
  );
  const packageJson = {
    name: archiveFolder(project.page),
    private: true,
    type: 'module',
    description: `The code of "${title}", ${url}`,
    scripts,
    dependencies,
  };
  const [first] = project.runs;
  const notes = [
    project.tab &&
      `The code follows the page's ${tabLabel(project.tab)} tabs (${project.leftOut.otherTabs.map(tabLabel).join(', ')} left out).`,
    project.leftOut.graphql16.length > 0 &&
      `Left out: what the page runs on graphql 16 (${project.leftOut.graphql16.join(', ')}).`,
    project.leftOut.norun > 0 &&
      `Left out: ${project.leftOut.norun} fragment(s) the page shows but does not run.`,
    // The archive holds each file as the page leaves it: an earlier run sees the later files.
    ...project.runs
      .filter(({ changedLater }) => changedLater.length > 0)
      .map(
        ({ file, changedLater }) =>
          `The page changes ${changedLater.join(', ')} after it runs \`${runCommand(file)}\`: with the files as the page leaves them, that run may print something else.`,
      ),
  ].filter(Boolean);
  const readme = [
    `Install: \`npm install\` (Node 22 or later)`,
    first
      ? `Run: \`${runCommand(first.file)}\` and each file in the page's order (\`npm run\` lists them)`
      : 'Run: the files are modules the page imports; `npm run` lists none',
    `Page: ${url}`,
    ...(notes.length > 0 ? ['', ...notes] : []),
  ];
  const files = new Map(project.files);
  files.set('package.json', `${JSON.stringify(packageJson, null, 2)}\n`);
  files.set('README.md', `${readme.join('\n')}\n`);
  return files;
}

// A fixed date for every entry: the same page gives the same archive, build after build.
const entryDate = new Date(Date.UTC(2020, 0, 1));

/** The zip of the files, under the page's folder. */
export async function zipArchive(folder: string, files: Map<string, string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [file, code] of [...files].sort(([a], [b]) => a.localeCompare(b)))
    zip.file(`${folder}/${file}`, code, { date: entryDate });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
}
