import fs from 'node:fs';
import ts from 'typescript';
import {
  ReflectionCategory,
  ReflectionKind,
  type Application,
  type DeclarationReflection,
  type ProjectReflection,
} from 'typedoc';
import {
  MarkdownPageEvent,
  type MarkdownTheme,
  type MarkdownThemeContext,
} from 'typedoc-plugin-markdown';

import { entryPoints, exportKindTable, packageName, packageVersion } from './graphql-package.mts';

/**
 * The overview page (api/graphql-js/index.md, served at /api/graphql-js): the
 * package, how to install it, its entry points, then every export grouped by
 * graphql's own @category tags and by kind. Classes, enums, functions and
 * interfaces are one-line rows linking to their pages; type aliases and
 * variables have no page, so their full entry (name, type, description) lives
 * here under the anchor TypeDoc's links point to.
 */
export function load(app: Application): void {
  // Priority 100: before typedoc-plugin-frontmatter (0) prepends the front matter.
  // (TypeDoc's own `on` is used for the priority; the markdown renderer's typing has none.)
  app.renderer.on(
    MarkdownPageEvent.END,
    (event) => {
      const page = event as unknown as MarkdownPageEvent;
      if (!page.isReflectionEvent() || page.model !== page.project) return;
      const theme = app.renderer.theme as unknown as MarkdownTheme;
      page.contents = renderOverview(theme.getRenderContext(page), page.project);
    },
    100,
  );
}

const kindSections = exportKindTable.map((kind) => ({ kind: ReflectionKind[kind.typedocKind], title: kind.label }));

function renderOverview(context: MarkdownThemeContext, project: ProjectReflection): string {
  const categories = sortedCategories(project);
  const md: string[] = [`# ${packageName} API reference`];
  if (project.comment) md.push(context.partials.comment(project.comment));

  md.push(
    '## Install',
    `This reference documents version ${packageVersion} of the \`${packageName}\` package:`,
    ['```bash', `npm install ${packageName}@${packageVersion}`, '```'].join('\n'),
  );

  md.push(
    '## Entry points',
    'Every export is available from the root module; each subpath module also exports the part of the API it is named after.',
    table(
      ['Module', 'Exports', 'Contents'],
      entryPoints().map((entry) => [
        `\`${entry.specifier}\``,
        String(entry.exportNames.size),
        escapeCell(packageSummary(entry.declarationFile)),
      ]),
    ),
  );

  md.push(
    '## Exports by category',
    `${project.children?.length ?? 0} exports, grouped by the \`@category\` tags of graphql's own documentation.`,
    table(
      ['Category', ...kindSections.map((s) => s.title), 'Total'],
      categories.map((category) => [
        `[${escapeCell(category.title)}](#${categoryAnchor(category)})`,
        ...kindSections.map((s) => String(ofKind(category, s.kind).length || '')),
        String(category.children.length),
      ]),
    ),
  );

  // A declaration tagged with two categories gets its full entry (and anchor) once.
  const entered = new Set<DeclarationReflection>();
  for (const category of categories) {
    md.push(`## ${category.title} {#${categoryAnchor(category)}}`);
    for (const { kind, title } of kindSections) {
      const members = ofKind(category, kind);
      if (members.length === 0) continue;
      md.push(`### ${title} in ${category.title}`);
      if (context.router.hasOwnDocument(members[0])) {
        const group = new ReflectionCategory(title);
        group.children = members;
        md.push(context.partials.groupIndex(group));
        continue;
      }
      for (const member of members) {
        if (entered.has(member)) {
          md.push(`- [${member.name}](#${context.router.getAnchor(member)})`);
        } else {
          entered.add(member);
          md.push(context.partials.memberContainer(member, { headingLevel: 4 }));
        }
      }
    }
  }
  return md.join('\n\n') + '\n';
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
  const packageDoc = docs.find((doc): doc is ts.JSDoc =>
    ts.isJSDoc(doc) && (doc.tags ?? []).some((tag) => tag.tagName.text === 'packageDocumentation'),
  );
  const comment = ts.getTextOfJSDocComment(packageDoc?.comment) ?? '';
  return comment.split(/\n\s*\n/)[0].replace(/\s+/g, ' ').trim();
}

function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Text from a .d.ts, made safe for a markdown table cell in MDX (code spans stay code). */
function escapeCell(text: string): string {
  return text.replace(/[|<>{}]/g, (c) => `\\${c}`);
}
