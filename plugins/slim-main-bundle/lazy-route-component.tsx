import type { ComponentType } from 'react';
import upstreamComponentCreator from '@docusaurus/ComponentCreator';

type RouteComponent = ReturnType<typeof upstreamComponentCreator>;
type RouteProps = Record<string, unknown>;

/**
 * `ComponentCreator` for the browser's route table (`.docusaurus/routes.js`), which calls it for
 * every route of the site as the main bundle loads: Docusaurus's own builds each route's
 * react-loadable component there, a class and its loaders, though a page renders one route and
 * preloads a few. This one builds it the first time the route is preloaded or rendered; the
 * component it returns renders Docusaurus's, so the page's markup is the same. See ./index.ts.
 */
export default function ComponentCreator(path: string, hash: string) {
  let created: RouteComponent | undefined;
  const create = () => (created ??= upstreamComponentCreator(path, hash));
  function Route(props: RouteProps) {
    const Created: ComponentType<RouteProps> = create();
    return <Created {...props} />;
  }
  Route.preload = () => create().preload();
  return Route;
}
