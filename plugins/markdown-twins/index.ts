import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { DocMetadata, LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import { flattenRoutes } from '@docusaurus/utils';

import { exportKindTable } from '../../lib/graphql-package.ts';
import { readManifest, type ApiManifest } from '../../lib/api-manifest.ts';
import { createPageConverter, type PageTwin } from './html-to-markdown';
import {
  llmsFullTxt,
  llmsTxt,
  type LlmsEntry,
  type LlmsHeader,
  type LlmsSection,
} from './llms-txt';
import { twinPath } from './twin-path';

/**
 * After the build, writes a Markdown twin of every page the sitemap lists
 * (`<clean path>.md`, the home page `/index.md`), `/llms.txt` (links to the
 * twins, by docs sidebar) and `/llms-full.txt` (the twins of the sections'
 * own pages in one file). Pages name their twin in a
 * `<link rel="alternate" type="text/markdown">` (src/theme/DocItem/Content),
 * so no HTML is rewritten here: plugins/security-headers.ts reads the final
 * HTML in a postBuild of its own that runs at the same time.
 */
export interface MarkdownTwinsOptions {
  /** The docs instances llms.txt lists, in this order. */
  sections: Array<{
    docsPluginId: string;
    heading: string;
    /**
     * Each top-level category of the sidebar becomes a section of its own
     * (`heading: label`); otherwise categories are listed in place. Only the
     * pages outside such categories go into llms-full.txt.
     */
    categoriesAsSections?: boolean;
    /** Only the top-level sidebar category with this label (with its link page). */
    category?: string;
    /** Leave out the top-level sidebar categories with these labels. */
    exceptCategories?: string[];
  }>;
  /**
   * The API overview's route: the exports without a page of their own (type
   * aliases, variables) are listed as links to their heading in its twin.
   */
  apiOverview: string;
}

type SidebarItem = LoadedVersion['sidebars'][string][number];

interface SectionPages {
  heading: string;
  docs: DocMetadata[];
  /** Whether llms-full.txt holds these pages. */
  full: boolean;
}

/** The docs of sidebar items in order, category link pages first. */
function sidebarDocs(items: SidebarItem[], docsById: Map<string, DocMetadata>): DocMetadata[] {
  return items.flatMap((item): DocMetadata[] => {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = docsById.get(item.id);
      return doc ? [doc] : [];
    }
    if (item.type === 'category') {
      const link = item.link?.type === 'doc' ? docsById.get(item.link.id) : undefined;
      return [...(link ? [link] : []), ...sidebarDocs(item.items, docsById)];
    }
    return [];
  });
}

const isCategory = (item: SidebarItem, labels: string[] | undefined) =>
  item.type === 'category' && labels !== undefined && labels.includes(item.label);

function sectionPages(
  content: LoadedContent,
  {
    heading,
    categoriesAsSections,
    category,
    exceptCategories,
  }: MarkdownTwinsOptions['sections'][number],
): SectionPages[] {
  const version = content.loadedVersions[0]!;
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const items = Object.values(version.sidebars)
    .flat()
    .filter((item) => !isCategory(item, exceptCategories))
    .filter((item) => category === undefined || isCategory(item, [category]));
  if (category !== undefined && items.length === 0)
    throw new Error(`markdown-twins: the sidebar has no top-level category "${category}"`);
  if (!categoriesAsSections) return [{ heading, docs: sidebarDocs(items, docsById), full: true }];
  return [
    {
      heading,
      docs: sidebarDocs(
        items.filter((item) => item.type !== 'category'),
        docsById,
      ),
      full: true,
    },
    ...items.flatMap((item) =>
      item.type === 'category'
        ? [
            {
              heading: `${heading}: ${item.label}`,
              docs: sidebarDocs([item], docsById),
              full: false,
            },
          ]
        : [],
    ),
  ];
}

/** The sitemap's pages: the same routes as @docusaurus/plugin-sitemap (leaf routes, not noindex). */
function sitemapPaths(
  routes: Parameters<typeof flattenRoutes>[0],
  metadata: Record<string, { noIndex: boolean }>,
): string[] {
  return flattenRoutes(routes)
    .map((route) => route.path)
    .filter((routePath) => !metadata[routePath]?.noIndex);
}

