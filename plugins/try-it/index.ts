import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { registrySource, tryItContent, type TryItContent } from './blocks';

/** The module src/theme/TryIt imports the registry by (declared in src/theme/TryIt/registry.d.ts). */
export const registryAlias = '@try-it/registry';
const pluginName = 'try-it';

/**
 * The sample modules of the docs' try-it blocks become part of the site's bundle: each page's
 * files are written under .docusaurus/try-it/, and a registry module maps each block to a
 * loader of its modules. The bundler compiles them like the site's own code, so the
 * browser runs them without evaluating any text (the security policy has no 'unsafe-eval').
 * The blocks themselves become <TryIt> elements in the MDX pipeline (./remark.ts).
 */
export default function tryItPlugin(context: LoadContext): Plugin {
  const docsDir = path.join(context.siteDir, 'docs');
  const dataDir = path.join(context.generatedFilesDir, pluginName, 'default');
  return {
    name: pluginName,
    getPathsToWatch: () => [path.join(docsDir, '**/*.{md,mdx}')],
    loadContent: () => tryItContent(docsDir),
    async contentLoaded({ content, actions }) {
      const { files, blocks } = content as TryItContent;
      for (const [file, code] of files) await actions.createData(file, code);
      await actions.createData('registry.js', registrySource(blocks));
    },
    configureWebpack: () => ({
      resolve: { alias: { [registryAlias]: path.join(dataDir, 'registry.js') } },
    }),
  };
}
