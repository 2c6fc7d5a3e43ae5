import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap.js';
import { isMacPlatform } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform.js';
import pluginStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/** The query parameter the plugin puts on a result's URL to highlight the searched words. */
const highlightParameter = '_highlight';

// The plugin's search bar brings lunr, mark.js and its worker client (~19 kB
// gzip) into every page. It is fetched and run only once the reader reaches for
// the search box. Not prefetched: a bundler prefetch hint ignores Data Saver and
// slow connections, where Docusaurus (and this site) prefetch nothing.
const loadSearchBar = () =>
  import(/* webpackChunkName: "search-bar" */ '@theme-original/SearchBar') as Promise<{
    default: ComponentType<Props>;
  }>;

function useSearchOptions(): SearchOptions {
  const { siteConfig } = useDocusaurusContext();
  const entry = (siteConfig.themes ?? []).find(
    (theme) => Array.isArray(theme) && theme[0] === '@easyops-cn/docusaurus-search-local',
  );
  return Array.isArray(entry) ? (entry[1] as SearchOptions) : {};
}

/** What the reader did in the stand-in box, carried over to the real one. */
interface Handoff {
  value: string;
  focused: boolean;
  hovered: boolean;
}

/**
 * Stands in for the plugin's search bar with the same box (Infima's search
 * input, the plugin's container and shortcut hint) until the reader hovers,
 * touches or focuses it, or presses the shortcut; then swaps in the real one
 * with the typed text and the focus. A page opened from a search result
 * (highlight parameter) loads it at once, since it marks the searched words.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const options = useSearchOptions();
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const [SearchBar, setSearchBar] = useState<ComponentType<Props> | null>(null);
  /** The real bar has settled and replaced the stand-in. */
  const [swapped, setSwapped] = useState(false);
  const requested = useRef(false);
  const standIn = useRef<HTMLInputElement | null>(null);
  const slot = useRef<HTMLDivElement | null>(null);
  const handoff = useRef<Handoff | null>(null);
  const hovered = useRef(false);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadSearchBar().then(
      (module) => setSearchBar(() => module.default),
      () => {
        // Offline or a stale deployment: let the next gesture try again.
        requested.current = false;
      },
    );
  }, []);

  // The real bar first mounts hidden: on mount it resets its text in a timer
  // of its own (to the highlighted words, none here). This timer is set after
  // that one, so the swap comes once the bar has settled; meanwhile the reader
  // keeps typing in the stand-in. Reading the stand-in and swapping happen in
  // one synchronous commit, so no keystroke lands in between.
  useEffect(() => {
    if (!SearchBar || swapped) return undefined;
    const timer = setTimeout(() => {
      const input = standIn.current;
      handoff.current = {
        value: input?.value ?? '',
        focused: !!input && document.activeElement === input,
        hovered: hovered.current,
      };
      flushSync(() => setSwapped(true));
    }, 0);
    return () => clearTimeout(timer);
  }, [SearchBar, swapped]);

  // Part of the swap's commit, before any event is handled.
  useLayoutEffect(() => {
    const carried = handoff.current;
    const input = slot.current?.querySelector('input');
    if (!swapped || !carried || !input) return;
    handoff.current = null;
    if (carried.value) {
      // Through the native setter, so React's change handler sees an input event.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, carried.value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // The real box starts fetching the index when hovered; the pointer is
    // already over it, so tell it so (React's onMouseEnter listens for mouseover).
    if (carried.hovered) input.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    if (carried.focused) input.focus();
  }, [swapped]);

  const keymap = options.searchBarShortcut !== false ? options.searchBarShortcutKeymap : undefined;
  useEffect(() => {
    if (swapped || !keymap) return undefined;
    const shortcut = parseKeymap(keymap);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, shortcut)) return;
      event.preventDefault();
      standIn.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [swapped, keymap]);

  const openedFromResult =
    options.highlightSearchTermsOnTargetPage === true && new URLSearchParams(location.search).has(highlightParameter);
  useEffect(() => {
    if (openedFromResult) load();
  }, [openedFromResult, load]);

  // Same position in the fragment before and after the swap, so the real bar
  // is not mounted twice.
  const realBar = SearchBar && (
    <div ref={slot} className={swapped ? styles.slot : styles.settling}>
      <SearchBar {...props} />
    </div>
  );
  if (swapped) return <>{false}{realBar}</>;
  const hints =
    isBrowser && keymap && options.searchBarShortcutHint !== false ? getKeymapHints(keymap, isMacPlatform()) : [];
  return (
    <>
      <div className={clsx('navbar__search', pluginStyles.searchBarContainer)} dir="ltr">
        <input
          ref={standIn}
          placeholder="Search"
          aria-label="Search"
          className="navbar__search-input"
          onFocus={load}
          onMouseEnter={() => {
            hovered.current = true;
            load();
          }}
          onMouseLeave={() => {
            hovered.current = false;
          }}
          onTouchStart={load}
        />
        {hints.length > 0 && (
          <div className={pluginStyles.searchHintContainer}>
            {hints.map((hint) => (
              <kbd key={hint} className={pluginStyles.searchHint}>
                {hint}
              </kbd>
            ))}
          </div>
        )}
      </div>
      {realBar}
    </>
  );
}