async function htmlFileOf(outDir: string, routePath: string): Promise<string> {
  const candidates = routePath.endsWith('.html')
    ? [routePath]
    : [path.join(routePath, 'index.html'), `${routePath.replace(/\/$/, '')}.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (
      await fs.stat(file).then(
        (stat) => stat.isFile(),
        () => false,
      )
    )
      return file;
  }
  throw new Error(`markdown-twins: no HTML file for the sitemap's ${routePath} in ${outDir}`);
}

export default function markdownTwinsPlugin(
  context: LoadContext,
  options: MarkdownTwinsOptions,
): Plugin {
  let sections: SectionPages[] = [];
  return {
    name: 'markdown-twins',

    allContentLoaded({ allContent }) {
      const docsContent = allContent['docusaurus-plugin-content-docs'] ?? {};
      sections = options.sections.flatMap((section) => {
        const content = docsContent[section.docsPluginId] as LoadedContent | undefined;
        if (!content)
          throw new Error(
            `markdown-twins: no docs plugin with id "${section.docsPluginId}" (docusaurus.config.ts)`,
          );
        return sectionPages(content, section);
      });
    },

    async postBuild({ outDir, routes, routesBuildMetadata, siteConfig }) {
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const convert = await createPageConverter();
      const twins = new Map<string, PageTwin>();
      for (const routePath of sitemapPaths(routes, routesBuildMetadata)) {
        const file = await htmlFileOf(outDir, routePath);
        const twin = convert(await fs.readFile(file, 'utf8'), {
          url: siteUrl + routePath,
          file: path.relative(outDir, file),
        });
        await fs.writeFile(path.join(outDir, twinPath(routePath)), twin.markdown);
        twins.set(routePath, twin);
      }

      const twinUrl = (routePath: string) => {
        if (!twins.has(routePath))
          throw new Error(`markdown-twins: llms.txt lists ${routePath}, which has no twin`);
        return siteUrl + twinPath(routePath);
      };
      const entry = (doc: DocMetadata): LlmsEntry => ({
        title: doc.title,
        url: twinUrl(doc.permalink),
        description: doc.description,
      });
      const home = siteConfig.baseUrl;
      const manifest = readManifest(context.siteDir);
      if (!manifest) throw new Error(`markdown-twins: no api-manifest.json in ${context.siteDir}`);
      const fullSections = sections.filter((section) => section.full);
      const header: LlmsHeader = {
        title: siteConfig.title,
        summary: `${siteConfig.tagline}. These docs cover ${manifest.package} ${manifest.version}.`,
        notes: [
          `Each link leads to the Markdown version of a page of ${siteUrl}; the page itself is at the same address without \`.md\`. [llms-full.txt](${siteUrl}${home}llms-full.txt) holds the pages of ${fullSections.map((section) => section.heading).join(' and ')} in one file.`,
        ],
      };
      const listed = new Set<string>();
      await fs.writeFile(
        path.join(outDir, 'llms.txt'),
        llmsTxt(header, [
          ...sections.map((section) => ({
            heading: section.heading,
            // A page filed under two categories of the sidebar is listed under the first.
            entries: section.docs
              .filter((doc) => !listed.has(doc.permalink) && listed.add(doc.permalink))
              .map(entry),
          })),
          ...exportsWithoutPage(
            manifest,
            twins.get(options.apiOverview),
            twinUrl(options.apiOverview),
          ),
          {
            heading: 'Optional',
            entries: [
              {
                title: `${siteConfig.title} home page`,
                url: twinUrl(home),
                description: siteConfig.tagline,
              },
            ],
          },
        ]),
      );
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt(
          {
            ...header,
            notes: [
              `The pages of ${fullSections.map((section) => section.heading).join(' and ')} of ${siteUrl}, in the order of their sidebars, each followed by its address.`,
            ],
          },
          fullSections
            .flatMap((section) => section.docs)
            .map((doc) => ({
              markdown: twins.get(doc.permalink)!.markdown,
              pageUrl: siteUrl + doc.permalink,
            })),
        ),
      );
    },
  };
}

/**
 * The exports documented on the API overview rather than on a page of their
 * own (type aliases, variables), one section per kind, each linked to its
 * heading (the id the overview page gives it) in the overview's twin.
 */
function exportsWithoutPage(
  manifest: ApiManifest,
  overview: PageTwin | undefined,
  overviewUrl: string,
): LlmsSection[] {
  if (!overview) throw new Error(`markdown-twins: no twin for the API overview ${overviewUrl}`);
  return exportKindTable
    .filter((kind) => !kind.hasPage)
    .map((kind) => ({
      heading: `API reference: ${kind.label} (on the overview)`,
      entries: manifest.exports[kind.name].map((name) => {
        const id = overview.headingIds.get(name);
        if (!id)
          throw new Error(
            `markdown-twins: api-manifest.json lists ${name}, which the API overview has no heading for`,
          );
        return { title: name, url: `${overviewUrl}#${id}` };
      }),
    }));
}
