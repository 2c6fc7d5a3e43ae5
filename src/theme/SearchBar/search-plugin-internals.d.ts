// Types for the search plugin internals that search-plugin-adapter.ts imports
// (the plugin ships its client as plain JavaScript and is pinned to an exact version).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap.js' {
  export interface ParsedKeymap {
    key: string;
    ctrl: boolean;
    alt: boolean;
    shift: boolean;
    meta: boolean;
  }
  export function parseKeymap(keymap: string): ParsedKeymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: ParsedKeymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform.js' {
  export function isMacPlatform(): boolean;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css' {
  const classes: Readonly<
    Record<'searchBarContainer' | 'searchHintContainer' | 'searchHint', string>
  >;
  export default classes;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js' {
  /** The index's file name, `{dir}` standing for the search context. */
  export const searchIndexUrl: string;
}

// The plugin's lunr (2.3), which loads the index in search-worker.ts; lunr ships no types.
declare module 'lunr' {
  import type { LunrIndex } from '../../../lib/search-ranking';
  const lunr: { Index: { load(serialized: object): LunrIndex } };
  export default lunr;
}
