/**
 * TypeDoc plugin: what changed since graphql 16, on the pages readers land on.
 *
 * - Under the title of each class/enum/function/interface page: a "New in 17"
 *   badge (16 had no such export), "Changed in 17" with the differences in one
 *   line, or "Unchanged since 16".
 * - At the end of the overview: a "Changes since 16" section with the counts,
 *   the new and changed exports by kind, and each removed export with what to
 *   use instead.
 * - Beside the sidebar TypeDoc writes, the doc ids of new exports
 *   (changes-since-16.json), which api-sidebar.ts turns into a class name.
 *
 * The comparison is api-changes.ts over both packages' declarations.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ReflectionKind,
  RendererEvent,
  type Application,
  type DeclarationReflection,
  type ProjectReflection,
  type Reflection,
} from 'typedoc';
import type { MarkdownThemeContext } from 'typedoc-plugin-markdown';
import type { PageSection } from '../render/page-layout.ts';

import {
  compareApiShapes,
  readApiShape,
  type ApiChanges,
  type Difference,
} from '../../lib/api-changes.ts';
import {
  exportKindInfo,
  exportKindTable,
  graphqlPackage,
  previousPackage,
} from '../../lib/graphql-package.ts';
import { escapeText } from '../render/mdx-text.ts';
import { docId, newExportsFile } from '../../lib/api-names.ts';
import { referencePageDeclaration } from '../render/reference-pages.ts';

const major = (version: string) => version.split('.')[0]!;
const newMajor = major(graphqlPackage.version);
const oldMajor = major(previousPackage.version);

const article = (kind: string) => (/^[aeiou]/i.test(kind) ? 'an' : 'a');
const kindWord = (kind: string) => exportKindInfo(kind).singular;

/**
 * Under an export's title, what changed since the previous major; on the overview, its last
 * section, the lists of new, changed and removed exports (overview.ts fires the hook on the
 * project page). Also writes the new exports' doc ids for the sidebar's "new" tags.
 */
export function changesSincePrevious(app: Application): PageSection {
  /** The comparison of the documented release with graphql 16, computed once, when first needed. */
  let changes: ApiChanges | undefined;
  const changesSince16 = () =>
    (changes ??= compareApiShapes(readApiShape(previousPackage), readApiShape(graphqlPackage)));

  app.renderer.on(RendererEvent.END, (event: RendererEvent) => {
    const ids = changesSince16()
      .added.map(({ name }) => event.project.getChildByName(name))
      .filter(
        (reflection): reflection is Reflection =>
          reflection !== undefined && app.renderer.router!.hasOwnDocument(reflection),
      )
      .map((reflection) => docId(app.renderer.router!.getFullUrl(reflection)));
    fs.writeFileSync(
      path.join(event.outputDirectory, newExportsFile),
      `${JSON.stringify({ new: ids.sort() }, null, 2)}\n`,
    );
  });

  return {
    before: (context) => {
      const declaration = referencePageDeclaration(context.page.model);
      if (!declaration) return '';
      return pageMarker(context, declaration, changesSince16());
    },
    after: (context) =>
      context.page.model === context.page.project
        ? overviewSection(context, context.page.project, changesSince16())
        : '',
  };
}

/** The badge and one line under a page's title. */
function pageMarker(
  context: MarkdownThemeContext,
  declaration: DeclarationReflection,
  changes: ApiChanges,
): string {
  const added = changes.added.find((entry) => entry.name === declaration.name);
  if (added) {
    const replaces = added.replaces.map((name) => `\`${name}\``).join(', ');
    const note = replaces
      ? ` Replaces ${replaces}, which ${oldMajor} deprecated and ${newMajor} removed.`
      : '';
    return `${badge('success', `New in ${newMajor}`)}${note}\n`;
  }
  const changed = changes.changed.find((entry) => entry.name === declaration.name);
  if (changed) {
    const lines = describeDifferences(
      context,
      declaration.project,
      changed.kind,
      changed.differences,
    );
    return `${badge('warning', `Changed in ${newMajor}`)} Since ${previousPackage.version}: ${lines.join('; ')}.\n`;
  }
  return `${badge('secondary', `Unchanged since ${oldMajor}`)} Same ${declaration.kindOf(ReflectionKind.Function) ? 'signature' : 'members'} as in ${previousPackage.version}.\n`;
}

