/**
 * The order of an API page, so that it starts with the answer, in one place: the sections this
 * site adds around TypeDoc's rendering (`pageSections`: what changed since the previous major,
 * the deprecation notice, the import line; after the content, the tutorials that import it and
 * the exports that use it), then the declaration (declarations.ts), the summary and the long
 * sections. The theme's render context (theme.ts) takes these partials in
 * place of typedoc-plugin-markdown's, each rendering from TypeDoc's models:
 *
 * - A function, method or property shows its summary right under its
 *   declaration, and its "Source" line after the summary (`signature`,
 *   `declaration`).
 * - A class or interface page gives, under its summary, a compact member index
 *   (one line per member, linked to its section) before its examples and its
 *   members in full (`memberWithGroups`).
 * - A signature's parameters are a list, one line each (name, type, default,
 *   description), not a table: a list reflows on a phone, and costs a page of
 *   many methods a third of a table's elements.
 * - Members are not separated by horizontal rules: the stylesheet draws a rule
 *   above each member's heading (src/css/custom.css), one element fewer each
 *   (`members`).
 *
 * The partials follow the structure of typedoc-plugin-markdown 4.14's own
 * (dist/theme/context/partials/member.*.js), calling its partials and helpers
 * for every piece they do not change.
 */
import {
  ArrayType,
  i18n,
  IntersectionType,
  ReflectionKind,
  ReflectionType,
  UnionType,
  type Application,
  type Comment,
  type DeclarationReflection,
  type ParameterReflection,
} from 'typedoc';
import type { MarkdownApplication, MarkdownThemeContext } from 'typedoc-plugin-markdown';
import { changesSincePrevious } from '../sections/changes-since-previous.ts';
import { deprecationNotice } from '../sections/deprecation.ts';
import { importLine } from '../sections/import-line.ts';
import { usedInTutorials } from '../sections/used-in-docs.ts';
import { usedBy } from '../sections/used-by.ts';

import { escapeText } from './mdx-text.ts';
import { firstSentence } from './page-description.ts';
import type { GraphqlJsThemeContext } from './theme.ts';

/** A section this site adds to an API page: markdown above TypeDoc's content, below it, or both. */
export interface PageSection {
  before?(context: MarkdownThemeContext): string;
  after?(context: MarkdownThemeContext): string;
}

/**
 * The added sections in page order; each is made once per TypeDoc application. Above the
 * declaration: changes since the previous major, deprecation, import line. Below everything:
 * changes since the previous major (on the overview only), used in tutorials, used by.
 */
const pageSections: Array<(app: Application) => PageSection> = [
  changesSincePrevious,
  deprecationNotice,
  importLine,
  usedInTutorials,
  usedBy,
];

/** Puts the added sections on every page through the theme's `content.begin`/`content.end` hooks. */
export function addPageSections(app: Application): void {
  const sections = pageSections.map((create) => create(app));
  const hooks = (app as MarkdownApplication).renderer.markdownHooks;
  // One listener per hook, joined as the templates join several listeners' output.
  hooks.on('content.begin', (context) =>
    sections.flatMap((section) => (section.before ? [section.before(context)] : [])).join('\n'),
  );
  hooks.on('content.end', (context) =>
    sections.flatMap((section) => (section.after ? [section.after(context)] : [])).join('\n'),
  );
}

type Partials = MarkdownThemeContext['partials'];

/** typedoc-plugin-markdown's "Union Members" title, one of its own strings, which TypeDoc's typing of `i18n` does not list. */
const unionMembersTitle = () =>
  (i18n as unknown as { theme_union_members(): string }).theme_union_members();

/** A markdown heading; like typedoc-plugin-markdown's, at most level 6. */
export function heading(level: number, text: string): string {
  return `${'#'.repeat(Math.min(level, 6))} ${text}`;
}

/**
 * A member's summary and its "Source" line: the summary first when there is
 * one, else the line right under the declaration, where TypeDoc puts it.
 * `between` goes after the summary's place in TypeDoc's order (a
 * declaration's documents come before its summary).
 */
function summaryAndSources(
  comment: Comment | undefined,
  summary: string | undefined,
  sources: string | undefined,
  between: string[] = [],
): string[] {
  const parts = (list: Array<string | undefined>) =>
    list.filter((part): part is string => part !== undefined);
  return sources !== undefined && comment?.summary.length
    ? parts([...between, summary, sources])
    : parts([sources, ...between, summary]);
}

