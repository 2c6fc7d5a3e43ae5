import type { ReactNode } from 'react';
import type { WrapperProps } from '@docusaurus/types';
import type CategoryType from '@theme/DocSidebarItem/Category';
import Category from '@theme-original/DocSidebarItem/Category';
// The context useIsBrowser reads; core exports the hook but not the context.
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

type Props = WrapperProps<typeof CategoryType>;

/**
 * theme-classic's sidebar category, left as the server rendered it once the page has hydrated.
 * A category without a page of its own links to its first page in the server's HTML, so that it
 * leads somewhere without JavaScript, and to `#` in the browser; the browser's value comes from
 * useIsBrowser, which turns true in an effect after hydration, so every category of the sidebar
 * rendered again, with the links inside it, in one task (about 40 on an API page). Here the
 * category keeps its server value: its label still only opens and closes it (its click handler
 * reads the category's own link, not this one), and opened in a new tab it leads to its first
 * page. useCategoryHrefWithSSRFallback in
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus-theme-classic/src/theme/DocSidebarItem/Category/index.tsx
 */
export default function CategoryWrapper(props: Props): ReactNode {
  return (
    <BrowserContext.Provider value={false}>
      <Category {...props} />
    </BrowserContext.Provider>
  );
}
