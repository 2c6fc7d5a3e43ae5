import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { codeBlocks } from '../../lib/samples/code-blocks.ts';
import { extractBlocks } from '../../lib/samples/docs-usage.ts';
import { pageProject } from '../../lib/samples/project-files.ts';
import { archivePath, tabLabel } from '../../lib/samples/archive.ts';

export interface RemarkDownloadCodeOptions {
  /** The docs folder, to name pages as the archives do. */
  docsDir: string;
}

/**
 * A step of the docs' MDX pipeline: a page whose samples form a project gets a
 * `<DownloadCode>` link to its archive (written by ./index.ts) just above the first
 * top-level element that shows one of the project's files.
 */
export default function remarkDownloadCode({ docsDir }: RemarkDownloadCodeOptions) {
  return (tree: Root, file: VFile): void => {
    const page = path.relative(docsDir, file.path).split(path.sep).join('/');
    if (page.startsWith('..')) return;
    const project = pageProject(page, extractBlocks(docsDir, page, String(file.value)));
    if (!project) return;
    const at = tree.children.findIndex((child) =>
      codeBlocks(page, { type: 'root', children: [child] }).some((block) => {
        const title = block.meta.get('title');
        return (
          title &&
          block.meta.get('graphql') !== '16' &&
          project.files.has(path.posix.normalize(title))
        );
      }),
    );
    const element: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'DownloadCode',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'href', value: `/${archivePath(page)}` },
        {
          type: 'mdxJsxAttribute',
          name: 'detail',
          value: `(zip: the page's ${project.files.size} files${project.tab ? `, ${tabLabel(project.tab)} tab` : ''}, with a package.json to run them)`,
        },
      ],
      children: [],
    };
    tree.children.splice(at < 0 ? tree.children.length : at, 0, element);
  };
}
