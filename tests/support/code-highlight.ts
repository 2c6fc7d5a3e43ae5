/**
 * The chunks that highlight code (src/theme/CodeBlock/Content, plugins/lazy-prism.ts):
 * `code-highlight` and the `prism` chunk it needs, requested once a code block
 * is in view, never to show a page.
 */
export function isHighlightChunk(url: string): boolean {
  return /^\/assets\/js\/(code-highlight|prism)\.[0-9a-f]+\.js$/.test(new URL(url).pathname);
}
