import type { PluginConfig } from '@docusaurus/types';

/**
 * The API reference: TypeDoc renders the pinned graphql package's declarations
 * to markdown under api/graphql-js/, and a second docs instance serves it at /api.
 */
export const apiReferencePlugins: PluginConfig[] = [
  [
    'docusaurus-plugin-typedoc',
    {
      id: 'typedoc-graphql-js',
      entryPoints: ['./node_modules/graphql/index.d.ts'],
      tsconfig: './typedoc-plugins/tsconfig.typedoc.json',
      out: './api/graphql-js',
      readme: 'none',
      excludeExternals: false,
      sanitizeComments: true,
    },
  ],
  [
    '@docusaurus/plugin-content-docs',
    {
      id: 'api',
      path: 'api',
      routeBasePath: 'api',
    },
  ],
];
