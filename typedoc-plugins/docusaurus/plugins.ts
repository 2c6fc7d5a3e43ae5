import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginConfig } from '@docusaurus/types';

import tableCellLabels from '../../plugins/table-cell-labels';
import remarkTocLevels from '../../plugins/toc-levels';
import { graphqlPackage } from '../../lib/graphql-package.ts';
import rehypeHighlightCode from '../../plugins/code-highlight/rehype';
import { rehypePageHtmlPlugins } from '../../plugins/page-html';
import {
  apiContentDir,
  apiPackageSlug,
  apiRouterName,
  apiThemeName,
  exportUrlsFile,
} from '../../lib/api-names';
import type { ApiUsedOnPageOptions } from '../../plugins/api-used-on-page';

// The API docs' Docusaurus side, loaded by Docusaurus with its config (through jiti).

/** This folder, the Docusaurus side; beside it convert/, render/ and sections/ hold the TypeDoc side. */
const docusaurusDir = path.dirname(fileURLToPath(import.meta.url));
const typedocPluginsDir = path.dirname(docusaurusDir);

/**
 * TypeDoc plugins of this site, in load order; append new ones here. Each is
 * a TypeScript ES module that TypeDoc loads with Node's native import(), which strips
 * the types itself.
 */
const typedocPlugins: string[] = [
  'typedoc-plugin-frontmatter',
  // Where each export's page lives, and what TypeDoc reads of it: its kind and its category.
  ...['render/router.ts', 'convert/kinds.ts', 'convert/categories.ts'],
  // The theme, which puts the sections of sections/ in the order render/page-layout.ts lists;
  // each declaration's source line; each page's meta description.
  ...['render/theme.ts', 'convert/source-links.ts', 'render/page-description.ts'],
].map((plugin) => (plugin.endsWith('.ts') ? path.join(typedocPluginsDir, plugin) : plugin));

export { apiContentDir };
const apiOutDir = `./${apiContentDir}/${apiPackageSlug}`;

/** The tutorials' "API used on this page" lists link each export where router.ts routed it. */
export const apiUsedOnPageOptions: ApiUsedOnPageOptions = {
  exportUrlsFile: path.join(typedocPluginsDir, '..', apiOutDir, exportUrlsFile),
};

/**
 * The API reference: TypeDoc renders the pinned graphql package's declarations
 * to markdown under api/graphql-js/, and a second docs instance serves it at /api.
 */
/** docusaurus-plugin-typedoc behind a fingerprint of its inputs (cached-typedoc.ts). */
export const typedocPluginModule = path.join(docusaurusDir, 'cached-typedoc.ts');

export const apiReferencePlugins: PluginConfig[] = [
  [
    typedocPluginModule,
    {
      id: 'typedoc-graphql-js',
      entryPoints: [graphqlPackage.declarationFile],
      tsconfig: './typedoc-plugins/tsconfig.typedoc.json',
      out: apiOutDir,
      docsPath: `./${apiContentDir}`,
      readme: 'none',
      excludeExternals: false,
      // The input is graphql's published declarations: type-checking them finds
      // nothing of ours and costs a few seconds of every build (same output).
      skipErrorChecking: true,
      // JSDoc is made MDX-safe by the site theme (theme.ts), which also covers
      // the text this option misses; on, it would escape that text twice.
      theme: apiThemeName,
      // A deprecated page says so in an admonition under its title (deprecation.ts), not by striking the title.
      strikeDeprecatedPageTitles: false,
      sanitizeComments: false,
      plugin: typedocPlugins,
      router: apiRouterName,
      navigation: { includeCategories: true, includeGroups: true },
      // TypeDoc's default order, except that enum members keep graphql's order.
      sort: [
        'kind',
        'instance-first',
        'enum-member-source-order',
        'alphabetical-ignoring-documents',
      ],
      // Explicit heading ids ({#anchor}) so Docusaurus anchors match TypeDoc's links.
      useCustomAnchors: true,
      // The overview is api/graphql-js/index.md; without a slug Docusaurus would
      // serve it at /api/graphql-js/ (trailing slash) instead of /api/graphql-js.
      // Its table of contents lists the categories only (h2), not every kind in each.
      indexFrontmatter: { slug: `/${apiPackageSlug}`, toc_max_heading_level: 2 },
      // Index rows carry a one-line summary (the overview's class/function/... lists).
      indexFormat: 'table',
      // Signatures show parameter types (each exported type linked); the
      // parameters follow as one table per signature rather than a heading each.
      expandParameters: true,
      parametersFormat: 'table',
      // The declarations live in node_modules, outside any git checkout:
      // source-links.ts maps each to its line in graphql-js's src/ at the release tag.
      disableGit: true,
      basePath: graphqlPackage.root,
      sourceLinkTemplate: graphqlPackage.sourceUrl('{path}', '{line}'),
      locales: { en: { theme_defined_in: 'Source' } },
    },
  ],
  [
    '@docusaurus/plugin-content-docs',
    {
      id: 'api',
      path: apiContentDir,
      routeBasePath: apiContentDir,
      sidebarPath: path.join(docusaurusDir, 'api-sidebar.ts'),
      // Code blocks are highlighted at build time, as in the tutorials; parameter and
      // property tables become labelled stacked rows on a phone (custom.css); then a page with
      // much HTML shown as it is gets it as a module of its own (plugins/page-html.ts).
      remarkPlugins: [remarkTocLevels],
      rehypePlugins: [rehypeHighlightCode, tableCellLabels, ...rehypePageHtmlPlugins],
    },
  ],
];
