import type { Element, ElementContent, Text } from 'hast';
import type { Highlighter, ThemeRegistration } from 'shiki';
import { minimumContrast, withContrastOn } from '../colour-contrast';
import { codeBlockLines } from './lines';

/** The languages code blocks may name (and their aliases, such as js and sh); anything else fails the build. */
const languages = [
  'javascript',
  'typescript',
  'tsx',
  'jsx',
  'json',
  'graphql',
  'bash',
  'html',
  'css',
  'diff',
] as const;
/** Languages shown as plain text, not tokenised. */
const plainLanguages = new Set(['text', 'txt', 'plain', 'plaintext']);

/** The Shiki themes of light and dark mode; their token colours are darkened or lightened to WCAG AA. */
export const themeNames = { light: 'github-light', dark: 'github-dark' } as const;
export type Mode = keyof typeof themeNames;

/**
 * Prefix of the CSS variables Shiki writes on each token (`--code-light`,
 * `--code-dark`, `--code-light-font-style`…); the stylesheet of
 * src/theme/CodeBlock/Content picks the one of the current mode, so switching
 * modes is CSS alone.
 */
export const cssVariablePrefix = '--code-';

/** A theme whose foreground colours all reach AA contrast on its background (with a small margin for rounding). */
function withAccessibleContrast(
  theme: ThemeRegistration,
  ratio = minimumContrast + 0.1,
): ThemeRegistration {
  const background = theme.colors?.['editor.background'];
  const foreground = theme.colors?.['editor.foreground'];
  if (!background || !foreground)
    throw new Error(`Shiki theme ${theme.name} has no editor background or foreground`);
  const fix = (colour: string, on = background) => withContrastOn(colour, on, ratio);
  return {
    ...theme,
    colors: { ...theme.colors, 'editor.foreground': fix(foreground) },
    tokenColors: (theme.tokenColors ?? theme.settings ?? []).map((entry) =>
      entry.settings.foreground
        ? {
            ...entry,
            settings: {
              ...entry.settings,
              foreground: fix(entry.settings.foreground, entry.settings.background),
            },
          }
        : entry,
    ),
    settings: undefined,
  };
}

/** The two themes, as the highlighter uses them. */
export async function codeThemes(): Promise<Record<Mode, ThemeRegistration>> {
  const load = async (name: string) => {
    const loaded = (await import(`@shikijs/themes/${name}`)) as {
      default?: ThemeRegistration;
    } & ThemeRegistration;
    // The theme is the module's default export; the loader of docusaurus.config.ts (jiti) returns it unwrapped.
    return withAccessibleContrast(loaded.default ?? loaded);
  };
  return { light: await load(themeNames.light), dark: await load(themeNames.dark) };
}

/** Background and text colour of code blocks in each mode. */
export async function codeColours(): Promise<Record<Mode, { background: string; text: string }>> {
  const themes = await codeThemes();
  const of = (theme: ThemeRegistration) => ({
    background: theme.colors!['editor.background'],
    text: theme.colors!['editor.foreground'],
  });
  return { light: of(themes.light), dark: of(themes.dark) };
}

/**
 * The two themes give the same scopes the same rules, in the same order, and
 * differ only in colours: so a block is tokenised once, with a key theme whose
 * rule n has the colour `#0000nn`, and each token's key is turned into the
 * light and dark colours of rule n. (Shiki's dual-theme mode tokenises once per
 * theme, which made highlighting three times slower.)
 */
interface KeyedThemes {
  key: ThemeRegistration;
  /** The CSS variables of a token, by its key colour (upper case). */
  styles: Map<string, string>;
}

const keyThemeName = 'code-key';
const keyOf = (rule: number) => `#${(rule + 1).toString(16).padStart(6, '0').toUpperCase()}`;
/** The key of text no rule colours: shown in the block's own colour. */
const plainKey = '#000000';

