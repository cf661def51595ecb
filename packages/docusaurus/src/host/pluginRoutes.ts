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
 * manifest, the sitemap, the search and the link check like any other. A route with nested
 * `routes` is a layout: each innermost route is a page, rendered inside the components of the
 * routes that hold it, each given its `route` with `routes` for `renderRoutes` to pick from.
 */
export async function pluginRouteRecords(o: { routes: { route: PluginRouteConfig; source?: string }[]; baseUrl: string; dir: string; title: string }): Promise<RouteRecord[]> {
  await mkdir(o.dir, { recursive: true });
  const pages = o.routes.flatMap(({ route, source }) => leafChains(route).map((chain) => ({ chain, source })));
  return Promise.all(
    pages.map(async ({ chain, source }) => {
      const routePath = withoutBaseUrl(chain[chain.length - 1]!.path, o.baseUrl);
      const chunkName = chunkNameFor(routePath);
      const file = path.join(o.dir, `${chunkName}.js`);
      await writeFile(file, routeComponentModule(chain, o.dir));
      return { path: routePath, kind: 'page', title: o.title, source, chunkName, component: file, data: {}, noindex: false } satisfies RouteRecord;
    }),
  );
}

/** Each innermost route of a route, with the routes that hold it, outermost first. */
export function leafChains(route: PluginRouteConfig, holders: PluginRouteConfig[] = []): PluginRouteConfig[][] {
  const chain = [...holders, route];
  return Array.isArray(route.routes) && route.routes.length ? route.routes.flatMap((child) => leafChains(child, chain)) : [chain];
}

/** Docusaurus's routes carry the baseUrl; ours do not. */
function withoutBaseUrl(routePath: string, baseUrl: string): string {
  if (baseUrl !== '/' && (routePath + '/').startsWith(baseUrl)) return '/' + routePath.slice(baseUrl.length);
  return routePath;
}

/**
 * The module that renders a plugin route: its component, given the route's modules as props. For a
 * nested route (`chain` from the outermost route to the page's), each holding route's component is
 * rendered with its `route.routes`: the page's own route with a component that renders it, its
 * siblings described (their own pages render them), for the layout's `renderRoutes` to pick.
 */
export function routeComponentModule(chain: PluginRouteConfig[], dir: string): string {
  const imports: string[] = [];
  let modules = 0;
  const importOf = (specifier: string) => {
    imports.push(`import m${modules} from ${q(importPath(dir, specifier))};`);
    return `m${modules++}`;
  };
  const expression = (modules: RouteModules): string => {
    if (typeof modules === 'string') return importOf(modules);
    if (Array.isArray(modules)) return `[${modules.map(expression).join(', ')}]`;
    if (modules && typeof modules === 'object' && '__import' in modules && typeof modules.path === 'string') return importOf(modules.path);
    return `{ ${Object.entries(modules as Record<string, RouteModules>).map(([name, m]) => `${q(name)}: ${expression(m)}`).join(', ')} }`;
  };
  const [outer, ...inner] = chain as [PluginRouteConfig, ...PluginRouteConfig[]];
  const props = outer.modules ? expression(outer.modules) : '{}';
  const levels: string[] = [];
  inner.forEach((r, i) => {
    const n = i + 1;
    imports.push(`import Component${n} from ${q(importPath(dir, r.component))};`);
    levels.push(`const props${n} = ${r.modules ? expression(r.modules) : '{}'};`, `const own${n} = ${q(r.props ?? {})};`, `function Route${n}(p) { return jsx(Component${n}, { ...props${n}, ...own${n}, ...p }); }`);
  });
  // Innermost first: each holding route lists the one inside it, already defined.
  const routeLines: string[] = [];
  if (inner.length) routeLines.push('const onItsOwnPage = () => null;');
  for (let n = chain.length - 1; n >= 1; n--) {
    const r = chain[n]!;
    routeLines.push(`const route${n} = { ...${q(describe(r))}, component: Route${n}${n < chain.length - 1 ? `, routes: ${childRoutes(r, chain[n + 1]!, `route${n + 1}`)}` : ''} };`);
  }
  const { component } = outer;
  const top = inner.length ? `{ ...${q({ ...describe(outer), component })}, routes: ${childRoutes(outer, chain[1]!, 'route1')} }` : q({ ...describe(outer), component });
  return (
    [
      `import { jsx } from 'react/jsx-runtime';`,
      `import Component from ${q(importPath(dir, component))};`,
      ...imports,
      `const props = ${props};`,
      ...levels,
      ...routeLines,
      `const route = ${top};`,
      `const own = ${q(outer.props ?? {})};`,
      `export default function PluginRoute() { return jsx(Component, { ...props, ...own, route }); }`,
    ].join('\n') + '\n'
  );
}

/** A route as its component reads it in `route`: its own keys, without what the module imports or passes as props. */
function describe(route: PluginRouteConfig): Record<string, unknown> {
  const { component: _component, modules: _modules, routes: _routes, props: _props, ...described } = route;
  return described;
}

/** `route.routes` of a holding route: the one on the way to the page by name, the others described, their pages rendering them. */
function childRoutes(holder: PluginRouteConfig, next: PluginRouteConfig, nextName: string): string {
  const sibling = (r: PluginRouteConfig): string => `{ ...${q(describe(r))}, component: onItsOwnPage${Array.isArray(r.routes) && r.routes.length ? `, routes: [${r.routes.map(sibling).join(', ')}]` : ''} }`;
  return `[${(holder.routes ?? []).map((r) => (r === next ? nextName : sibling(r))).join(', ')}]`;
}
