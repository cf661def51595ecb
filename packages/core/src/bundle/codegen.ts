import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteRecord } from '../routes/types.ts';
import { compareText } from '../util/compareText.ts';
import type { ClientSiteConfigValue } from './clientSiteConfig.ts';

export interface GeneratedEntries {
  clientEntry: string;
  /**
   * An entry that only re-exports React and ReactDOM. esbuild has no manual chunks; code reached
   * from two entries goes to a shared chunk, so this makes the libraries one vendor chunk, apart
   * from the small runtime entry, cached across deploys that change only our code.
   */
  vendorEntry: string;
  serverEntry: string;
  /** Route chunk module by chunk name: the routes bundled with the app. */
  routeModules: Record<string, string>;
  /**
   * By component key, the module of a theme component that standalone routes show (see
   * `standaloneRoutes.ts`): it exports the component and the JSX runtime, all a standalone route's
   * chunk imports.
   */
  componentModules: Record<string, string>;
}

const q = JSON.stringify;

/**
 * Write the modules esbuild bundles: one small module per route (its component, its content, its
 * data), the browser entry (runtime and global styles only: no route table), and the server entry
 * that imports every route for rendering. Output is sorted, so unchanged input gives unchanged files.
 */
/**
 * The config's `clientModules` as the client entry imports them: files (relative to the site, or
 * absolute as `require.resolve` gives them) by path, packages by name.
 */
export function clientModuleSpecifiers(clientModules: string[], siteDir: string): string[] {
  return clientModules.map((m) => (m.startsWith('.') || path.isAbsolute(m) ? path.resolve(siteDir, m) : m));
}

export async function generateEntries(o: {
  siteDir: string;
  routes: RouteRecord[];
  site: ClientSiteConfigValue;
  /** Global stylesheets in cascade order, the theme's included (see `siteStylesheets.ts`). */
  stylesheets: string[];
  /** The config's `clientModules`, imported before hydration (see `clientModuleSpecifiers`). */
  clientModules?: string[];
  standalone?: ReadonlySet<string>;
  /** Modules the server entry exports by path (`docs dev`: see contextModules.ts). */
  shared?: string[];
}): Promise<GeneratedEntries> {
  const dir = path.join(o.siteDir, '.docs', 'generated');
  await rm(path.join(dir, 'routes'), { recursive: true, force: true });
  await rm(path.join(dir, 'components'), { recursive: true, force: true });
  await mkdir(path.join(dir, 'routes'), { recursive: true });
  // Sorted, and filled in that order rather than as the writes finish: esbuild's shared chunks
  // follow the order of the entry points, and two builds must give the same chunks.
  const sorted = [...o.routes].sort((a, b) => compareText(a.chunkName, b.chunkName));
  const bundled = sorted.filter((r) => !o.standalone?.has(r.chunkName));
  const routeModules = Object.fromEntries(bundled.map((r) => [r.chunkName, path.join(dir, 'routes', `${r.chunkName}.js`)]));
  await Promise.all(bundled.map((route) => writeFile(routeModules[route.chunkName]!, routeModule(route, path.join(dir, 'routes')))));
  const components = [...new Set(sorted.filter((r) => o.standalone?.has(r.chunkName)).map((r) => r.component))].sort(compareText);
  const componentModules = Object.fromEntries(components.map((c) => [componentKey(c), path.join(dir, 'components', `${componentKey(c)}.js`)]));
  if (components.length) await mkdir(path.join(dir, 'components'), { recursive: true });
  await Promise.all(components.map((c) => writeFile(componentModules[componentKey(c)]!, componentModule(c, path.join(dir, 'components')))));
  const clientEntry = path.join(dir, 'client-entry.js');
  const clientModules = o.clientModules ?? [];
  // A stylesheet among the client modules is imported for its styles; a script for its lifecycles too.
  const isStyle = (m: string) => /\.(?:css|scss|sass)$/i.test(m);
  const specifier = (m: string) => (path.isAbsolute(m) ? importPath(dir, m) : m);
  await writeFile(
    clientEntry,
    [
      ...o.stylesheets.map((css) => `import ${q(importPath(dir, css))};`),
      ...clientModules.map((m, i) => (isStyle(m) ? `import ${q(specifier(m))};` : `import * as clientModule${i} from ${q(specifier(m))};`)),
      ...codeTranslationsSetup(o.site),
      `import { boot } from '@docs/client/boot';`,
      `boot(${q(o.site)}, [${clientModules.flatMap((m, i) => (isStyle(m) ? [] : [`clientModule${i}`])).join(', ')}]);`,
    ].join('\n') + '\n',
  );
  const vendorEntry = path.join(dir, 'vendor-entry.js');
  await writeFile(vendorEntry, [`export * from 'react';`, `export * from 'react/jsx-runtime';`, `export { hydrateRoot } from 'react-dom/client';`].join('\n') + '\n');
  const serverEntry = path.join(dir, 'server-entry.js');
  await writeFile(serverEntry, serverEntrySource({ dir, routes: bundled, routeModules, components, site: o.site, shared: o.shared }));
  return { clientEntry, vendorEntry, serverEntry, routeModules, componentModules };
}

