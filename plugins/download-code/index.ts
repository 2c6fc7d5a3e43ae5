import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { docsPage } from '../../lib/docs-pages.ts';
import { docsPages, extractBlocks } from '../../lib/samples/docs-usage.ts';
import { pageProject } from '../../lib/samples/project-files.ts';
import {
  archiveFiles,
  archiveFolder,
  archivePath,
  siteVersions,
  zipArchive,
} from '../../lib/samples/archive.ts';

const pluginName = 'download-code';

/** A page's archive: where it is served and its files. */
interface Archive {
  page: string;
  file: string;
  files: Map<string, string>;
}

/**
 * "Download the code": every docs page whose samples form a project gets a zip of exactly the
 * files its sample tests write (lib/samples/project-files.ts), with a package.json and a README,
 * under /downloads/. The archives are decided while the content loads, so that a page whose
 * archive cannot be made fails the build (and `npm start`) naming the page, and written after
 * the build; the pages link to them through ./remark.ts.
 */
export default function downloadCodePlugin(context: LoadContext): Plugin {
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: pluginName,
    getPathsToWatch: () => [path.join(docsDir, '**/*.{md,mdx}')],
    loadContent(): Archive[] {
      const version = siteVersions(context.siteDir);
      const archives: Archive[] = [];
      for (const page of docsPages(docsDir)) {
        try {
          const source = readFileSync(path.join(docsDir, page), 'utf8');
          const project = pageProject(page, extractBlocks(docsDir, page, source));
          if (!project) continue;
          const { route, title } = docsPage(page, source);
          const url = new URL(route, context.siteConfig.url).href;
          archives.push({
            page,
            file: archivePath(page),
            files: archiveFiles(project, { url, title, version }),
          });
        } catch (error) {
          const reason = (error instanceof Error ? error.message : String(error)).replace(
            `docs/${page}: `,
            '',
          );
          throw new Error(
            `docs/${page}: its "Download the code" archive cannot be made: ${reason}`,
            {
              cause: error,
            },
          );
        }
      }
      return archives;
    },
    async postBuild({ content, outDir }) {
      for (const { page, file, files } of content as Archive[]) {
        const target = path.join(outDir, file);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, await zipArchive(archiveFolder(page), files));
      }
    },
  };
}
