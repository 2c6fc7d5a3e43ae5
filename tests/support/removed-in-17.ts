/**
 * Exports that graphql 16 deprecated and graphql 17 removed (none of them in
 * 17's index.d.ts), written down independently of the site's comparison so
 * that the tests can check what the manifest and the overview report.
 */
export const removedIn17 = [
  'getOperationRootType',
  'formatError',
  'printError',
  'assertValidName',
  'isValidNameError',
  'getVisitFn',
];
