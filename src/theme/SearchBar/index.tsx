import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';

import {
  handOver,
  highlightParameter,
  searchBarClassNames,
  searchShortcut,
  type Handoff,
} from './search-plugin-adapter';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

// The plugin's search bar brings lunr, mark.js and its worker client into
// every page. It is fetched and run only once the reader reaches for
// the search box. Not prefetched: a bundler prefetch hint ignores Data Saver and
// slow connections, where Docusaurus (and this site) prefetch nothing.
const loadSearchBar = () =>
  import('@theme-original/SearchBar') as Promise<{
    default: ComponentType<Props>;
  }>;

function useSearchOptions(): SearchOptions {
  const { siteConfig } = useDocusaurusContext();
  const entry = (siteConfig.themes ?? []).find(
    (theme) => Array.isArray(theme) && theme[0] === '@easyops-cn/docusaurus-search-local',
  );
  return Array.isArray(entry) ? (entry[1] as SearchOptions) : {};
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

  // The real bar first mounts hidden until it has settled (see handOver); this
  // timer is set after the bar's own, so the swap comes then; meanwhile the reader
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
    if (!swapped || !carried || !slot.current) return;
    handoff.current = null;
    handOver(slot.current, carried);
  }, [swapped]);

  const keymap = options.searchBarShortcut !== false ? options.searchBarShortcutKeymap : undefined;
  useEffect(() => {
    if (swapped || !keymap) return undefined;
    const shortcut = searchShortcut(keymap);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!shortcut.matches(event)) return;
      event.preventDefault();
      standIn.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [swapped, keymap]);

  const openedFromResult =
    options.highlightSearchTermsOnTargetPage === true &&
    new URLSearchParams(location.search).has(highlightParameter);
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
  if (swapped)
    return (
      <>
        {false}
        {realBar}
      </>
    );
  const hints =
    isBrowser && keymap && options.searchBarShortcutHint !== false
      ? searchShortcut(keymap).hints()
      : [];
  return (
    <>
      <div className={clsx('navbar__search', searchBarClassNames.container)} dir="ltr">
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
          <div className={searchBarClassNames.hintContainer}>
            {hints.map((hint) => (
              <kbd key={hint} className={searchBarClassNames.hint}>
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
