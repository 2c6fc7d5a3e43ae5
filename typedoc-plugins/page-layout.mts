/**
 * The order of an API page, so that it starts with the answer: the import line
 * (import-line.mts), the declaration (declarations.mts), the summary, then the
 * long sections. Two changes to typedoc-plugin-markdown's partials:
 *
 * - A function, method or property shows its summary right under its
 *   declaration, and its "Source" line after the summary.
 * - A class or interface page gives, under its summary, a compact member index
 *   (one line per member, linked to its section) before its examples and its
 *   members in full.
 * - A signature's parameters are a list, one line each (name, type, default,
 *   description), not a table: a list reflows on a phone, and costs a page of
 *   many methods a third of a table's elements.
 * - Members are not separated by horizontal rules: the stylesheet draws a rule
 *   above each member's heading (src/css/custom.css), one element fewer each.
 */
import {
  ReflectionKind,
  type Comment,
  type DeclarationReflection,
  type SignatureReflection,
} from 'typedoc';
import type { MarkdownThemeContext } from 'typedoc-plugin-markdown';

import type { GraphqlJsThemeContext } from './theme.mts';

import { escapeText } from './mdx-text.mts';
import { firstSentence } from './page-description.mts';

type Partials = MarkdownThemeContext['partials'];

/** The horizontal rule typedoc-plugin-markdown writes between members. */
const horizontalRule = '***';

export function pageLayoutPartials(
  context: GraphqlJsThemeContext,
  base: Partials,
): Pick<
  Partials,
  'signature' | 'declaration' | 'memberWithGroups' | 'parametersTable' | 'members'
> {
  /** Renders `render()` with the "Source" line moved after the summary paragraph(s) of `comment`. */
  const sourcesAfterSummary = (
    model: DeclarationReflection | SignatureReflection,
    comment: Comment | undefined,
    nested: boolean | undefined,
    render: () => string,
  ): string => {
    // A nested member (of a type literal) has no "Source" line of its own.
    if (nested || !model.sources || context.options.getValue('disableSources')) return render();
    const sources = base.sources(model);
    context.partials.sources = () => '';
    let markdown: string;
    try {
      markdown = render();
    } finally {
      context.partials.sources = base.sources;
    }
    const summary = comment?.summary.length
      ? base.comment(comment, { showSummary: true, showTags: false })
      : '';
    const at = summary ? markdown.indexOf(summary) : -1;
    // Without a summary, the line stays where TypeDoc puts it: under the declaration (which has no blank line).
    const end =
      at >= 0
        ? at + summary.length
        : markdown.indexOf('\n\n') >= 0
          ? markdown.indexOf('\n\n')
          : markdown.length;
    return `${markdown.slice(0, end)}\n\n${sources}${markdown.slice(end)}`;
  };

  return {
    signature: (model, options) =>
      sourcesAfterSummary(
        model,
        options.multipleSignatures ? model.comment : (model.comment ?? model.parent?.comment),
        options.nested,
        () => base.signature(model, options),
      ),

    declaration: (model, options) =>
      sourcesAfterSummary(model, model.comment, options?.nested, () =>
        base.declaration(model, options),
      ),

    parametersTable: (model) => tableAsList(base.parametersTable(model)),

    // typedoc-plugin-markdown joins members and their rules with blank lines.
    members: (model, options) =>
      base.members(model, options).split(`\n\n${horizontalRule}\n\n`).join('\n\n'),

    memberWithGroups: (model, options) => {
      const isPage =
        model === context.page.model &&
        model.kindOf(ReflectionKind.Class | ReflectionKind.Interface);
      if (!isPage) return base.memberWithGroups(model, options);
      const md: string[] = [];
      const declaration = context.declarations.block(context, model);
      if (declaration) md.push(declaration);
      const comment = model.comment;
      if (comment?.summary.length)
        md.push(base.comment(comment, { showSummary: true, showTags: false }));
      if (model.sources && !context.options.getValue('disableSources'))
        md.push(base.sources(model));
      md.push(memberIndex(context, model));
      if (comment?.blockTags.length) {
        md.push(
          base.comment(comment, {
            showSummary: false,
            showTags: true,
            headingLevel: options.headingLevel,
          }),
        );
      }
      // The rest as typedoc-plugin-markdown renders it, without the parts placed above.
      model.comment = undefined;
      const sources = model.sources;
      model.sources = undefined;
      try {
        md.push(base.memberWithGroups(model, options));
      } finally {
        model.comment = comment;
        model.sources = sources;
      }
      return md.filter((part) => part.length > 0).join('\n\n');
    },
  };
}

/**
 * One line per member of a class or interface page, by group (Constructors,
 * Properties, Methods...): its name linked to its section, and its first sentence.
 */
function memberIndex(context: MarkdownThemeContext, model: DeclarationReflection): string {
  const lines: string[] = [];
  for (const group of model.groups ?? []) {
    const members = group.children.filter((child): child is DeclarationReflection =>
      child.isDeclaration(),
    );
    if (members.length === 0) continue;
    lines.push(`**${group.title}**`, '');
    for (const member of members) {
      const anchor = member.kindOf(ReflectionKind.Constructor)
        ? 'constructor'
        : context.router.getAnchor(member);
      const label = member.kindOf(ReflectionKind.Method | ReflectionKind.Constructor)
        ? `${member.name}()`
        : member.name;
      const comment =
        member.comment ??
        member.signatures?.find((signature) => signature.comment)?.comment ??
        member.getSignature?.comment;
      const summary = comment && firstSentence(comment.summary);
      const text = `[${escapeText(label)}](#${anchor})`;
      lines.push(
        `- ${member.isDeprecated() ? `~~${text}~~` : text}${summary ? `: ${context.helpers.getCommentParts([{ kind: 'text', text: summary }])}` : ''}`,
      );
    }
    lines.push('');
  }
  return lines.length > 0 ? lines.join('\n').trimEnd() : '';
}

/**
 * typedoc-plugin-markdown's parameters table (its rows: nested members of an
 * object parameter flattened as `options.name`, optional marks, defaults,
 * descriptions) as a list: `` - `name?`: Type = `default` — description ``.
 */
export function tableAsList(table: string): string {
  // Cells are separated by ` | `; a pipe inside a cell is escaped (`\|`), so it has no space before it.
  const cells = (row: string) =>
    row
      .replace(/^\|\s?|\s?\|$/g, '')
      .split(/\s\|\s/)
      .map((cell) => cell.trim());
  const [header, , ...rows] = table.trim().split('\n');
  if (!header || rows.length === 0) throw new Error(`not a markdown table:\n${table}`);
  const columns = cells(header);
  const column = (name: string) => columns.indexOf(name);
  const [name, type, defaultValue, description] = [
    'Parameter',
    'Type',
    'Default value',
    'Description',
  ].map(column);
  if (name === -1 || type === -1)
    throw new Error(`a parameters table without Parameter and Type columns: ${header}`);
  return rows
    .map((row) => {
      const cell = cells(row);
      const value = defaultValue === -1 ? undefined : cell[defaultValue];
      const text = description === -1 ? undefined : cell[description];
      return [
        `- ${cell[name]}: ${cell[type]}`,
        value && value !== '`undefined`' ? ` = ${value}` : '',
        text && text !== '-' ? ` — ${text}` : '',
      ].join('');
    })
    .join('\n');
}
