import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

// The tutorials in reading order, then the two migration guides (from express-graphql, from graphql 16),
// which readers reach from elsewhere (the home page, the announcement bar) rather than in sequence.
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
    'upgrade-from-16',
  ],
};

export default sidebars;
