import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundleResult } from '../bundle/bundle.ts';
import type { SiteConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { SERVICE_WORKER_FILE, serviceWorkerSource } from '../render/pwa.ts';
import type { RouteRecord } from '../routes/types.ts';
import { collectRedirects, writeRedirects, type LocateInConfig } from './clientRedirects.ts';
import { writeDebugPages } from './debugPages.ts';
import { MANIFEST_FILE as ROUTE_MANIFEST } from '../serve/outputSnapshot.ts';
import { htmlFileFor, outputFile } from './outputPaths.ts';

/**
 * The files Docusaurus's official plugins add to a build, once the pages are written: the
 * redirect pages (plugin-client-redirects), the debug pages (plugin-debug) and, last so it lists
 * them all, the offline service worker (plugin-pwa). Warnings for what could not be written.
 */
export async function writeOfficialPluginFiles(o: { dir: string; config: SiteConfig; configFile: string; routes: readonly RouteRecord[]; staticFiles: readonly string[]; bundled: BundleResult }): Promise<Diagnostic[]> {
  const { config, dir } = o;
  const diagnostics: Diagnostic[] = [];
  if (config.clientRedirects) {
    // The pages' files and the static files are never overwritten (`static/old.html`, `404.html`).
    const files = new Set([...o.routes.map((r) => htmlFileFor(r.path, config.trailingSlash)), ...o.staticFiles.map((f) => f.replace(/\\/g, '/'))]);
    const collected = collectRedirects(config.clientRedirects, { pagePaths: o.routes.map((r) => r.path), files, trailingSlash: config.trailingSlash }, configLocator(o.configFile));
    diagnostics.push(...collected.diagnostics);
    await writeRedirects(dir, collected.redirects, config);
  }
  if (config.debug) await writeDebugPages(dir, { config, routes: o.routes, bundled: o.bundled, generator: { name: 'docs', version: '0.1.0' } });
  if (config.pwa) {
    // The build's route manifest is `manifest.json` at the output's root: a web app manifest of that name is replaced.
    if (o.staticFiles.includes(ROUTE_MANIFEST)) {
      diagnostics.push({ severity: 'warning', code: 'static-file-replaced', file: path.resolve(path.dirname(o.configFile), config.staticDir, ROUTE_MANIFEST), message: `The static \`${ROUTE_MANIFEST}\` is replaced by the build's own route manifest of that name: browsers get no web app manifest there.`, hint: 'Rename it `manifest.webmanifest`, and point the `rel="manifest"` link of `pwaHead` at the new name.' });
    }
    await writeServiceWorker(dir, config.baseUrl);
  }
  return diagnostics;
}

/**
 * Where a redirect's origin is in the config file, for a warning's position: an explicit `from`
 * (alone or in a list), else the option that made it (`createRedirects`, `fromExtensions`).
 */
function configLocator(configFile: string): LocateInConfig {
  let source: string | undefined;
  return (text) => {
    try {
      source ??= readFileSync(configFile, 'utf8');
    } catch {
      return { file: configFile };
    }
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const from = new RegExp(`from\\s*:\\s*(?:\\[[^\\]]*?)?(['"\`])${escaped}\\1`).exec(source);
    const quoted = from ? from.index + from[0].length - text.length - 2 : [text].map((t) => source!.indexOf(t)).find((i) => i >= 0);
    if (quoted === undefined || quoted < 0) return { file: configFile };
    const before = source.slice(0, quoted);
    return { file: configFile, line: before.split('\n').length, column: quoted - before.lastIndexOf('\n') };
  };
}

/** Every file under `dir`, relative, with `/` separators. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(dir, relative)));
    else out.push(relative);
  }
  return out;
}

/** Files the worker never caches: what a host reads (headers, manifest), not what a reader opens. */
const NOT_CACHED = new Set(['_headers', ROUTE_MANIFEST, SERVICE_WORKER_FILE]);

async function writeServiceWorker(dir: string, baseUrl: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((f) => !NOT_CACHED.has(f) && !f.endsWith('.map')).sort();
  const urls = files.map((f) => baseUrl + f);
  // A page is asked for by its address (`/a`, `/a/`), not its file: both lead to the cached file.
  const aliases: Record<string, string> = {};
  for (const f of files) {
    if (f === 'index.html') aliases[baseUrl] = baseUrl + f;
    else if (f.endsWith('/index.html')) aliases[baseUrl + f.slice(0, -'/index.html'.length)] = aliases[baseUrl + f.slice(0, -'index.html'.length)] = baseUrl + f;
    else if (f.endsWith('.html')) aliases[baseUrl + f.slice(0, -'.html'.length)] = baseUrl + f;
  }
  // Any change of any file is a new cache, so a reader offline never mixes two builds.
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update(await readFile(path.join(dir, f)));
  const version = hash.digest('hex').slice(0, 12);
  await writeFile(outputFile(dir, SERVICE_WORKER_FILE), serviceWorkerSource(urls, aliases, version));
}
