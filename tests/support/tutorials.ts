/**
 * The docs markdown files, read from docs/, as the source of each page's
 * expected route, title and edit-link file name: the tutorials
 * (docs/tutorials/) and the pages beside them (the upgrade guide).
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from './paths.ts';

export interface TutorialFile {
  /** e.g. "basic-types.md" */
  file: string;
  /** docs-relative, e.g. "tutorials/basic-types.md" or "upgrade-from-16.md" */
  path: string;
  /** e.g. "/docs/tutorials/basic-types" */
  route: string;
  /** front matter `title`, else the first `# ` heading, else the file id */
  title: string;
}

export const docsDir = path.join(siteDir, 'docs');
export const tutorialsDir = path.join(docsDir, 'tutorials');

function frontMatterField(frontMatter: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:\\s*(.+?)\\s*$`, 'm').exec(frontMatter);
  return match?.[1].replace(/^(['"])(.*)\1$/, '$2');
}

/** Every page under docs/, sorted by its docs-relative path. */
export function readDocPages(): TutorialFile[] {
  return fs
    .readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((docPath) => {
      const source = fs.readFileSync(path.join(docsDir, docPath), 'utf8');
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
      const id = docPath.replace(/\.mdx?$/, '');
      const slug = frontMatterField(frontMatter, 'slug');
      const route = slug ? path.posix.join('/docs', slug) : `/docs/${id}`;
      const heading = /^# (.+)$/m.exec(source.slice(frontMatter.length))?.[1];
      return {
        file: path.posix.basename(docPath),
        path: docPath,
        route,
        title: frontMatterField(frontMatter, 'title') ?? heading ?? id,
      };
    });
}

/** The pages under docs/tutorials/. */
export function readTutorials(): TutorialFile[] {
  return readDocPages().filter((page) => page.path.startsWith('tutorials/'));
}
