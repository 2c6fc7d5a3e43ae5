import { createContext } from 'react';

/**
 * The highlighted lines of the code block being rendered, as an HTML string
 * written at build time (plugins/code-highlight): set by ./index.tsx from the
 * block's `highlightedHtml` prop, read by ./Content, between which Docusaurus's
 * own CodeBlock parts (layout, title, buttons) render unchanged.
 */
export const HighlightedHtml = createContext<string | undefined>(undefined);
