import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { twinPath } from '@site/plugins/markdown-twins/twin-path';

/**
 * Names the page's Markdown twin (written at build time by plugins/markdown-twins)
 * in the page's `<head>`, for tools that look for a text version of a page.
 * Not a swizzle: used by the doc pages' wrapper and the home page.
 */
export default function MarkdownTwinLink({ pagePath }: { pagePath: string }): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={twinPath(pagePath)} />
    </Head>
  );
}
