import type { ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import NotFound from '@theme-original/NotFound';

/**
 * The theme's 404 page sets only a title; a description tells search engines
 * and link previews what the page is (Lighthouse SEO asks for one).
 */
export default function NotFoundWithDescription(): ReactNode {
  return (
    <>
      <PageMetadata description="This page does not exist in the GraphQL.js documentation. Start from the tutorials or the API reference." />
      <NotFound />
    </>
  );
}
