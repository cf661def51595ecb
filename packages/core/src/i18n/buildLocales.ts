import path from 'node:path';
import { loadConfig } from '../config/loadConfig.ts';
import type { BuildOptions, BuildResult } from '../buildResult.ts';
import { localeMeta, localeOutDir, resolveLocales, unknownLocale } from './locales.ts';

export type BuildOneLocale = (options: BuildOptions & { outDir: string; locale?: string; otherLocales?: string[] }) => Promise<BuildResult>;

/**
 * `docs build` over the site's locales, the default first, as Docusaurus orders them: each
 * locale is its own build at its own baseUrl, into the output folder (the default) or the folder
 * below it named by its baseUrl (`build/fr`). A site with one locale is built exactly as before.
 * The first locale that fails stops the run; the default locale's output replaces the whole output
 * folder, so after a failure the locales not built are missing from it (the run fails).
 */
export async function buildLocales(options: BuildOptions, buildOne: BuildOneLocale): Promise<BuildResult> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, 'build'));
  let config;
  try {
    ({ config } = await loadConfig(siteDir));
  } catch {
    // The build of the site reports why the config cannot be loaded.
    return buildOne({ ...options, outDir });
  }
  if (options.locale === undefined && config.i18n.locales.length <= 1) return buildOne({ ...options, outDir });
  if (options.locale !== undefined && !config.i18n.locales.includes(options.locale)) {
    return { ok: false, outDir, routes: 0, diagnostics: [unknownLocale(options.locale, config.i18n.locales)], timings: {}, cacheHits: 0, files: [] };
  }
  const all = resolveLocales(config);
  const chosen = options.locale === undefined ? all : [localeMeta(config, options.locale)];
  const results: BuildResult[] = [];
  for (const locale of chosen) {
    const otherLocales = all.filter((l) => l.name !== locale.name).map((l) => l.baseUrl);
    const result = await buildOne({ ...options, outDir: localeOutDir(outDir, config.baseUrl, locale), locale: locale.name, otherLocales });
    results.push(result);
    if (!result.ok) break;
  }
  return mergeResults(outDir, results);
}

/** One report for the run: the config's own warnings, the same in every locale's build, listed once. */
function mergeResults(outDir: string, results: BuildResult[]): BuildResult {
  const seen = new Set<string>();
  const diagnostics = results.flatMap((r) => r.diagnostics).filter((d) => {
    const key = JSON.stringify(d);
    return !seen.has(key) && (seen.add(key), true);
  });
  const timings: Record<string, number> = {};
  for (const r of results) for (const [stage, ms] of Object.entries(r.timings)) timings[stage] = (timings[stage] ?? 0) + ms;
  const merged: BuildResult = {
    ok: results.every((r) => r.ok),
    outDir,
    routes: results.reduce((n, r) => n + r.routes, 0),
    diagnostics,
    timings,
    cacheHits: results.reduce((n, r) => n + r.cacheHits, 0),
    files: results.flatMap((r) => r.files),
  };
  const search = results.find((r) => r.search)?.search;
  if (search) merged.search = search;
  return merged;
}

