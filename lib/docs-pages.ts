/**
 * What a page under docs/ is to the reader, decided as the docs plugin decides
 * it: its route (`/docs` plus front matter `slug`, else the file's path
 * without extension), its title (front matter `title`, else the first `#`
 * heading, else the file name) and the heading it shows. The API pages' "Used
 * in tutorials" links (typedoc-plugins/sections/used-in-docs.ts) and the tests' expected routes,
 * titles and headings read it here.
 */
import path from 'node:path';
import { parseMarkdownContentTitle } from '@docusaurus/utils';
// Synchronous front matter (gray-matter, as DEFAULT_PARSE_FRONT_MATTER uses), not in the package's index.
import { parseFileContentFrontMatter } from '@docusaurus/utils/lib/markdownUtils.js';

/**
 * `npm run test:samples -- <page.md>…` names the pages whose samples run in this environment
 * variable (docs-relative, comma-separated); otherwise every page's run.
 */
export const samplePagesVariable = 'SAMPLE_PAGES';

/** The docs instance's route base (docusaurus.config.ts `routeBasePath`). */
const docsRouteBase = '/docs';

export interface DocsPage {
  /** docs-relative path with `/` separators, e.g. `tutorials/basic-types.md`. */
  page: string;
  /** e.g. `/docs/tutorials/basic-types`. */
  route: string;
  title: string;
  /** The h1 the page shows: its content's own `#` heading, else the title. */
  heading: string;
  /** The front matter, as gray-matter parsed it. */
  frontMatter: Record<string, unknown>;
}

/** The route and title of the docs page `page` (docs-relative) whose file holds `source`. */
export function docsPage(page: string, source: string): DocsPage {
  const { frontMatter, content } = parseFileContentFrontMatter(source);
  const id = page.replace(/\.mdx?$/, '');
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : `/${id}`;
  // A relative slug is relative to the page's folder, as in the docs plugin.
  const route = `${docsRouteBase}${slug.startsWith('/') ? slug : `/${path.posix.dirname(page)}/${slug}`}`;
  const { contentTitle } = parseMarkdownContentTitle(content);
  const title =
    typeof frontMatter.title === 'string'
      ? frontMatter.title
      : (contentTitle ?? path.posix.basename(id));
  return { page, route, title, heading: contentTitle ?? title, frontMatter };
}
