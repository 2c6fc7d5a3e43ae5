/**
 * Bundler loader for the props module of a docs version route (written by Docusaurus under
 * `.docusaurus/docusaurus-plugin-content-docs/<id>/p/`): empties `version.docs`, the title and
 * description of every doc of the version, unless the options keep that docs instance.
 * See ./index.ts for why.
 */
export interface SlimDocsMetadataLoaderOptions {
  /** docs plugin ids whose version metadata stays whole (a DocCard reads it) */
  keep: string[];
}

interface LoaderContext {
  resourcePath: string;
  getOptions(): SlimDocsMetadataLoaderOptions;
}

/** The docs plugin id in a props module's path: `.../docusaurus-plugin-content-docs/<id>/p/<name>.json`. */
function pluginIdOf(resourcePath: string): string | undefined {
  return /[\\/]docusaurus-plugin-content-docs[\\/]([^\\/]+)[\\/]p[\\/][^\\/]+\.json$/.exec(
    resourcePath,
  )?.[1];
}

export default function slimDocsMetadataLoader(this: LoaderContext, source: string): string {
  const id = pluginIdOf(this.resourcePath);
  if (id === undefined || this.getOptions().keep.includes(id)) return source;
  const props = JSON.parse(source) as { version?: { docsSidebars?: unknown; docs?: unknown } };
  // Only a version route's props have both; any other props module passes through.
  if (!props.version?.docsSidebars || !props.version.docs) return source;
  props.version.docs = {};
  return JSON.stringify(props);
}
