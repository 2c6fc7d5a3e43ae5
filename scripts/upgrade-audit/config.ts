/**
 * The two graphql packages the audit compares: the documented one and the npm alias of the major
 * below it, as lib/graphql-package.ts reads them from package.json. When the site moves to the
 * next major and keeps an alias of the current one, the same command compares those.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { graphqlPackage, previousPackage, type GraphqlPackage } from '../../lib/graphql-package.ts';
import { siteDir } from '../../lib/paths.ts';

export { siteDir };
export const auditDir = path.dirname(fileURLToPath(import.meta.url));
export const accountedFile = path.join(auditDir, 'accounted.json');

/** The real name of the package; ids and reports use it, never an alias. */
export const canonicalName = graphqlPackage.name;

export type Side = {
  /** The name to import or require: `graphql`, or the alias such as `graphql-16`. */
  name: string;
  /** The installed version, from the package's own package.json. */
  version: string;
  major: number;
  dir: string;
};

const side = (pkg: GraphqlPackage): Side => ({
  name: pkg.installedName,
  version: pkg.version,
  major: Number(pkg.version.split('.')[0]),
  dir: pkg.root,
});

export function sidesUnderAudit(): { old: Side; new: Side } {
  return { old: side(previousPackage), new: side(graphqlPackage) };
}

/** The upgrade guide from the older major, a folder of pages: docs/upgrade-from-16/. */
export function guideDir(old = sidesUnderAudit().old): string {
  return path.join(siteDir, `docs/upgrade-from-${old.major}`);
}
