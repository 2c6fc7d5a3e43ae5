import type { Config, PluginConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';

import { apiReferencePlugins } from './typedoc-plugins/docusaurus';

const repositoryUrl = 'https://github.com/graphql/graphql-js';

// Test builds only (tests/support/fixture-build.ts): pages that crash, load slowly or
// link with .html endings, served under /__fixtures__/. Never part of the real site.
const testFixturePlugins: PluginConfig[] =
  process.env.SITE_TEST_FIXTURES === '1'
    ? [
        [
          '@docusaurus/plugin-content-pages',
          { id: 'test-fixtures', path: 'tests/fixtures/pages', routeBasePath: '/__fixtures__' },
        ],
      ]
    : [];

const config: Config = {
  title: 'GraphQL.js',
  tagline: 'A reference implementation of GraphQL for JavaScript',
  favicon: 'img/favicon.svg',

  // Where the site is published; override with SITE_URL for a preview host.
  url: process.env.SITE_URL ?? 'https://graphql-js.org',
  baseUrl: '/',
  organizationName: 'graphql',
  projectName: 'graphql-js',
  titleDelimiter: '|',
  noIndex: false,
  staticDirectories: ['static'],

  // Bad input fails the build instead of shipping a broken page.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: false,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    // Rspack + SWC. Only the v4 flag that ssgWorkerThreads needs is turned on:
    // `v4: true` would also namespace storage keys, and the spec fixes their names.
    v4: { removeLegacyPostBuildHeadAttribute: true },
    faster: true,
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
          editUrl: `${repositoryUrl}/edit/main/website/`,
          lastVersion: 'current',
          versions: {
            current: { label: 'Next', path: '' },
          },
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [...apiReferencePlugins, ...testFixturePlugins],
  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        indexBlog: false,
        docsRouteBasePath: ['docs', 'api'],
      },
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'graphql-17-1',
      content:
        'These docs cover <b>graphql 17.1.0</b>. See the <a href="/api/graphql-js">API reference</a> for every export.',
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
        { to: '/api/graphql-js', position: 'left', label: 'API', activeBaseRegex: '^/api/' },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { href: repositoryUrl, position: 'right', label: 'GitHub' },
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
            { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/graphql-js' },
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
      copyright: 'Copyright © 2023 The GraphQL Foundation. All rights reserved.',
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['graphql', 'bash', 'json', 'typescript'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
