import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

// The tutorials in reading order, then the two migration guides (from express-graphql, from graphql 16),
// which readers reach from elsewhere (the home page, the announcement bar) rather than in sequence,
// then the guides: each answers one question in depth, in any order (docs/guides/index.md lists them).
const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'tutorials/index',
    'tutorials/running-an-express-graphql-server',
    'tutorials/graphql-clients',
    'tutorials/basic-types',
    'tutorials/passing-arguments',
    'tutorials/object-types',
    'tutorials/mutations-and-input-types',
    'tutorials/authentication-and-express-middleware',
    {
      type: 'category',
      label: 'Advanced',
      items: ['tutorials/constructing-types', 'tutorials/defer-stream'],
    },
    'tutorials/express-graphql',
    {
      type: 'category',
      label: 'Upgrading from 16',
      link: { type: 'doc', id: 'upgrade-from-16/index' },
      items: [
        'upgrade-from-16/setup-and-imports',
        'upgrade-from-16/execution',
        'upgrade-from-16/errors-and-variables',
        'upgrade-from-16/printing-and-schema-objects',
        'upgrade-from-16/typescript',
        'upgrade-from-16/stricter-validation',
        'upgrade-from-16/deprecated',
        'upgrade-from-16/new-in-17',
      ],
    },
    {
      type: 'category',
      label: 'Guides',
      link: { type: 'doc', id: 'guides/index' },
      items: [
        {
          type: 'category',
          label: 'Schema and execution',
          items: [
            'guides/nullability',
            'guides/interfaces-and-unions',
            'guides/custom-scalars',
            'guides/input-coercion',
            'guides/directives',
            'guides/resolvers',
            'guides/errors',
            'guides/schema-evolution',
            'guides/n-plus-one',
            'guides/operation-limits',
          ],
        },
        {
          type: 'category',
          label: 'In production',
          items: [
            'guides/subscriptions',
            'guides/authorization',
            'guides/pagination',
            'guides/object-identification',
            'guides/testing',
            'guides/typed-resolvers',
            'guides/production',
            'guides/observability',
            'guides/caching',
          ],
        },
      ],
    },
  ],
};

export default sidebars;
