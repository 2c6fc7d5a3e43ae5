import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A theme component whose code loads, as a chunk of its own, only where a page renders it: for the
 * banners of pages this site does not have, which every page's JavaScript carried. The server
 * renders it whole (Docusaurus waits for every Suspense boundary), and hydration waits for it.
 */
export function lazyThemeComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): (props: Props) => ReactNode {
  const Component = lazy(load);
  return function LazyThemeComponent(props: Props): ReactNode {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
