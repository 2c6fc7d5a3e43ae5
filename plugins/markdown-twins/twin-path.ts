/**
 * The address of a page's Markdown twin: its clean path with `.md` added, or
 * `index.md` for a path that ends with a slash (`/` → `/index.md`,
 * `/docs/tutorials/` → `/docs/tutorials/index.md`,
 * `/api/graphql-js/function/execute` → `/api/graphql-js/function/execute.md`).
 * Shared by the build (which writes the twins) and the pages (which link to them).
 */
export function twinPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}
