import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { codeColours, cssVariablePrefix, type CodeColours, type Mode } from './highlighter';
import { editorTokenVariable, type EditorToken } from './editor-tokens';

/**
 * The stylesheet that colours build-time highlighted code in each colour mode:
 * the block's background and text (Docusaurus's `--prism-*` variables, which
 * its CodeBlock container and line numbers read), and each token's colour and
 * style from the CSS variables Shiki wrote on it, and the token colours of the try-it editor
 * (src/theme/TryIt) as `--code-token-*` variables (a linked token keeps the
 * link's underline: only spans take the token's text decoration). The colours come from the
 * themes the highlighter uses, so they cannot disagree.
 */
export function codeColourCss(colours: Record<Mode, CodeColours>): string {
  const mode = (selector: string, name: Mode) => `${selector} {
  --prism-background-color: ${colours[name].background};
  --prism-color: ${colours[name].text};
${Object.entries(colours[name].tokens)
  .map(([token, colour]) => `  ${editorTokenVariable(token as EditorToken)}: ${colour};`)
  .join('\n')}
}
${selector} .theme-code-block code [style] {
  color: var(${cssVariablePrefix}${name});
  font-style: var(${cssVariablePrefix}${name}-font-style);
  font-weight: var(${cssVariablePrefix}${name}-font-weight);
}
${selector} .theme-code-block code span[style] {
  text-decoration: var(${cssVariablePrefix}${name}-text-decoration);
}
`;
  return `${mode(':root', 'light')}${mode("[data-theme='dark']", 'dark')}`;
}

/**
 * Code is highlighted at build time (./rehype.ts in the docs instances' MDX
 * pipeline, ./highlighter.ts for the home page), so Prism must not reach the
 * browser. theme-classic registers a client module that imports
 * prism-react-renderer to add `prism.additionalLanguages` whatever the config
 * (getClientModules in
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus-theme-classic/src/index.ts),
 * so that module is resolved to an empty one.
 */
export default async function codeHighlightPlugin(context: LoadContext): Promise<Plugin> {
  const themeLib = path.dirname(
    createRequire(import.meta.url).resolve('@docusaurus/theme-classic'),
  );
  const prismClientModule = path.join(themeLib, 'prism-include-languages');
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'colours.css');
  await fs.mkdir(path.dirname(cssFile), { recursive: true });
  await fs.writeFile(cssFile, codeColourCss(await codeColours()));
  return {
    name: 'code-highlight',
    getClientModules: () => [cssFile],
    configureWebpack: () => ({
      // Docusaurus requires the client module by its path without extension.
      resolve: { alias: { [prismClientModule]: false, [`${prismClientModule}.js`]: false } },
    }),
  };
}
