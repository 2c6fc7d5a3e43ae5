/**
 * typedoc-plugins/graphql-package.mts for browser specs. Playwright Test
 * compiles this CommonJS package's TypeScript to CommonJS, which cannot load an
 * .mts ES module ("exports is not defined in ES module scope"), so it is loaded
 * with jiti, as Docusaurus loads the site config. Node tests import the .mts directly.
 */
import jiti from 'jiti';

type GraphqlPackageModule = typeof import('../../typedoc-plugins/graphql-package.mts');

export const { graphqlPackage, previousPackage } = jiti(__filename)(
  '../../typedoc-plugins/graphql-package.mts',
) as GraphqlPackageModule;
