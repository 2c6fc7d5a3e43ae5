/**
 * The tutorial markdown files, read from docs/tutorials/, as the source of
 * each tutorial's expected route, title and edit-link file name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from './paths.ts';

export interface TutorialFile {
  /** e.g. "basic-types.md" */
  file: string;
  /** e.g. "/docs/tutorials/basic-types" */
  route: string;
  /** front matter `title`, else the first `# ` heading, else the file id */
  title: string;
}

export const tutorialsDir = path.join(siteDir, 'docs/tutorials');

function frontMatterField(frontMatter: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:\\s*(.+?)\\s*$`, 'm').exec(frontMatter);
  return match?.[1].replace(/^(['"])(.*)\1$/, '$2');
}

export function readTutorials(): TutorialFile[] {
  return fs
    .readdirSync(tutorialsDir)
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => {
      const source = fs.readFileSync(path.join(tutorialsDir, file), 'utf8');
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
      const id = file.replace(/\.mdx?$/, '');
      const slug = frontMatterField(frontMatter, 'slug');
      const route = slug ? path.posix.join('/docs', slug) : `/docs/tutorials/${id}`;
      const heading = /^# (.+)$/m.exec(source.slice(frontMatter.length))?.[1];
      return { file, route, title: frontMatterField(frontMatter, 'title') ?? heading ?? id };
    });
}
