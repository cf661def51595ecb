import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteRecord } from '../../../core/src/routes/types.ts';
import { chunkNameFor } from '../../../core/src/routes/routeNames.ts';
import { importPath } from '../../../core/src/bundle/codegen.ts';

/** A route as `addRoute` takes it (Docusaurus's `RouteConfig`). */
export interface PluginRouteConfig {
  path: string;
  component: string;
  /** Props by name: each a module (a `createData` file, a file, `@site/...`), or an object or array of them. */
  modules?: RouteModules;
  /** Props passed as they are. */
  props?: Record<string, unknown>;
  exact?: boolean;
  routes?: PluginRouteConfig[];
  [key: string]: unknown;
}

type RouteModules = string | { __import?: boolean; path: string; query?: Record<string, unknown> } | RouteModules[] | { [name: string]: RouteModules };

const q = JSON.stringify;

/**
 * Every route a plugin added, as the pipeline's records: a route's component and the modules
 * named in `modules` are imported by a small module of its own that renders the component with
 * those modules' values as props (a JSON file's data, a module's default export), with `props`
 * and `route`, as Docusaurus renders a plugin route. The route is a page of the site: it is in the
 * manifest, the sitemap, the search and the link check like any other.
 */
export async function pluginRouteRecords(o: { routes: { route: PluginRouteConfig; source?: string }[]; baseUrl: string; dir: string; title: string }): Promise<RouteRecord[]> {
  await mkdir(o.dir, { recursive: true });
  return Promise.all(
    o.routes.map(async ({ route, source }) => {
      const routePath = withoutBaseUrl(route.path, o.baseUrl);
      const chunkName = chunkNameFor(routePath);
      const file = path.join(o.dir, `${chunkName}.js`);
      await writeFile(file, routeComponentModule(route, o.dir));
      return { path: routePath, kind: 'page', title: o.title, source, chunkName, component: file, data: {}, noindex: false } satisfies RouteRecord;
    }),
  );
}

/** Docusaurus's routes carry the baseUrl; ours do not. */
function withoutBaseUrl(routePath: string, baseUrl: string): string {
  if (baseUrl !== '/' && (routePath + '/').startsWith(baseUrl)) return '/' + routePath.slice(baseUrl.length);
  return routePath;
}

/** The module that renders a plugin route: its component, given the route's modules as props. */
export function routeComponentModule(route: PluginRouteConfig, dir: string): string {
  const imports: string[] = [];
  const importOf = (specifier: string) => {
    imports.push(`import m${imports.length} from ${q(importPath(dir, specifier))};`);
    return `m${imports.length - 1}`;
  };
  const expression = (modules: RouteModules): string => {
    if (typeof modules === 'string') return importOf(modules);
    if (Array.isArray(modules)) return `[${modules.map(expression).join(', ')}]`;
    if (modules && typeof modules === 'object' && '__import' in modules && typeof modules.path === 'string') return importOf(modules.path);
    return `{ ${Object.entries(modules as Record<string, RouteModules>).map(([name, m]) => `${q(name)}: ${expression(m)}`).join(', ')} }`;
  };
  const props = route.modules ? expression(route.modules) : '{}';
  const { component, modules: _modules, routes: _routes, props: own, ...described } = route;
  return (
    [
      `import { jsx } from 'react/jsx-runtime';`,
      `import Component from ${q(importPath(dir, component))};`,
      ...imports,
      `const props = ${props};`,
      `const route = ${q({ ...described, component })};`,
      `const own = ${q(own ?? {})};`,
      `export default function PluginRoute() { return jsx(Component, { ...props, ...own, route }); }`,
    ].join('\n') + '\n'
  );
}
