import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../../../client/src/escapeHtml.ts';
import { routeUrl, withBaseUrl } from '../../../client/src/normalizePath.ts';
import type { BundleResult } from '../bundle/bundle.ts';
import type { SiteConfig } from '../config/types.ts';
import type { RouteRecord } from '../routes/types.ts';
import { htmlFileFor, outputFile } from './outputPaths.ts';

/** Where the debug pages are, as Docusaurus's plugin-debug puts them. */
export const DEBUG_BASE = '/__docusaurus/debug';

/** What the debug pages show: the config, the build's own facts, the routes and their chunks, the content and the global data. */
export interface DebugFacts {
  config: SiteConfig;
  routes: readonly RouteRecord[];
  bundled: BundleResult;
  generator: { name: string; version: string };
}

/** Each page: its path under DEBUG_BASE, its title, and the data it shows as JSON. */
function debugSections(f: DebugFacts): { slug: string; title: string; data: unknown }[] {
  const { config, routes, bundled } = f;
  const byKind = (kind: RouteRecord['kind']) => routes.filter((r) => r.kind === kind).map((r) => ({ path: r.path, title: r.title, source: r.source }));
  return [
    { slug: '', title: 'Config', data: config },
    { slug: '/config', title: 'Config', data: config },
    { slug: '/metadata', title: 'Site metadata', data: { generator: f.generator, nodeVersion: process.version, siteVersion: config.customFields.version, locale: config.i18n.currentLocale ?? config.i18n.defaultLocale } },
    { slug: '/registry', title: 'Registry', data: Object.fromEntries(routes.map((r) => [r.chunkName, { route: r.path, component: r.component, chunk: bundled.routes[r.chunkName]?.chunk, css: bundled.routes[r.chunkName]?.css }])) },
    { slug: '/routes', title: 'Routes', data: routes.map((r) => ({ path: withBaseUrl(r.path, config.baseUrl), kind: r.kind, component: r.component, noindex: r.noindex })) },
    { slug: '/content', title: 'Content', data: { docs: byKind('doc'), blog: byKind('blog-post'), pages: [...byKind('page'), ...byKind('mdx-page')] } },
    { slug: '/globalData', title: 'Global data', data: { 'docusaurus-plugin-content-docs': { default: { path: withBaseUrl(config.docs.routeBasePath, config.baseUrl), docs: byKind('doc').map((d) => ({ path: withBaseUrl(d.path, config.baseUrl) })) } } } },
  ];
}

/** A config's functions and RegExps as JSON can show them. */
const shown = (_key: string, value: unknown) => (typeof value === 'function' ? `[function ${value.name || 'anonymous'}]` : value instanceof RegExp ? String(value) : value);

function debugPage(title: string, data: unknown, nav: { href: string; title: string }[]): string {
  const links = nav.map((n) => `<a href="${escapeHtml(n.href)}">${escapeHtml(n.title)}</a>`).join(' · ');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Debug: ${title}`)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:1.5rem;color:#1c1e21}nav{margin-bottom:1rem}pre{background:#f5f6f7;padding:1rem;overflow:auto;font-size:13px}</style>
</head>
<body>
<nav aria-label="Debug pages">${links}</nav>
<main><h1>${escapeHtml(title)}</h1>
<pre>${escapeHtml(JSON.stringify(data, shown, 2) ?? 'undefined')}</pre></main>
</body>
</html>
`;
}

/** Write the debug pages inside `dir`; the files written, relative to it. */
export async function writeDebugPages(dir: string, facts: DebugFacts): Promise<string[]> {
  const sections = debugSections(facts);
  const { baseUrl, trailingSlash } = facts.config;
  const href = (slug: string) => routeUrl(`${DEBUG_BASE}${slug}`, baseUrl, trailingSlash);
  const nav = sections.filter((s) => s.slug).map((s) => ({ href: href(s.slug), title: s.title }));
  const files: string[] = [];
  for (const s of sections) {
    const relative = htmlFileFor(`${DEBUG_BASE}${s.slug}`, trailingSlash);
    const file = outputFile(dir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, debugPage(s.title, s.data, nav));
    files.push(relative);
  }
  return files;
}
