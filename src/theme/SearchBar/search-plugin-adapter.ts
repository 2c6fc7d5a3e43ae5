/**
 * Every use of @easyops-cn/docusaurus-search-local's internals (its `dist/`
 * files and the behaviour of its search bar), so that the lazy wrapper in
 * index.tsx needs only this typed interface (search-index-adapter.ts holds what the
 * search's worker needs, so that it loads only with the search bar). The plugin offers no option to
 * load its bar lazily, and a plain React.lazy swap would lose what the reader
 * typed meanwhile: the real bar is a new input that clears its text on mount.
 * tests/build/search-plugin-adapter.test.ts fails when an upgrade moves any of this.
 */
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap.js';
import { isMacPlatform } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform.js';
import pluginStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

/** The query parameter the plugin puts on a result's URL to highlight the searched words. */
export const highlightParameter = '_highlight';

/** The plugin's class names for the box, so the stand-in looks the same. */
export const searchBarClassNames = {
  container: pluginStyles.searchBarContainer,
  hintContainer: pluginStyles.searchHintContainer,
  hint: pluginStyles.searchHint,
};

export interface SearchShortcut {
  /** The keys to show in the box (e.g. `ctrl`, `K`), as the plugin shows them on this platform. */
  hints(): string[];
  matches(event: KeyboardEvent): boolean;
}

/** The plugin's reading of its `searchBarShortcutKeymap` option (e.g. `mod+k`). */
export function searchShortcut(keymap: string): SearchShortcut {
  const parsed = parseKeymap(keymap);
  return {
    hints: () => getKeymapHints(keymap, isMacPlatform()),
    matches: (event) => matchesKeymap(event, parsed),
  };
}

/** What the reader did in the stand-in box. */
export interface Handoff {
  value: string;
  focused: boolean;
  hovered: boolean;
}

/**
 * Gives the plugin's freshly mounted search bar (inside `container`) what the
 * reader did in the stand-in. Call it once the bar has settled: on mount it
 * resets its text in a zero-delay timer of its own.
 */
export function handOver(container: HTMLElement, handoff: Handoff): void {
  const input = container.querySelector('input');
  if (!input) return;
  if (handoff.value) {
    // Its input is controlled by React: set the value through the native
    // setter and dispatch `input`, so React's change handler sees it.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      input,
      handoff.value,
    );
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // It starts fetching the index when hovered; the pointer is already over
  // it, so say so (React's onMouseEnter listens for mouseover).
  if (handoff.hovered) input.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  if (handoff.focused) input.focus();
}
