import type { Config, PluginConfig, VcsConfig } from '@docusaurus/types';
import { getVcsPreset } from '@docusaurus/utils';
import type * as Preset from '@docusaurus/preset-classic';

import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';

import fs from 'node:fs';
import path from 'node:path';
import { apiReferencePlugins, apiUsedOnPageOptions } from './typedoc-plugins/docusaurus/plugins';
import { apiRoute } from './lib/api-names';
import { graphqlPackage } from './lib/graphql-package.ts';
import apiUsedOnPage from './plugins/api-used-on-page';
import securityHeadersPlugin from './plugins/security-headers';
import markdownTwinsPlugin from './plugins/markdown-twins';
import firstExamplePlugin from './plugins/first-example';
import generatedModulesPlugin from './plugins/generated-modules';
import codeHighlightPlugin from './plugins/code-highlight';
import tryItPlugin from './plugins/try-it';
import downloadCodePlugin from './plugins/download-code';
import remarkDownloadCode from './plugins/download-code/remark';
import searchRankingPlugin from './plugins/search-ranking';
import slimDocsMetadataPlugin from './plugins/slim-docs-metadata';
import slimMainBundlePlugin from './plugins/slim-main-bundle';
import activeDocsPluginPlugin from './plugins/active-docs-plugin';
import { ssgTemplate } from './plugins/slim-main-bundle/runtime-last';
import remarkTryIt from './plugins/try-it/remark';
import remarkTocLevels, { tableOfContents } from './plugins/toc-levels';
import rehypeHighlightCode, {
  type RehypeHighlightCodeOptions,
} from './plugins/code-highlight/rehype';
import { rehypePageHtmlPlugins } from './plugins/page-html';
import { magicComments } from './plugins/code-highlight/lines';
import { siteDir } from './lib/paths.ts';

/**
 * The repository this site's source lives in, named once: package.json's `repository`
 * (with `directory` when the site is a folder of a larger repository).
 */
function siteRepository(): { owner: string; name: string; url: string; directory: string } {
  const file = path.join(siteDir, 'package.json');
  const { repository } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    repository?: { url?: string; directory?: string };
  };
  const match = /^(?:git\+)?https:\/\/github\.com\/([^/]+)\/([^/]+?)(?:\.git)?$/.exec(
    repository?.url ?? '',
  );
  if (!match)
    throw new Error(
      `${file}: "repository.url" must be the https URL of a GitHub repository, not ${JSON.stringify(repository?.url)}`,
    );
  const [, owner, name] = match;
  const directory = repository?.directory?.replace(/^\/+|\/+$/g, '') ?? '';
  return { owner, name, url: `https://github.com/${owner}/${name}`, directory };
}

const site = siteRepository();

/**
 * The pages' last-update dates: Docusaurus's eager Git reading (one `git log` for the whole
 * repository, what `faster.gitEagerVcs` selects), except that a copy with no Git history gets
 * no date instead of a failed build.
 */
function lastUpdateVcs(): VcsConfig {
  const git = getVcsPreset('default-v2');
  return {
    initialize: (params) => git.initialize(params),
    getFileCreationInfo: (file) => git.getFileCreationInfo(file).catch(() => null),
    getFileLastUpdateInfo: (file) => git.getFileLastUpdateInfo(file).catch(() => null),
  };
}
/** The graphql-js library's repository (from graphql's package.json), not the site's. */
const libraryUrl = graphqlPackage.repositoryUrl;

// DOCUSAURUS_FASTER=false builds with the default bundler (webpack + Babel),
// so `npm run bench` can compare the two in one run.
const defaultBundler = process.env.DOCUSAURUS_FASTER === 'false';

/**
 * Build-time highlighting of every instance's code blocks; then, last, a page with much HTML
 * shown as it is gets it as a module of its own (plugins/page-html.ts).
 */
const highlightedPages = [rehypeHighlightCode, ...rehypePageHtmlPlugins];

// Test builds only (the fixture-pages project of playwright.config.ts): pages that crash, load slowly or
// link with .html endings, served under /__fixtures__/. Never part of the real site.
const fixtureBuild = process.env.SITE_TEST_FIXTURES === '1';
const testFixturePlugins: PluginConfig[] = fixtureBuild
  ? [
      [
        '@docusaurus/plugin-content-pages',
        {
          id: 'test-fixtures',
          path: 'tests/fixtures/pages',
          routeBasePath: '/__fixtures__',
          rehypePlugins: highlightedPages,
        },
      ],
    ]
  : [];

