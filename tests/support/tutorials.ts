/**
 * The tutorial markdown files, read from docs/tutorials/, as the source of
 * each tutorial's expected route, title and edit-link file name. Route and
 * title are decided as the site decides them (plugins/docs-pages.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { docsPage } from '../../plugins/docs-pages.ts';
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

export function readTutorials(): TutorialFile[] {
  return fs
    .readdirSync(tutorialsDir)
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => {
      const source = fs.readFileSync(path.join(tutorialsDir, file), 'utf8');
      const { route, title } = docsPage(`tutorials/${file}`, source);
      return { file, route, title };
    });
}
