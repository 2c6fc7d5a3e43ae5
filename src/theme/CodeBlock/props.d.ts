import '@theme/CodeBlock';

declare module '@theme/CodeBlock' {
  interface Props {
    /** The block's lines, highlighted at build time (plugins/code-highlight); without it the block is plain text. */
    readonly highlightedHtml?: string;
  }
}
