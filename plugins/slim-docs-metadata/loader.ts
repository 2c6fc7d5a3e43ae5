/**
 * Bundler loader for two modules Docusaurus generates. In the props module of a docs version
 * route (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/`) it empties `version.docs`, the
 * title and description of every doc, unless the options keep that docs instance; in
 * `.docusaurus/globalData.json` it lists only the main doc of the instances the options name.
 * See ./index.ts for why.
 */
export interface SlimDocsMetadataLoaderOptions {
  /** docs plugin ids whose version metadata stays whole (a DocCard reads it) */
  keep: string[];
  /** docs plugin ids whose global data lists each version's main doc only */
  mainDocOnly: string[];
}

interface DocsGlobalData {
  versions: { mainDocId: string; docs: { id: string }[] }[];
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
  if (/[\\/]globalData\.json$/.test(this.resourcePath)) {
    const globalData = JSON.parse(source) as Record<string, Record<string, DocsGlobalData>>;
    const docsInstances = globalData['docusaurus-plugin-content-docs'] ?? {};
    for (const id of this.getOptions().mainDocOnly)
      for (const version of docsInstances[id]?.versions ?? [])
        version.docs = version.docs.filter((doc) => doc.id === version.mainDocId);
    return JSON.stringify(globalData);
  }
  const id = pluginIdOf(this.resourcePath);
  if (id === undefined || this.getOptions().keep.includes(id)) return source;
  const props = JSON.parse(source) as { version?: { docsSidebars?: unknown; docs?: unknown } };
  // Only a version route's props have both; any other props module passes through.
  if (!props.version?.docsSidebars || !props.version.docs) return source;
  props.version.docs = {};
  return JSON.stringify(props);
}
