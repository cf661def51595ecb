import type { CompressSetting } from './config/types.ts';
import type { Diagnostic } from './diagnostics/diagnostic.ts';
import type { Progress } from './progress.ts';
import type { SearchIndexStats } from './search/buildSearchIndex.ts';

/** What `docs build` takes and returns, apart from build.ts so the locale loop can name them too. */
export interface BuildOptions {
  siteDir: string;
  outDir?: string;
  /** Warnings fail the build. */
  strict?: boolean;
  /** An existing output folder holding files the build did not write is replaced too (see write/outDirSafety.ts). */
  emptyOutDir?: boolean;
  minify?: boolean;
  /** Overrides the config's `compress` (`docs build --compress` / `--no-compress`). */
  compress?: CompressSetting;
  /** Overrides the config's `sourceMaps` (`docs build --source-maps` / `--no-source-maps`). */
  sourceMaps?: boolean;
  progress?: Progress;
  /** Builds this locale only (`docs build --locale`); every locale when unset. */
  locale?: string;
}

export interface BuildResult {
  ok: boolean;
  outDir: string;
  routes: number;
  diagnostics: Diagnostic[];
  /** Milliseconds per stage. */
  timings: Record<string, number>;
  /** Compiled documents served from the cache. */
  cacheHits: number;
  /** JS and CSS written for the browser. */
  files: { path: string; bytes: number }[];
  /** Sizes of the search index, when the site has search. */
  search?: SearchIndexStats;
}

