// The search plugin ships its client as plain JS; these are the few internals
// the lazy search bar reuses (the plugin is pinned to an exact version).
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
  const classes: Readonly<Record<'searchBarContainer' | 'searchHintContainer' | 'searchHint', string>>;
  export default classes;
}
