import React, { useLayoutEffect, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import OriginalRoot from '@theme-original/Root';

const htmlEnding = /(?:\/index)?\.html$/;

/**
 * The clean form of a path that ends in `.html` or `/index.html`, or null when the
 * path is already clean or a route really is registered with the `.html` ending.
 * Docusaurus renders the right page for such paths but leaves them in the address bar.
 */
function cleanHtmlPath(pathname: string): string | null {
  if (!htmlEnding.test(pathname)) return null;
  if (matchRoutes(routes, pathname).some(({ route }) => route.exact === true)) return null;
  const withoutExtension = pathname.replace(htmlEnding, '');
  // "/docs/tutorials/index.html" names the folder's index page: keep its slash.
  return pathname.endsWith('/index.html') || withoutExtension === ''
    ? `${withoutExtension}/`
    : withoutExtension;
}

/** Puts the clean path in the address bar, whether typed or reached through an in-site link. */
function CleanHtmlPaths(): null {
  const location = useLocation();
  const history = useHistory();
  useLayoutEffect(() => {
    const clean = cleanHtmlPath(location.pathname);
    if (clean !== null) history.replace({ ...location, pathname: clean });
  }, [location, history]);
  return null;
}

export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <OriginalRoot>
      <CleanHtmlPaths />
      {children}
    </OriginalRoot>
  );
}