/**
 * The API reference and what reads it, which the fixture build leaves out: no fixture spec opens
 * an API page, and without its hundreds of pages the fixture build takes a fraction of the time.
 */
const siteOnly = (...plugins: PluginConfig[]): PluginConfig[] => (fixtureBuild ? [] : plugins);

const config: Config = {
  title: 'GraphQL.js',
  tagline: 'A reference implementation of GraphQL for JavaScript',
  favicon: 'img/favicon.svg',

  // Where the site is published; override with SITE_URL for a preview host.
  url: process.env.SITE_URL || 'https://graphql-js.org',
  baseUrl: '/',
  // The repository `docusaurus deploy` publishes to GitHub Pages.
  organizationName: site.owner,
  projectName: site.name,
  titleDelimiter: '|',
  noIndex: false,
  staticDirectories: ['static'],
  // Docusaurus's page template with the bundler's runtime as the last script (see the module).
  ssrTemplate: ssgTemplate,
  clientModules: [
    // Viewport prefetches wait for idle time after the page has hydrated.
    './src/clientModules/idle-prefetch.ts',
    // A fragment that is not valid percent-encoding, followed within a page, does not crash it.
    './src/clientModules/malformed-fragment.ts',
  ],

  // Bad input fails the build instead of shipping a broken page.
  // (The fixture build has no API pages, which the navbar and the samples link to.)
  onBrokenLinks: fixtureBuild ? 'ignore' : 'throw',
  onBrokenAnchors: fixtureBuild ? 'ignore' : 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: false,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    // Only the v4 flag that faster.ssgWorkerThreads needs is turned on:
    // `v4: true` would also rename storage keys, forgetting readers' saved choices.
    v4: { removeLegacyPostBuildHeadAttribute: true },
    faster: defaultBundler
      ? false
      : {
          rspackBundler: true,
          rspackPersistentCache: true,
          swcJsMinimizer: true,
          swcHtmlMinimizer: true,
          lightningCssMinimizer: true,
          mdxCrossCompilerCache: true,
          ssgWorkerThreads: true,
          gitEagerVcs: true,
          swcJsLoader: true,
        },
    experimental_vcs: lastUpdateVcs(),
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en' },
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          // "API used on this page": generated from the samples' imports.
          remarkPlugins: [
            [apiUsedOnPage, apiUsedOnPageOptions],
            // Try-it blocks become <TryIt> elements (CONTRIBUTING.md, "Try-it blocks").
            [remarkTryIt, { docsDir: path.join(siteDir, 'docs') }],
            // "Download the code" above a page's first sample file (plugins/download-code).
            [remarkDownloadCode, { docsDir: path.join(siteDir, 'docs') }],
            // The exported table of contents keeps only the levels it lists (plugins/toc-levels).
            remarkTocLevels,
          ],
          // Tutorials and guides say when they last changed, from Git (lastUpdateVcs above).
          showLastUpdateTime: true,
          editUrl: `${site.url}/edit/main/${site.directory ? `${site.directory}/` : ''}`,
          lastVersion: 'current',
          versions: {
            current: { label: 'Next', path: '' },
          },
          // Code blocks are highlighted at build time (plugins/code-highlight), the
          // graphql exports a sample imports linked to their API entries.
          rehypePlugins: [
            [
              rehypeHighlightCode,
              { sampleLinks: apiUsedOnPageOptions } satisfies RehypeHighlightCodeOptions,
            ],
            ...rehypePageHtmlPlugins,
          ],
        },
        pages: { rehypePlugins: highlightedPages },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    generatedModulesPlugin,
    ...siteOnly(...apiReferencePlugins),
    firstExamplePlugin,
    codeHighlightPlugin,
    tryItPlugin,
    downloadCodePlugin,
    // The search box's ranking (lib/search-ranking.ts) in place of the search plugin's.
    searchRankingPlugin,
    // Docs version routes without the titles and descriptions of every doc, which no page reads;
    // the API's global data without its doc list, which only docs navbar items read.
    ...siteOnly((context) => slimDocsMetadataPlugin(context, { mainDocOnly: ['api'] })),
    // What every page loads first, without what only server rendering reads; routes built when used.
    slimMainBundlePlugin,
    // The docs plugin finds a page's docs instance without building ICU's collator.
    activeDocsPluginPlugin,
    securityHeadersPlugin,
    // A Markdown twin of every page, /llms.txt and /llms-full.txt (README, "Markdown twins and llms.txt").
    ...siteOnly((context) =>
      markdownTwinsPlugin(context, {
        sections: [
          { docsPluginId: 'default', heading: 'Tutorials', exceptCategories: ['Guides'] },
          { docsPluginId: 'default', heading: 'Guides', category: 'Guides' },
          { docsPluginId: 'api', heading: 'API reference', categoriesAsSections: true },
        ],
        apiOverview: apiRoute,
      }),
    ),
    ...testFixturePlugins,
  ],
  themes: [
    [
      // Offline search: the index is built with the site and fetched (by a web
      // worker) only once the reader hovers or focuses the search box.
      '@easyops-cn/docusaurus-search-local',
      {
        language: ['en'],
        indexDocs: true,
        indexBlog: false,
        indexPages: false,
        docsRouteBasePath: ['docs', 'api'],
        // Also the index's cache key: the hash covers the markdown in these folders.
        docsDir: ['docs', 'api'],
        // The hash goes into the file name, so the index can be cached for good.
        hashed: 'filename',
        searchResultLimits: 10,
        searchResultContextMaxLength: 60,
        // API pages share headings (Parameters, Returns): show where a hit lives.
        explicitSearchResultPath: true,
        highlightSearchTermsOnTargetPage: true,
        searchBarShortcut: true,
        searchBarShortcutKeymap: 'mod+k',
        searchBarShortcutHint: true,
      } satisfies SearchOptions,
    ],
  ],

  // Read by "Report a problem with this page" (src/theme/DocItem/Footer).
  customFields: {
    newIssueUrl: `${site.url}/issues/new`,
    graphqlVersion: graphqlPackage.version,
  },

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      // A new id shows the bar again to readers who closed an earlier one.
      id: `graphql-${graphqlPackage.version}-upgrade-guide`,
      content: `These docs cover <b>graphql ${graphqlPackage.version}</b>. Coming from 16? Read <a href="/docs/upgrade-from-16">the upgrade guide</a>, or see the <a href="${apiRoute}">API reference</a> for every export.`,
      isCloseable: true,
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    navbar: {
      hideOnScroll: false,
      title: 'GraphQL.js',
      logo: {
        alt: 'GraphQL logo',
        src: 'img/logo.svg',
      },
      items: [
        { type: 'doc', docId: 'tutorials/index', position: 'left', label: 'Tutorial' },
        { to: apiRoute, position: 'left', label: 'API', activeBaseRegex: '^/api/' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          // With a single version Docusaurus renders a plain link; the release
          // notes make the dropdown real and say where older versions are.
          dropdownItemsAfter: [{ href: `${libraryUrl}/releases`, label: 'Release notes' }],
        },
        { type: 'localeDropdown', position: 'right' },
        { href: libraryUrl, position: 'right', label: 'GitHub' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [{ label: 'Tutorial', to: '/docs/tutorials/' }],
        },
        {
          title: 'Community',
          items: [
            { label: 'Code of Conduct', href: 'https://graphql.org/codeofconduct/' },
            {
              label: 'Stack Overflow',
              href: 'https://stackoverflow.com/questions/tagged/graphql-js',
            },
            { label: 'Discord', href: 'https://discord.graphql.org/' },
            { label: 'Twitter', href: 'https://twitter.com/graphql' },
            { label: 'Upcoming Events', href: 'https://graphql.org/community/upcoming-events/' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'GraphQL JS Working Group', href: 'https://github.com/graphql/graphql-js-wg' },
            { label: 'GraphQL Foundation', href: 'https://graphql.org/foundation/' },
            { label: 'GraphQL Spec', href: 'https://spec.graphql.org/' },
          ],
        },
      ],
      logo: {
        alt: 'GraphQL logo',
        src: 'img/logo.svg',
        href: 'https://graphql.org/foundation/',
        width: 48,
        height: 48,
      },
      copyright: 'Copyright © 2023 The GraphQL Foundation. All rights reserved.',
    },
    tableOfContents,
    prism: {
      // Code is coloured at build time by plugins/code-highlight, and by CSS per
      // colour mode. Themes without colours keep CodeBlock from writing Prism's
      // colours inline on each block (where CSS could not switch them).
      theme: { plain: {}, styles: [] },
      darkTheme: { plain: {}, styles: [] },
      magicComments,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
