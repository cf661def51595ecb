import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteRecord } from '../routes/types.ts';
import { packageSourceDir } from './packagePaths.ts';
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
  /** Route chunk module by chunk name. */
  routeModules: Record<string, string>;
}

const q = JSON.stringify;

/**
 * Write the modules esbuild bundles: one small module per route (its component, its content, its
 * data), the browser entry (runtime and global styles only: no route table), and the server entry
 * that imports every route for rendering. Output is sorted, so unchanged input gives unchanged files.
 */
export async function generateEntries(o: { siteDir: string; routes: RouteRecord[]; site: ClientSiteConfigValue; stylesheets: string[] }): Promise<GeneratedEntries> {
  const dir = path.join(o.siteDir, '.docs', 'generated');
  await rm(path.join(dir, 'routes'), { recursive: true, force: true });
  await mkdir(path.join(dir, 'routes'), { recursive: true });
  const routeModules: Record<string, string> = {};
  await Promise.all(
    o.routes.map(async (route) => {
      const file = path.join(dir, 'routes', `${route.chunkName}.js`);
      const lines = [`export { default } from ${q(route.component)};`];
      if (route.contentSource) lines.push(`export { default as Content } from ${q(route.contentSource)};`);
      if (route.contentSources) {
        route.contentSources.forEach((source, i) => lines.push(`import C${i} from ${q(source)};`));
        lines.push(`export const contents = [${route.contentSources.map((_, i) => `C${i}`).join(', ')}];`);
      }
      lines.push(`export const data = ${q(route.data)};`);
      await writeFile(file, lines.join('\n') + '\n');
      routeModules[route.chunkName] = file;
    }),
  );
  const themeStyles = path.join(packageSourceDir('@docs/theme'), 'styles', 'index.css');
  const clientEntry = path.join(dir, 'client-entry.js');
  await writeFile(
    clientEntry,
    [
      ...[themeStyles, ...o.stylesheets].map((css) => `import ${q(css)};`),
      `import { boot } from '@docs/client/boot';`,
      `boot(${q(o.site)});`,
    ].join('\n') + '\n',
  );
  const vendorEntry = path.join(dir, 'vendor-entry.js');
  await writeFile(vendorEntry, [`export * from 'react';`, `export * from 'react/jsx-runtime';`, `export { hydrateRoot } from 'react-dom/client';`].join('\n') + '\n');
  const serverEntry = path.join(dir, 'server-entry.js');
  const sorted = [...o.routes].sort((a, b) => a.chunkName.localeCompare(b.chunkName));
  await writeFile(
    serverEntry,
    [
      ...sorted.map((r, i) => `import * as r${i} from ${q(routeModules[r.chunkName])};`),
      `export { renderRoute } from '@docs/client/server';`,
      `export const site = ${q(o.site)};`,
      `export const routes = {`,
      ...sorted.map((r, i) => `  ${q(r.path)}: r${i},`),
      `};`,
    ].join('\n') + '\n',
  );
  return { clientEntry, vendorEntry, serverEntry, routeModules };
}
