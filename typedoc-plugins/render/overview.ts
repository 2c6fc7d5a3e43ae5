/**
 * The overview page (api/graphql-js/index.md, served at /api/graphql-js), the
 * theme's template for the project page (theme.ts): the package, how to
 * install it, its entry points, then every export grouped by graphql's own
 * @category tags and by kind. Classes, enums, functions and interfaces are
 * one-line rows linking to their pages; type aliases and variables have no
 * page, so their full entry (name, type, description) lives here under the
 * anchor TypeDoc's links point to. Plugins add sections at its end through the
 * `content.end` hook (sections/changes-since-previous.ts).
 */
import fs from 'node:fs';
import ts from 'typescript';
import {
  ReflectionKind,
  type ReflectionCategory,
  type DeclarationReflection,
  type ProjectReflection,
} from 'typedoc';

import { exportKindTable, graphqlPackage } from '../../lib/graphql-package.ts';
import { escapeMdx, escapeText } from './mdx-text.ts';
import { firstSentence } from './page-description.ts';
import type { GraphqlJsThemeContext } from './theme.ts';

const { name: packageName, version: packageVersion } = graphqlPackage;

const kindSections = exportKindTable.map((kind) => ({
  kind: ReflectionKind[kind.typedocKind],
  title: kind.label,
  singular: kind.singular,
}));

/** The overview's markdown. */
export function overviewTemplate(
  context: GraphqlJsThemeContext,
  project: ProjectReflection,
): string {
  const categories = sortedCategories(project);
  const md: string[] = [`# ${packageName} API reference`];
  md.push(context.hook('content.begin', context).join('\n'));
  if (project.comment) md.push(context.partials.comment(project.comment));

  md.push(
    '## Install',
    `This reference documents version ${packageVersion} of the \`${packageName}\` package:`,
    ['```bash', `npm install ${packageName}@${packageVersion}`, '```'].join('\n'),
    'Coming from version 16? The [upgrade guide](/docs/upgrade-from-16) lists every change to check.',
  );

  md.push(
    '## Entry points',
    'Every export is available from the root module; each subpath module also exports the part of the API it is named after.',
    table(
      ['Module', 'Exports', 'Contents'],
      graphqlPackage
        .entryPoints()
        .map((entry) => [
          `\`${entry.specifier}\``,
          String(entry.exportNames.size),
          escapeMdx(packageSummary(entry.declarationFile), { tableCell: true }),
        ]),
    ),
  );

  md.push(
    '## Exports by category',
    `${project.children?.length ?? 0} exports, grouped by the \`@category\` tags of graphql's own documentation.`,
    categories
      .map((category) => {
        const counts = kindSections
          .map(
            ({ kind, title, singular }) =>
              [ofKind(category, kind).length, title, singular] as const,
          )
          .filter(([count]) => count > 0)
          .map(
            ([count, title, singular]) =>
              `${count} ${count === 1 ? singular : title.toLowerCase()}`,
          );
        return `- [${escapeText(category.title)}](#${categoryAnchor(category)}): ${counts.join(', ')}`;
      })
      .join('\n'),
  );

  // A declaration tagged with two categories gets its entry (and anchor) once.
  const entered = new Set<DeclarationReflection>();
  for (const category of categories) {
    md.push(`## ${category.title} {#${categoryAnchor(category)}}`);
    for (const { kind, title } of kindSections) {
      const members = ofKind(category, kind);
      if (members.length === 0) continue;
      md.push(`### ${title} in ${category.title}`);
      const onePerLine: string[] = [];
      for (const member of members) {
        if (context.router.hasOwnDocument(member) || entered.has(member)) {
          onePerLine.push(indexLine(context, member));
          continue;
        }
        if (onePerLine.length > 0) md.push(onePerLine.splice(0).join('\n'));
        entered.add(member);
        md.push(anchoredEntry(context, member));
      }
      if (onePerLine.length > 0) md.push(onePerLine.join('\n'));
    }
  }
  md.push(context.hook('content.end', context).join('\n'));
  return md.join('\n\n');
}

/** One list line: the export's name, linked to its page or anchor, and its first sentence. */
function indexLine(context: GraphqlJsThemeContext, member: DeclarationReflection): string {
  const name = member.isDeprecated() ? `~~${escapeText(member.name)}~~` : escapeText(member.name);
  const summary = summaryOf(member);
  return `- [${name}](${context.urlTo(member)})${summary ? `: ${escapeMdx(summary)}` : ''}`;
}

/**
 * A type alias or variable, which has no page: its anchored heading, its first
 * sentence, and its declaration, inline when it is one short line.
 */
function anchoredEntry(context: GraphqlJsThemeContext, member: DeclarationReflection): string {
  const name = escapeText(member.name);
  const heading = `#### ${member.isDeprecated() ? `~~${name}~~` : name} {#${context.router.getAnchor(member)}}`;
  const summary = summaryOf(member);
  const declaration = context.declarations.text(member);
  const inline =
    declaration && !declaration.includes('\n') && declaration.length <= inlineDeclarationWidth;
  return [
    heading,
    [summary ? escapeMdx(summary) : '', inline ? `\`${declaration}\`` : '']
      .filter(Boolean)
      .join(' '),
    !declaration || inline ? '' : (context.declarations.block(context, member) ?? ''),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Declarations up to this many characters are shown as inline code on the overview. */
const inlineDeclarationWidth = 100;

function summaryOf(member: DeclarationReflection): string | undefined {
  const comment =
    member.comment ?? member.signatures?.find((signature) => signature.comment)?.comment;
  return comment && firstSentence(comment.summary);
}

/** Categories by title, the catch-all "Other" (exports without a tag) last. */
function sortedCategories(project: ProjectReflection): ReflectionCategory[] {
  const categories = [...(project.categories ?? [])];
  const isOther = (c: ReflectionCategory) => c.title === 'Other';
  return categories.sort(
    (a, b) => Number(isOther(a)) - Number(isOther(b)) || a.title.localeCompare(b.title, 'en'),
  );
}

function ofKind(category: ReflectionCategory, kind: ReflectionKind): DeclarationReflection[] {
  return category.children.filter(
    (child): child is DeclarationReflection => child.isDeclaration() && child.kind === kind,
  );
}

function categoryAnchor(category: ReflectionCategory): string {
  return `category-${category.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** The first paragraph of a module's `@packageDocumentation` comment. */
function packageSummary(declarationFile: string): string {
  const text = fs.readFileSync(declarationFile, 'utf8');
  const source = ts.createSourceFile(declarationFile, text, ts.ScriptTarget.Latest, true);
  const first = source.statements[0];
  const docs = first ? ts.getJSDocCommentsAndTags(first) : [];
  const packageDoc = docs.find(
    (doc): doc is ts.JSDoc =>
      ts.isJSDoc(doc) &&
      (doc.tags ?? []).some((tag) => tag.tagName.text === 'packageDocumentation'),
  );
  const comment = ts.getTextOfJSDocComment(packageDoc?.comment) ?? '';
  return comment
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
}

function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
