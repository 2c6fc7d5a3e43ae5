/**
 * The one place that decides which two graphql packages the audit compares.
 *
 * Both are read from the site's package.json: the newer one is the dependency
 * `graphql`; the older one is the npm alias of graphql one major below it
 * (today `"graphql-16": "npm:graphql@16.x"`). When the site moves to the next
 * major and keeps an alias of the current one, the same command compares those.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const auditDir = path.dirname(fileURLToPath(import.meta.url));
export const siteDir = path.resolve(auditDir, '../..');
export const accountedFile = path.join(auditDir, 'accounted.json');

/** The real name of the package; ids and reports use it, never an alias. */
export const canonicalName = 'graphql';

export type Side = {
  /** The name to import or require: `graphql`, or the alias such as `graphql-16`. */
  name: string;
  /** The installed version, from the package's own package.json. */
  version: string;
  major: number;
  dir: string;
};

function installed(name: string): Side {
  const dir = path.join(siteDir, 'node_modules', name);
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { name, version, major: Number(version.split('.')[0]), dir };
}

export function sidesUnderAudit(): { old: Side; new: Side } {
  const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const specs = { ...pkg.dependencies, ...pkg.devDependencies };
  if (!specs[canonicalName]) throw new Error(`package.json has no dependency "${canonicalName}"`);
  const newer = installed(canonicalName);
  const aliases = Object.entries(specs)
    .filter(([name, spec]) => name !== canonicalName && spec.startsWith(`npm:${canonicalName}@`))
    .map(([name]) => installed(name))
    .filter((side) => side.major < newer.major)
    .sort((a, b) => b.major - a.major);
  if (aliases.length === 0) {
    throw new Error(
      `package.json has no alias "npm:${canonicalName}@…" of a major below ${newer.major}`,
    );
  }
  return { old: aliases[0], new: newer };
}

/** The upgrade guide from the older major: docs/upgrade-from-16.md. */
export function guideFile(old = sidesUnderAudit().old): string {
  return path.join(siteDir, `docs/upgrade-from-${old.major}.md`);
}
