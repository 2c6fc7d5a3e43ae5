/**
 * api-manifest.json: the committed summary of the documented graphql API
 * (version, names per kind, deprecated names, what is new, changed and
 * removed since the previous major release), so that a release bump shows
 * its API diff in review. Written by `npm run api:update`, checked by
 * tests/api/manifest.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

import { compareApiShapes, readApiShape } from './api-changes.ts';
import {
  exportKinds,
  GraphqlPackage,
  namesByKind,
  previousPackage,
  type ExportKind,
} from './graphql-package.ts';

export interface ApiManifest {
  package: 'graphql';
  version: string;
  exports: Record<ExportKind, string[]>;
  deprecated: string[];
  /** What the API pages mark as new, changed and removed since the previous major release (graphql-16). */
  changesSince: { version: string; added: string[]; changed: string[]; removed: string[] };
}

export function manifestPath(siteDir: string): string {
  return path.join(siteDir, 'api-manifest.json');
}

/** The manifest the installed graphql package calls for (read afresh: api:update calls it after an install). */
export function computeManifest(pkg = new GraphqlPackage()): ApiManifest {
  const exports = pkg.exports();
  return {
    package: 'graphql',
    version: pkg.version,
    exports: namesByKind(exports),
    deprecated: exports.filter((e) => e.deprecated).map((e) => e.name),
    changesSince: changesSincePrevious(pkg),
  };
}

/** The comparison the API pages show (typedoc-plugins/sections/changes-since-previous.ts), as three sorted name lists. */
function changesSincePrevious(pkg: GraphqlPackage): ApiManifest['changesSince'] {
  const changes = compareApiShapes(readApiShape(previousPackage), readApiShape(pkg));
  const names = (entries: { name: string }[]) =>
    entries.map((entry) => entry.name).sort((a, b) => a.localeCompare(b, 'en'));
  return {
    version: previousPackage.version,
    added: names(changes.added),
    changed: names(changes.changed),
    removed: names(changes.removed),
  };
}

export function readManifest(siteDir: string): ApiManifest | undefined {
  const file = manifestPath(siteDir);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

export function writeManifest(siteDir: string, manifest: ApiManifest): void {
  fs.writeFileSync(manifestPath(siteDir), `${JSON.stringify(manifest, null, 2)}\n`);
}

export interface ManifestDiff {
  added: string[];
  removed: string[];
  changedKind: string[];
  newlyDeprecated: string[];
  noLongerDeprecated: string[];
}

/** What changed between two manifests, each entry readable as is ("execute (function)"). */
export function diffManifests(before: ApiManifest | undefined, after: ApiManifest): ManifestDiff {
  const kindsOf = (m: ApiManifest | undefined) =>
    new Map(
      exportKinds.flatMap((kind) => (m?.exports[kind] ?? []).map((name) => [name, kind] as const)),
    );
  const old = kindsOf(before);
  const now = kindsOf(after);
  const label = (name: string, kind: ExportKind | undefined) => `${name} (${kind})`;
  const wasDeprecated = new Set(before?.deprecated ?? []);
  const isDeprecated = new Set(after.deprecated);
  return {
    added: [...now].filter(([name]) => !old.has(name)).map(([name, kind]) => label(name, kind)),
    removed: [...old].filter(([name]) => !now.has(name)).map(([name, kind]) => label(name, kind)),
    changedKind: [...now]
      .filter(([name, kind]) => old.has(name) && old.get(name) !== kind)
      .map(([name, kind]) => `${name} (${old.get(name)} -> ${kind})`),
    newlyDeprecated: after.deprecated.filter((name) => !wasDeprecated.has(name)),
    noLongerDeprecated: [...wasDeprecated].filter(
      (name) => now.has(name) && !isDeprecated.has(name),
    ),
  };
}
