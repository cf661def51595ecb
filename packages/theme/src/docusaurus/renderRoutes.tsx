import type { ComponentType, ReactNode } from 'react';
import { matchPath, useLocation } from './router.tsx';

/** A route of a layout's `route.routes`, as a plugin's nested `addRoute` gives it. */
export interface RenderedRoute {
  path?: string;
  exact?: boolean;
  strict?: boolean;
  component?: ComponentType<Record<string, unknown>>;
  routes?: RenderedRoute[];
  [key: string]: unknown;
}

/**
 * `@docusaurus/renderRoutes` (react-router-config's `renderRoutes`, which a layout route calls with
 * its `route.routes`): the first route matching the address, rendered with its config as `route`,
 * its `match` and the location; nothing when none matches.
 */
export default function renderRoutes(routes: RenderedRoute[] | undefined, extraProps: Record<string, unknown> = {}): ReactNode {
  return routes ? <MatchedRoute routes={routes} extraProps={extraProps} /> : null;
}

function MatchedRoute({ routes, extraProps }: { routes: RenderedRoute[]; extraProps: Record<string, unknown> }): ReactNode {
  const location = useLocation();
  for (const route of routes) {
    const match = matchPath(location.pathname, { path: route.path, exact: route.exact, strict: route.strict });
    if (!match) continue;
    const Component = route.component;
    return Component ? <Component {...extraProps} route={route} match={match} location={location} /> : null;
  }
  return null;
}
