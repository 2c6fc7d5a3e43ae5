import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

/**
 * The search plugin's results page, wrapped: it marks itself noindex with
 * `property="robots"`, which crawlers (and the sitemap plugin) ignore, so the
 * page would be listed and indexed. `name="robots"` is what they read. The
 * description is for previews of a shared search link.
 */
export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
        <meta name="description" content="Search the GraphQL.js tutorials and API reference." />
      </Head>
      <SearchPage />
    </>
  );
}