export function keyedThemes(themes: Record<Mode, ThemeRegistration>): KeyedThemes {
  const light = themes.light.tokenColors ?? [];
  const dark = themes.dark.tokenColors ?? [];
  const sameRules =
    light.length === dark.length &&
    light.every((rule, n) => JSON.stringify(rule.scope) === JSON.stringify(dark[n].scope));
  if (!sameRules)
    throw new Error(
      `the ${themeNames.light} and ${themeNames.dark} themes no longer share their rules`,
    );
  const styles = new Map<string, string>();
  const tokenColors = light.map((rule, n) => {
    const lightColour = rule.settings.foreground;
    const darkColour = dark[n].settings.foreground;
    const isPlain =
      lightColour?.toLowerCase() === themes.light.colors?.['editor.foreground']?.toLowerCase() &&
      darkColour?.toLowerCase() === themes.dark.colors?.['editor.foreground']?.toLowerCase();
    if (!lightColour || !darkColour)
      return { ...rule, settings: { ...rule.settings, foreground: undefined } };
    // Text in the block's own colour needs no element: its key has no style.
    if (!isPlain) {
      styles.set(
        keyOf(n),
        `${cssVariablePrefix}light:${lightColour.toUpperCase()};${cssVariablePrefix}dark:${darkColour.toUpperCase()}`,
      );
    }
    return { ...rule, settings: { ...rule.settings, foreground: keyOf(n) } };
  });
  const key: ThemeRegistration = {
    name: keyThemeName,
    type: 'light',
    colors: { 'editor.foreground': plainKey, 'editor.background': '#FFFFFF' },
    tokenColors,
  };
  return { key, styles };
}

let shared: Promise<{ highlighter: Highlighter; styles: Map<string, string> }> | undefined;

/** Shiki with the site's languages and the key theme, loaded once per process. */
function loadHighlighter(): Promise<{ highlighter: Highlighter; styles: Map<string, string> }> {
  shared ??= (async () => {
    const { createHighlighter } = await import('shiki');
    const { key, styles } = keyedThemes(await codeThemes());
    return {
      highlighter: await createHighlighter({ themes: [key], langs: [...languages] }),
      styles,
    };
  })();
  return shared!;
}

/** A fenced code block as written: its text and what follows the opening fence. */
export interface CodeBlockSource {
  code: string;
  /** The language, when not given by className (`language-js`) or the fence. */
  language?: string;
  className?: string;
  metastring?: string;
  showLineNumbers?: boolean | number;
  /** Where the block comes from, named in errors. */
  file?: string;
}

/**
 * `links="Name=/url,Other=/url2"` in a block's meta: tokens whose text is one of
 * the names become links to the url.
 */