/**
 * A server entry of its own in `dir`, rendering `routes` with every one bundled (none standalone):
 * what a failed render is rendered again with (see `render/locateRenderErrors.ts`). Returns its file.
 */
export async function generateServerEntry(o: { dir: string; routes: RouteRecord[]; site: ClientSiteConfigValue }): Promise<string> {
  await rm(o.dir, { recursive: true, force: true });
  await mkdir(path.join(o.dir, 'routes'), { recursive: true });
  const routeModules = Object.fromEntries(o.routes.map((r) => [r.chunkName, path.join(o.dir, 'routes', `${r.chunkName}.js`)]));
  await Promise.all(o.routes.map((route) => writeFile(routeModules[route.chunkName]!, routeModule(route, path.join(o.dir, 'routes')))));
  const serverEntry = path.join(o.dir, 'server-entry.js');
  await writeFile(serverEntry, serverEntrySource({ dir: o.dir, routes: o.routes, routeModules, components: [], site: o.site }));
  return serverEntry;
}

/** The server entry: the renderer, every bundled route's module by path, the components standalone routes show. */
function serverEntrySource(o: { dir: string; routes: RouteRecord[]; routeModules: Record<string, string>; components: string[]; site: ClientSiteConfigValue; shared?: string[] }): string {
  const shared = o.shared ?? [];
  return (
    [
      ...o.routes.map((r, i) => `import * as r${i} from ${q(importPath(o.dir, o.routeModules[r.chunkName]!))};`),
      ...shared.map((file, i) => `import * as s${i} from ${q(importPath(o.dir, file))};`),
      ...o.components.map((c, i) => `import c${i} from ${q(importPath(o.dir, c))};`),
      `export { renderRoute, componentStackOf } from '@docs/client/server';`,
      // Standalone routes' server modules take their component and JSX runtime from here: one React.
      `export { jsx, jsxs, Fragment } from 'react/jsx-runtime';`,
      // Documents `docs dev` bundles on their own use this instance: its contexts are the pages'.
      `export * as docsClient from '@docs/client';`,
      ...codeTranslationsSetup(o.site),
      // And these, by path: the modules holding the theme's contexts (see contextModules.ts).
      `export const docsShared = {`,
      ...shared.map((file, i) => `  ${q(file)}: s${i},`),
      `};`,
      `export const site = ${q(o.site)};`,
      `export const routes = {`,
      ...o.routes.map((r, i) => `  ${q(r.path)}: r${i},`),
      `};`,
      `export const components = {`,
      ...o.components.map((c, i) => `  ${q(componentKey(c))}: c${i},`),
      `};`,
    ].join('\n') + '\n'
  );
}

/** The locale's `code.json` messages handed to `<Translate>` before anything renders; nothing on a site without them. */
function codeTranslationsSetup(site: ClientSiteConfigValue): string[] {
  if (!site.codeTranslations) return [];
  return [`import { setCodeTranslations } from '@docusaurus/Translate';`, `setCodeTranslations(${q(site.codeTranslations)});`];
}

/** A theme component's name in file names and tables: `@theme/DocRoute` → `DocRoute`. */
export function componentKey(component: string): string {
  return component.replace(/^@theme\//, '').replace(/[^A-Za-z0-9_-]+/g, '-');
}

/** A component entry: the component, and the JSX runtime its standalone routes' content calls. */
function componentModule(component: string, dir: string): string {
  return [`export { default } from ${q(importPath(dir, component))};`, `export { jsx, jsxs, Fragment } from 'react/jsx-runtime';`].join('\n') + '\n';
}

/** A route's module: its component, its content, its data. */
function routeModule(route: RouteRecord, dir: string): string {
  const lines = [`export { default } from ${q(importPath(dir, route.component))};`];
  if (route.contentSource) lines.push(`export { default as Content } from ${q(importPath(dir, route.contentSource))};`);
  if (route.contentSources) {
    route.contentSources.forEach((source, i) => lines.push(`import C${i} from ${q(importPath(dir, source))};`));
    lines.push(`export const contents = [${route.contentSources.map((_, i) => `C${i}`).join(', ')}];`);
  }
  lines.push(`export const data = ${q(route.data)};`);
  return lines.join('\n') + '\n';
}

/**
 * A file imported relatively (a bare specifier such as `@theme/Name` as it is): source maps carry
 * these modules' text, which must not depend on where the site is on disk.
 */
export function importPath(fromDir: string, specifier: string): string {
  if (!path.isAbsolute(specifier)) return specifier;
  const rel = path.relative(fromDir, specifier).split(path.sep).join('/');
  return rel.startsWith('../') ? rel : `./${rel}`;
}