/** Infima's badge, plain server-rendered markup. */
function badge(variant: 'success' | 'warning' | 'secondary', label: string): string {
  return `<span className="badge badge--${variant}">${label}</span>`;
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** Each difference as a short clause; members added (or removed) are gathered into one. */
function describeDifferences(
  context: MarkdownThemeContext,
  project: ProjectReflection,
  kind: string,
  differences: Difference[],
): string[] {
  const parameter = kind === 'class' ? 'constructor parameter' : 'parameter';
  const clauses: string[] = [];
  const added = differences.flatMap((d) => (d.what === 'member-added' ? [code(d.member)] : []));
  const removedParameters = differences.flatMap((d) =>
    d.what === 'parameter-removed' ? [code(d.parameter)] : [],
  );
  const removed = differences.flatMap((d) =>
    d.what === 'member-removed'
      ? [
          `${code(d.member)}${d.replacement ? ` (use ${d.replacement.map((name) => link(context, project, name)).join(', ')})` : ''}`,
        ]
      : [],
  );
  for (const d of differences) {
    if (d.what === 'kind')
      clauses.push(
        `${article(d.before)} ${kindWord(d.before)} in ${oldMajor}, ${article(d.after)} ${kindWord(d.after)} now`,
      );
    else if (d.what === 'overloads') clauses.push(`${d.before} overloads, now ${d.after}`);
    else if (d.what === 'parameter-added')
      clauses.push(
        `new ${parameter} ${code(`${d.parameter}${d.type.startsWith('?') ? '?' : ''}: ${d.type.replace(/^\?/, '')}`)}`,
      );
    else if (d.what === 'parameter-retyped')
      clauses.push(`${parameter} ${code(d.parameter)} was ${code(d.before)}, now ${code(d.after)}`);
    else if (d.what === 'return-type')
      clauses.push(`returned ${code(d.before)}, now ${code(d.after)}`);
    else if (d.what === 'type') clauses.push(`was ${code(d.before)}, now ${code(d.after)}`);
  }
  if (removedParameters.length > 0)
    clauses.push(
      `${parameter}${removedParameters.length === 1 ? '' : 's'} ${removedParameters.join(', ')} removed`,
    );
  if (added.length > 0)
    clauses.push(`${added.length === 1 ? 'new member' : 'new members'} ${added.join(', ')}`);
  if (removed.length > 0)
    clauses.push(`${removed.length === 1 ? 'member' : 'members'} ${removed.join(', ')} removed`);
  return clauses;
}

/** A markdown link to an export or member of the documented package, or its name in code if it has no entry. */
function link(context: MarkdownThemeContext, project: ProjectReflection, name: string): string {
  const reflection = project.getChildByName(name);
  return reflection ? `[${code(name)}](${context.urlTo(reflection)})` : code(name);
}

/**
 * A name in the overview's new and changed lists: a link in plain text, as in
 * the overview's index (a code span in each of ~150 links would double their elements).
 */
function listedName(
  context: MarkdownThemeContext,
  project: ProjectReflection,
  name: string,
): string {
  const reflection = project.getChildByName(name);
  const text = escapeText(name);
  return reflection ? `[${text}](${context.urlTo(reflection)})` : text;
}

/** The overview's "Changes since 16" section. */
function overviewSection(
  context: MarkdownThemeContext,
  project: ProjectReflection,
  { added, changed, removed }: ApiChanges,
): string {
  const byKind = (entries: { name: string; kind: string }[]) =>
    exportKindTable.flatMap(({ name: kind, label }) => {
      const names = entries
        .filter((entry) => entry.kind === kind)
        .map((entry) => listedName(context, project, entry.name));
      return names.length > 0 ? [`**${label}:** ${names.join(', ')}`] : [];
    });
  const md = [
    `## Changes since ${oldMajor} {#changes-since-${oldMajor}}`,
    `Compared with graphql ${previousPackage.version}, version ${graphqlPackage.version} has ${added.length} new exports, ` +
      `${changed.length} changed and ${removed.length} removed. The page of each class, enum, function and interface ` +
      `says so under its title: New in ${newMajor}, Changed in ${newMajor} (with the differences), or Unchanged since ${oldMajor}.`,
    `### New in ${newMajor} {#new-in-${newMajor}}`,
    ...byKind(added),
    `### Changed in ${newMajor} {#changed-in-${newMajor}}`,
    ...byKind(changed),
    `### Removed in ${newMajor} {#removed-in-${newMajor}}`,
    removed
      .map((entry) => {
        const instead =
          entry.replacement.length > 0
            ? `${entry.renamed ? 'renamed to' : 'use'} ${entry.replacement.map((name) => link(context, project, name)).join(' or ')}` +
              `${entry.deprecated !== undefined ? `, as its deprecation in ${oldMajor} announced` : ''}`
            : entry.deprecated !== undefined
              ? `deprecated in ${oldMajor}, with no replacement named`
              : 'removed without a replacement';
        return `- ${code(entry.name)} (${kindWord(entry.kind)}): ${instead}.`;
      })
      .join('\n'),
  ];
  return md.join('\n\n');
}