export function pageLayoutPartials(
  context: GraphqlJsThemeContext,
  base: Partials,
): Pick<Partials, 'signature' | 'declaration' | 'memberWithGroups' | 'members'> {
  const partials = () => context.partials;
  const showSources = (model: { sources?: unknown[] }, nested?: boolean) =>
    !nested && Boolean(model.sources) && !context.options.getValue('disableSources');
  const showParameters = () => context.options.getValue('parametersFormat') !== 'none';

  /** A type parameters section, in the format the options choose. */
  const typeParameters = (
    model: NonNullable<DeclarationReflection['typeParameters']>,
    headingLevel: number,
  ): string[] => [
    heading(headingLevel, ReflectionKind.pluralString(ReflectionKind.TypeParameter)),
    context.helpers.useTableFormat('parameters')
      ? partials().typeParametersTable(model)
      : partials().typeParametersList(model, { headingLevel }),
  ];

  return {
    signature: (model, options) => {
      const p = partials();
      const headingLevel = options.headingLevel;
      const comment = options.multipleSignatures
        ? model.comment
        : (model.comment ?? model.parent?.comment);
      const md: string[] = [];
      if (!options.hideTitle) md.push(p.signatureTitle(model, { accessor: options.accessor }));
      md.push(
        ...summaryAndSources(
          comment,
          comment && p.comment(comment, { headingLevel, showTags: false, showSummary: true }),
          showSources(model, options.nested) ? p.sources(model) : undefined,
        ),
      );
      if (!options.multipleSignatures && model.parent?.documents)
        md.push(p.documents(model.parent, { headingLevel }));
      if (
        model.typeParameters?.length &&
        model.kind !== ReflectionKind.ConstructorSignature &&
        showParameters()
      )
        md.push(...typeParameters(model.typeParameters, headingLevel));
      if (model.parameters?.length && showParameters()) {
        md.push(
          heading(headingLevel, ReflectionKind.pluralString(ReflectionKind.Parameter)),
          parameterList(context, model.parameters),
        );
      }
      if (model.type) md.push(p.signatureReturns(model, { headingLevel }));
      if (comment)
        md.push(p.comment(comment, { headingLevel, showTags: true, showSummary: false }));
      md.push(p.inheritance(model, { headingLevel }));
      return md.join('\n\n');
    },

    declaration: (model, options = { headingLevel: 2, nested: false }) => {
      const p = partials();
      const headingLevel = options.headingLevel;
      const md = [p.declarationTitle(model)];
      md.push(
        ...summaryAndSources(
          model.comment,
          model.comment &&
            p.comment(model.comment, { headingLevel, showSummary: true, showTags: false }),
          showSources(model, options.nested) ? p.sources(model) : undefined,
          model.documents ? [p.documents(model, { headingLevel })] : [],
        ),
      );
      if (model.typeParameters && showParameters())
        md.push(...typeParameters(model.typeParameters, headingLevel));
      // The object members of an intersection share one "Type Declaration" section.
      if (model.type instanceof IntersectionType) {
        const literals = model.type.types
          .filter(
            (type): type is ReflectionType =>
              type instanceof ReflectionType &&
              !type.declaration.signatures &&
              Boolean(type.declaration.children),
          )
          .map((type) => type.declaration);
        if (literals.length > 0) {
          md.push(heading(headingLevel, i18n.theme_type_declaration()));
          for (const literal of literals) md.push(p.typeDeclaration(literal, { headingLevel }));
        }
      }
      const typeDeclaration =
        model.type instanceof ArrayType && model.type.elementType instanceof ReflectionType
          ? model.type.elementType.declaration
          : model.type instanceof ReflectionType
            ? model.type.declaration
            : undefined;
      if (model.type instanceof UnionType) {
        const hasLiteral = model.type.types.some((type) => type instanceof ReflectionType);
        if (hasLiteral && context.helpers.hasUsefulTypeDetails(model.type)) {
          md.push(heading(headingLevel, unionMembersTitle()));
          md.push(p.typeDeclarationUnionContainer(model, options));
        }
      } else if (typeDeclaration) {
        const useHeading =
          typeDeclaration.children?.length &&
          (model.kind !== ReflectionKind.Property || context.helpers.useTableFormat('properties'));
        if (useHeading) md.push(heading(headingLevel, i18n.theme_type_declaration()));
        md.push(p.typeDeclarationContainer(model, typeDeclaration, options));
      }
      if (model.comment) {
        md.push(
          p.comment(model.comment, {
            headingLevel,
            showSummary: false,
            showTags: true,
            showReturns: true,
          }),
        );
      }
      md.push(p.inheritance(model, { headingLevel }));
      return md.join('\n\n');
    },

    members: (model, options) =>
      model
        .filter((member) => !context.router.hasOwnDocument(member))
        .map((member) =>
          partials().memberContainer(member, {
            headingLevel: options.headingLevel,
            groupTitle: options.groupTitle,
          }),
        )
        .join('\n\n'),

    memberWithGroups: (model, options) => {
      const p = partials();
      const isPage =
        model === context.page.model &&
        model.kindOf(ReflectionKind.Class | ReflectionKind.Interface);
      if (!isPage) return base.memberWithGroups(model, options);
      const headingLevel = options.headingLevel;
      const comment = model.comment;
      const md: string[] = [];
      const declaration = context.declarations.block(context, model);
      if (declaration) md.push(declaration);
      if (comment?.summary.length)
        md.push(p.comment(comment, { showSummary: true, showTags: false }));
      if (showSources(model)) md.push(p.sources(model));
      md.push(memberIndex(context, model));
      if (comment?.blockTags.length)
        md.push(p.comment(comment, { showSummary: false, showTags: true, headingLevel }));
      // The rest in typedoc-plugin-markdown's order (its own title, sources and
      // comment are placed above). The site sets no includeHierarchySummary.
      if (model.typeHierarchy?.next) md.push(p.hierarchy(model.typeHierarchy, { headingLevel }));
      if (model.typeParameters?.length && showParameters())
        md.push(...typeParameters(model.typeParameters, headingLevel));
      if (model.implementedTypes?.length) {
        md.push(heading(headingLevel, i18n.theme_implements()));
        md.push(model.implementedTypes.map((type) => `- ${p.someType(type)}`).join('\n'));
      }
      if (model.kind === ReflectionKind.Class && model.categories?.length) {
        for (const group of model.groups ?? []) {
          if (group.title !== i18n.kind_plural_constructor()) continue;
          md.push(heading(headingLevel, i18n.kind_plural_constructor()));
          for (const child of group.children)
            md.push(
              p.constructor(child as DeclarationReflection, { headingLevel: headingLevel + 1 }),
            );
        }
      }
      if (model.signatures?.length) {
        const multiple = model.signatures.length > 1;
        for (const signature of model.signatures) {
          if (multiple) md.push(heading(headingLevel, i18n.kind_call_signature()));
          md.push(
            p.signature(signature, { headingLevel: multiple ? headingLevel + 1 : headingLevel }),
          );
        }
      }
      if (model.indexSignatures?.length) {
        md.push(heading(headingLevel, i18n.theme_indexable()));
        const quote = context.options.getValue('useCodeBlocks') ? '' : '> ';
        for (const signature of model.indexSignatures)
          md.push(`${quote}${p.indexSignature(signature, { headingLevel: headingLevel + 1 })}`);
      }
      md.push(p.body(model, { headingLevel }));
      return md.filter((part) => part.length > 0).join('\n\n');
    },
  };
}

