import { createContext } from 'react';

/**
 * What the build wrote for the code block being rendered: set by ./index.tsx
 * from the block's props, read by ./Content and ./Buttons, between which
 * Docusaurus's own CodeBlock parts (layout, title) render unchanged.
 */
export interface BuildTimeBlock {
  /** The highlighted lines as an HTML string (plugins/code-highlight); without it the block is plain text. */
  html?: string;
  /** Or where they are in the page's HTML module (src/components/page-html). */
  pageHtml?: string;
  /**
   * Whether the block has copy and word-wrap buttons: an API declaration
   * (meta `declaration`) is read, not copied, and its buttons would cost
   * elements on pages that show dozens of declarations.
   */
  buttons: boolean;
}

export const BuildTimeBlockContext = createContext<BuildTimeBlock>({ buttons: true });
