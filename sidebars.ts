import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

// The tutorials, in reading order: each builds on the one before it.
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
  ],
};

export default sidebars;
