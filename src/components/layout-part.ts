import { memo, type ComponentType } from 'react';

/**
 * A part of theme-classic's DocItem/Layout that renders again only when its own props or the
 * contexts it reads change. The layout itself renders again right after hydration, when
 * `useWindowSize` turns from `ssr` to `desktop` or `mobile`
 * (https://github.com/facebook/docusaurus/issues/9379), and each part's props from it are the
 * same, so without this every part (breadcrumbs, both tables of contents, content wrapper,
 * footer, pagination) rendered again in the task after the hydration.
 */
export function layoutPart<Props extends object>(Part: ComponentType<Props>) {
  return memo(Part);
}
