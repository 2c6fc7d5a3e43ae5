import '@theme/CodeBlock';

declare module '@theme/CodeBlock' {
  interface Props {
    /** The block's lines, highlighted at build time (plugins/code-highlight); without it the block is plain text. */
    readonly highlightedHtml?: string;
    /** Where they are instead, for a page whose HTML is a module of its own: see src/components/page-html. */
    readonly pageHtml?: string;
  }
}