export function parseLinks(metastring: string | undefined, where: string): Map<string, string> {
  const links = new Map<string, string>();
  const match = /(?:^|\s)links=(["'])(.*?)\1/.exec(metastring ?? '');
  if (!match) return links;
  for (const entry of match[2].split(',')) {
    const [name, url, ...rest] = entry.split('=').map((part) => part.trim());
    if (!name || !url || rest.length > 0 || !/^[A-Za-z_$][\w$]*$/.test(name)) {
      throw new Error(`${where}: code block links="${match[2]}": "${entry}" is not Name=/url`);
    }
    links.set(name, url);
  }
  return links;
}

const isText = (node: ElementContent): node is Text => node.type === 'text';

/** The text of a token (its text and the text of a link in it). */
const textOf = (node: ElementContent): string =>
  isText(node) ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

/**
 * A token made only of operators and brackets (`=`, `|`, `=>`, `{`, `:`…) is
 * shown in the block's text colour, as many editor themes show them: it needs
 * no element, and API declarations are mostly such tokens between names.
 * Quotes, backticks, slashes, asterisks and plus signs are not in the set, so strings,
 * comments and regular expressions keep their colour.
 */
const operatorsOnly = /^[\s=|:<>{}()[\],;.?!&\-%^~]+$/;

/** The token's text wrapped in a link, whitespace around the name left outside it. */
function linkToken(token: Element, links: Map<string, string>): void {
  if (token.children.length !== 1 || !isText(token.children[0])) return;
  const text = token.children[0].value;
  const name = text.trim();
  const href = links.get(name);
  if (href === undefined) return;
  const start = text.indexOf(name);
  const parts: ElementContent[] = [];
  if (start > 0) parts.push({ type: 'text', value: text.slice(0, start) });
  parts.push({
    type: 'element',
    tagName: 'a',
    properties: { href },
    children: [{ type: 'text', value: name }],
  });
  if (start + name.length < text.length)
    parts.push({ type: 'text', value: text.slice(start + name.length) });
  token.children = parts;
}

/**
 * The inside of a code block's `<code>` element, tokenised and coloured for both
 * modes, with as few elements as the colours allow (every element costs the
 * page's DOM): neighbouring tokens of one style share a span, text in the
 * block's own colour has none, and a line is an element (`<span class="line">`)
 * only when it needs one, that is when the meta or a magic comment marks it
 * (Docusaurus's highlighted-line class) or the block is numbered (a number cell
 * and a content cell per line, as Docusaurus's own CodeBlock lays them out).
 * Each line ends with its newline, so the element's text is the code.
 */
export async function highlightCodeBlock(source: CodeBlockSource): Promise<string> {
  const where = source.file ?? 'code block';
  const { highlighter, styles } = await loadHighlighter();
  const metadata = codeBlockLines(source);
  const language = metadata.language.toLowerCase();
  const lang = plainLanguages.has(language) ? 'text' : language;
  if (lang !== 'text' && !highlighter.getLoadedLanguages().includes(lang as never)) {
    throw new Error(
      `${where}: code block language "${metadata.language}" is not one the site highlights ` +
        `(${languages.join(', ')}, text); add it to plugins/code-highlight/highlighter.ts`,
    );
  }
  const links = parseLinks(source.metastring, where);
  const numbered = metadata.lineNumbersStart !== undefined;
  const root = highlighter.codeToHast(metadata.code, {
    lang: lang as never,
    theme: keyThemeName,
    // Linked names must stay tokens of their own.
    mergeSameStyleTokens: links.size === 0,
    transformers: [
      {
        span(token) {
          if (links.size > 0) linkToken(token, links);
        },
      },
    ],
  });
  const pre = root.children[0] as Element;
  /** A token's colours for both modes, from its key; none for text in the block's own colour. */
  const styleOf = (token: Element): string | undefined => {
    const declarations = String(token.properties.style ?? '').split(';');
    const key = declarations
      .find((declaration) => declaration.startsWith('color:'))
      ?.slice('color:'.length)
      .toUpperCase();
    const colours = key === undefined ? undefined : styles.get(key);
    if (!colours) return undefined;
    // Font styles (italic, bold, underline) are the same in both themes.
    const fontStyles = declarations
      .filter((declaration) => /^(font-style|font-weight|text-decoration):/.test(declaration))
      .flatMap((declaration) => {
        const [property, value] = declaration.split(':');
        return [
          `${cssVariablePrefix}light-${property}:${value}`,
          `${cssVariablePrefix}dark-${property}:${value}`,
        ];
      });
    return [colours, ...fontStyles].join(';');
  };
  const code = pre.children[0] as Element;
  const lines = code.children.filter((child): child is Element => child.type === 'element');
  const rendered: ElementContent[] = lines.flatMap((line, index) => {
    const tokens: ElementContent[] = [];
    for (const token of line.children) {
      if (token.type !== 'element') {
        tokens.push(token);
        continue;
      }
      const style = operatorsOnly.test(textOf(token)) ? undefined : styleOf(token);
      if (style === undefined) {
        tokens.push(...token.children);
        continue;
      }
      // A linked name carries its colour on the link: one element, not a span around it.
      const link = token.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'a',
      );
      if (link) {
        tokens.push(
          ...token.children.map((child) =>
            child === link ? { ...link, properties: { ...link.properties, style } } : child,
          ),
        );
        continue;
      }
      // Rules of different keys may share both colours: their neighbouring tokens share a span.
      const previous = tokens.at(-1);
      if (links.size === 0 && previous?.type === 'element' && previous.properties.style === style) {
        previous.children.push(...token.children);
      } else {
        tokens.push({ ...token, properties: { style } });
      }
    }
    if (index < lines.length - 1) tokens.push({ type: 'text', value: '\n' });
    const classNames = metadata.lineClassNames[index] ?? [];
    if (!numbered && classNames.length === 0) return tokens;
    if (!numbered)
      return [
        {
          type: 'element',
          tagName: 'span',
          properties: { className: ['line', ...classNames] },
          children: tokens,
        },
      ];
    return [
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['line', ...classNames, 'code-line'] },
        children: [
          {
            type: 'element',
            tagName: 'span',
            properties: { className: ['code-line-number'] },
            children: [],
          },
          {
            type: 'element',
            tagName: 'span',
            properties: { className: ['code-line-content'] },
            children: tokens,
          },
        ],
      },
    ];
  });
  const { hastToHtml } = await import('shiki');
  return hastToHtml({ type: 'root', children: rendered });
}
