/**
 * The exports graphql 16 declared with an `@deprecated` note and 17 removed: the
 * API reference lists each as removed, with its replacement. Written here once,
 * from the two packages' declarations, for the node and browser tests to expect.
 */
export const removedIn17 = [
  'getOperationRootType',
  'formatError',
  'printError',
  'assertValidName',
  'isValidNameError',
  'getVisitFn',
];
