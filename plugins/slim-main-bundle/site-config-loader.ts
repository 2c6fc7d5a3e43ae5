/**
 * Bundler loader for the browser's copy of `.docusaurus/docusaurus.config.mjs`, which Docusaurus
 * writes as `export default <the site config as JSON>;` (genSiteConfig in
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus/src/server/codegen/codegen.ts):
 * the page template (`ssrTemplate`, ./runtime-last.ts) is read by the server rendering only.
 */
const serverOnlyKeys = ['ssrTemplate'];

export function withoutServerOnlyConfig(source: string, file: string): string {
  const match = /^export default (\{[\s\S]*\});\s*$/m.exec(source);
  if (!match) {
    throw new Error(
      `${file}: the site config is not written as \`export default {…};\`, the form ` +
        'plugins/slim-main-bundle/site-config-loader.ts expects; Docusaurus may have changed how it writes it',
    );
  }
  const config = JSON.parse(match[1]!) as Record<string, unknown>;
  for (const key of serverOnlyKeys) delete config[key];
  return `${source.slice(0, match.index)}export default ${JSON.stringify(config, null, 2)};\n`;
}

export default function siteConfigLoader(this: { resourcePath: string }, source: string): string {
  return withoutServerOnlyConfig(source, this.resourcePath);
}
