import { editorTokenScopes, type EditorToken } from './editor-tokens';
import type { Element } from 'hast';
import { createHighlighter, hastToHtml, type Highlighter, type ThemeRegistration } from 'shiki';
import { minimumContrast, withContrastOn } from '../colour-contrast';
import { lineTransformers } from './lines';
import { linkNames, plainTokens } from './tokens';

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

export interface CodeColours {
  background: string;
  text: string;
  tokens: Record<EditorToken, string>;
}

/** The foreground a theme gives `scope` itself (an entry that names it), else the text colour. */
function scopeColour(theme: ThemeRegistration, scope: string): string {
  const entry = (theme.tokenColors ?? theme.settings ?? []).find(
    ({ scope: scopes, settings }) =>
      settings.foreground && (Array.isArray(scopes) ? scopes : [scopes]).includes(scope),
  );
  return entry?.settings.foreground ?? theme.colors!['editor.foreground']!;
}

/** Background, text and token colours of code in each mode. */
export async function codeColours(): Promise<Record<Mode, CodeColours>> {
  const themes = await codeThemes();
  const of = (theme: ThemeRegistration): CodeColours => ({
    background: theme.colors!['editor.background']!,
    text: theme.colors!['editor.foreground']!,
    tokens: Object.fromEntries(
      Object.entries(editorTokenScopes).map(([token, scope]) => [token, scopeColour(theme, scope)]),
    ) as Record<EditorToken, string>,
  });
  return { light: of(themes.light), dark: of(themes.dark) };
}

let shared: Promise<Highlighter> | undefined;

/** Shiki with the site's languages and both themes, loaded once per process. */
function loadHighlighter(): Promise<Highlighter> {
  shared ??= (async () => {
    const themes = await codeThemes();
    return createHighlighter({ themes: [themes.light, themes.dark], langs: [...languages] });
  })();
  return shared;
}

/** A fenced code block as written: its text and what follows the opening fence. */
export interface CodeBlockSource {
  code: string;
  /** The fence's language (`js`, `graphql`…); plain text without one. */
  language?: string;
  metastring?: string;
  /** Names to link beside those of `links="…"` in the meta (a sample's imports), with their URLs. */
  links?: Map<string, string>;
  /** Where the block comes from, named in errors. */
  file?: string;
}

/**
 * `links="Name=/url,Other=/url2"` in a block's meta: each name is linked to its
 * URL where the code uses it (./tokens.ts).
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

/**
 * The inside of a code block's `<code>` element, tokenised and coloured for both
 * modes: each token carries its light and dark colours as CSS variables
 * (`--code-light`, `--code-dark`, Shiki's dual themes without a default
 * colour), which the stylesheet of ./index.ts picks from by colour mode, with
 * as few elements as the colours allow (./tokens.ts, ./lines.ts).
 */
export async function highlightCodeBlock(source: CodeBlockSource): Promise<string> {
  const where = source.file ?? 'code block';
  const highlighter = await loadHighlighter();
  const language = (source.language ?? 'text').toLowerCase();
  const lang = plainLanguages.has(language) ? 'text' : language;
  if (lang !== 'text' && !highlighter.getLoadedLanguages().includes(lang)) {
    throw new Error(
      `${where}: code block language "${language}" is not one the site highlights ` +
        `(${languages.join(', ')}, text); add it to plugins/code-highlight/highlighter.ts`,
    );
  }
  const metastring = source.metastring ?? '';
  const links = new Map([...parseLinks(metastring, where), ...(source.links ?? [])]);
  const textStyle = (Object.keys(themeNames) as Mode[])
    .map((mode) => `${cssVariablePrefix}${mode}:${highlighter.getTheme(themeNames[mode]).fg}`)
    .join(';');
  const root = highlighter.codeToHast(source.code.replace(/\r?\n$/, ''), {
    lang,
    themes: themeNames,
    defaultColor: false,
    cssVariablePrefix,
    meta: { __raw: metastring },
    // Linking reads each token's scopes, which cost a second pass of the tokenizer.
    includeExplanation: links.size > 0 ? 'scopeName' : false,
    transformers: [linkNames(links), plainTokens(textStyle), ...lineTransformers(metastring)],
  });
  const [pre] = root.children as Element[];
  const [code] = pre!.children as Element[];
  return hastToHtml({ type: 'root', children: code!.children });
}