/**
 * A signature's parameters, one list line each: `` - `name?`: Type = `default` — description ``.
 * The members of an object parameter follow it as `options.name`, as in
 * typedoc-plugin-markdown's parameters table, whose cells they are made like.
 */
export function parameterList(
  context: MarkdownThemeContext,
  parameters: ParameterReflection[],
): string {
  const p = context.partials;
  /** A parameter, or a member of an object parameter (a copy named `options.name`). */
  type Entry = Pick<
    DeclarationReflection,
    'name' | 'flags' | 'type' | 'defaultValue' | 'comment' | 'signatures'
  >;
  const withMembers = (parameter: Entry): Entry[] => {
    const literal =
      parameter.type instanceof ReflectionType &&
      parameter.type.declaration.kind === ReflectionKind.TypeLiteral
        ? parameter.type.declaration.children
        : undefined;
    return [
      parameter,
      ...(literal ?? []).flatMap((child) =>
        withMembers({ ...child, name: `${parameter.name}.${child.name}` } as Entry),
      ),
    ];
  };
  const firstOptional = parameters.findIndex((parameter) => parameter.flags.isOptional);
  // As in the table: defaults are shown when a parameter has one other than `{}` or `...`.
  const showDefaults = parameters.some(
    ({ defaultValue }) => defaultValue && defaultValue !== '{}' && defaultValue !== '...',
  );
  return parameters
    .flatMap((parameter) => withMembers(parameter))
    .map((entry) => {
      // A top-level parameter after the first optional one is optional too; a copied member only by its flag.
      const index = parameters.indexOf(entry as ParameterReflection);
      const optional =
        entry.flags.isOptional ||
        Boolean(entry.defaultValue) ||
        (firstOptional !== -1 && index > firstOptional);
      const name = `${entry.flags.isRest ? '...' : ''}\`${entry.name}${optional ? '?' : ''}\``;
      const type = entry.type
        ? entry.type instanceof ReflectionType
          ? p.reflectionType(entry.type, { forceCollapse: true })
          : p.someType(entry.type)
        : entry.signatures?.length
          ? p.functionType(entry.signatures)
          : undefined;
      const comment =
        entry.comment ?? entry.signatures?.find((signature) => signature.comment)?.comment;
      const description = comment && p.comment(comment, { isTableColumn: true });
      return [
        `- ${name}: ${oneLine(type ?? '')}`,
        showDefaults && entry.defaultValue ? ` = ${codeSpan(entry.defaultValue)}` : '',
        description ? ` — ${oneLine(description)}` : '',
      ].join('');
    })
    .join('\n');
}

/** Markdown made one line for a list item: line breaks become spaces, a code block an inline code span. */
function oneLine(markdown: string): string {
  return markdown
    .replace(/\r?\n/g, ' ')
    .replace(/```(\w+\s)?([\s\S]*?)```/g, (_, _lang, code: string) => `\`${code.trim()}\``)
    .replace(/ +/g, ' ')
    .trim();
}

/** Text as a code span (fenced by two backticks when it holds one); with a pipe or backslash, escaped text instead. */
function codeSpan(text: string): string {
  if (/[|\\]/.test(text)) return escapeText(text);
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
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
