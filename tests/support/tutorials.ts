/**
 * The docs markdown files, read from docs/, as the source of each page's
 * expected route, title and edit-link file name: the tutorials
 * (docs/tutorials/) and any page beside them. Route and title are decided as
 * the site decides them (lib/docs-pages.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { docsPage } from '../../lib/docs-pages.ts';
import { siteDir } from '../../lib/paths.ts';

export interface TutorialFile {
  /** e.g. "basic-types.md" */
  file: string;
  /** docs-relative, e.g. "tutorials/basic-types.md" */
  path: string;
  /** e.g. "/docs/tutorials/basic-types" */
  route: string;
  /** front matter `title`, else the first `# ` heading, else the file id */
  title: string;
}

export const docsDir = path.join(siteDir, 'docs');
export const tutorialsDir = path.join(docsDir, 'tutorials');

/** Every page under docs/, sorted by its docs-relative path. */
export function readDocPages(): TutorialFile[] {
  return fs
    .readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((docPath) => {
      const { route, title } = docsPage(
        docPath,
        fs.readFileSync(path.join(docsDir, docPath), 'utf8'),
      );
      return { file: path.posix.basename(docPath), path: docPath, route, title };
    });
}

/** The pages under docs/tutorials/. */
export function readTutorials(): TutorialFile[] {
  return readDocPages().filter((page) => page.path.startsWith('tutorials/'));
}
