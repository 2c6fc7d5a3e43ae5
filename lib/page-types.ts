/**
 * One page of each type the site has, at its stable routes (API pages at
 * /api/graphql-js/{kind}/{Name}). The quality gates load all of
 * them; the budgets test and the bench weigh the six marked `measured` and
 * two more (weighedPageTypes).
 */
export interface PageType {
  /** a stable key: file names in .bench/, budget entries */
  id: string;
  /** what kind of page it is, for test names and the bench table */
  label: string;
  path: string;
  /** HTTP status the page is served with: every page 200, the 404 page 404 */
  status: 200 | 404;
  /** one of the page types the bench and the budgets measure */
  measured: boolean;
}

export const pageTypes: readonly PageType[] = [
  { id: 'home', label: 'home', path: '/', status: 200, measured: true },
  {
    id: 'tutorials-index',
    label: 'tutorials index',
    path: '/docs/tutorials/',
    status: 200,
    measured: false,
  },
  {
    id: 'tutorial',
    label: 'tutorial',
    path: '/docs/tutorials/defer-stream',
    status: 200,
    measured: true,
  },
  {
    id: 'api-overview',
    label: 'API overview',
    path: '/api/graphql-js',
    status: 200,
    measured: true,
  },
  {
    id: 'api-class',
    label: 'API class',
    path: '/api/graphql-js/class/GraphQLSchema',
    status: 200,
    measured: true,
  },
  {
    id: 'api-function',
    label: 'API function',
    path: '/api/graphql-js/function/execute',
    status: 200,
    measured: true,
  },
  {
    id: 'api-function-new',
    label: 'API function new in 17',
    path: '/api/graphql-js/function/enableDevMode',
    status: 200,
    measured: false,
  },
  {
    id: 'api-enum',
    label: 'API enum',
    path: '/api/graphql-js/enum/Kind',
    status: 200,
    measured: false,
  },
  {
    id: 'api-interface',
    label: 'API interface',
    path: '/api/graphql-js/interface/DocumentNode',
    status: 200,
    measured: false,
  },
  { id: 'search', label: 'search page', path: '/search', status: 200, measured: false },
  { id: 'not-found', label: 'not found', path: '/no/such/page', status: 404, measured: true },
];

export const measuredPageTypes: readonly PageType[] = pageTypes.filter((type) => type.measured);

/**
 * The pages the budgets test weighs and `npm run bench` weighs and scores: the measured types plus
 * the upgrade guide and the heaviest guide. Every tutorial and guide of a build was weighed once
 * (initial JS gzip, HTML, DOM elements): custom-scalars is the heaviest guide on all three;
 * defer-stream (`tutorial`) has the most HTML and DOM of the tutorials and about the heaviest one's
 * JavaScript, so it stands for the heaviest tutorial. Of the upgrade guide's pages, its overview
 * loads the most JavaScript (its prose is light enough to stay in it, plugins/page-html.ts), and
 * each of the others has less HTML and DOM than custom-scalars and less JavaScript than both.
 */
export const weighedPageTypes: readonly Omit<PageType, 'measured'>[] = measuredPageTypes.flatMap(
  (type) =>
    type.id !== 'tutorial'
      ? [type]
      : [
          type,
          {
            id: 'guide',
            label: 'heaviest guide',
            path: '/docs/guides/custom-scalars',
            status: 200,
          },
          { id: 'upgrade', label: 'upgrade guide', path: '/docs/upgrade-from-16', status: 200 },
        ],
);
