import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { walkFiles } from '../util/walkFiles.ts';
import { SIBLING_SUFFIX } from '../write/precompress.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from './headersFile.ts';
import { LruCache } from './lruCache.ts';
import { goneError } from './openedFile.ts';
import { candidateFiles, pathsOf } from './requestPath.ts';
import { loadServedFile, memoryOf, type ServedFile } from './servedFile.ts';

export const HEADERS_FILE = '_headers';
export const MANIFEST_FILE = 'manifest.json';
export const NOT_FOUND_FILE = '404.html';
const SIBLING_SUFFIXES = Object.values(SIBLING_SUFFIX);

export interface SnapshotOptions {
  /** Larger files are streamed from disk on each request instead of held in memory. */
  maxFileBytes: number;
  /** What the cache may hold in all, every encoding counted. */
  maxCacheBytes: number;
  /** Told about each line of a `_headers` file that could not be read, and each request that failed (a 500). */
  warn: (message: string) => void;
}

/** Which folder is at a path: a rebuild renames another folder over the output, which changes it. */
const folderOf = (stats: Stats) => `${stats.dev}:${stats.ino}`;

/** The folder at a path and its modification time, which a file added or removed at its top also changes. */
export const folderVersion = (stats: Stats) => `${folderOf(stats)}:${stats.mtimeMs}`;

/**
 * One state of the output folder as the server sees it: the list of its files (symlinks resolved
 * once, when it was taken), the rules of its `_headers` file, and the files read so far. It reads
 * a file only while its folder is still the one at the root: after a rebuild renamed another
 * folder over it, a file not read yet fails as gone (see isGone), however the new output names it.
 */
export class OutputSnapshot {
  private readonly cache: LruCache<ServedFile>;

  /** The root's folderVersion when the snapshot was taken. */
  readonly version: string;

  private constructor(
    private readonly root: string,
    private readonly folder: Stats,
    private readonly files: ReadonlyMap<string, string>,
    readonly rules: readonly HeaderRule[],
    private readonly options: SnapshotOptions,
    /** The `trailingSlash` the output was built with (its manifest says), which decides a page's own address. */
    private readonly trailingSlash: boolean | undefined,
  ) {
    this.cache = new LruCache(options.maxCacheBytes, memoryOf);
    this.version = folderVersion(folder);
  }

  /** Throws as for a file that is gone when the root is missing, or was replaced while it was listed (the list would mix two builds). */
  static async take(root: string, options: SnapshotOptions): Promise<OutputSnapshot> {
    const before = await stat(root);
    const files = await walkFiles(root);
    const headersFile = files.get(HEADERS_FILE);
    const parsed = headersFile ? parseHeadersFile(await readFile(headersFile, 'utf8')) : { rules: [], problems: [] };
    const manifestFile = files.get(MANIFEST_FILE);
    const trailingSlash = manifestFile ? trailingSlashOf(await readFile(manifestFile, 'utf8')) : undefined;
    if (folderOf(await stat(root)) !== folderOf(before)) throw goneError(root);
    for (const p of parsed.problems) options.warn(`${path.join(root, HEADERS_FILE)}:${p.line}: ${p.message}`);
    return new OutputSnapshot(root, before, files, parsed.rules, options, trailingSlash);
  }

  /** Whether the root is still this snapshot's folder (a folder renamed away never comes back). */
  private readonly stillServed = async (): Promise<boolean> => {
    const now = await stat(this.root).catch(() => undefined);
    return now !== undefined && folderOf(now) === folderOf(this.folder);
  };

  /**
   * Whether a file may be sent as itself: not the `_headers` file (the server's configuration),
   * and not `x.br` or `x.gz` beside an `x`, which are `x` compressed and go out only as `x`
   * (a lone `archive.gz` is a file like any other).
   */
  private servable(rel: string): boolean {
    if (!this.files.has(rel) || rel === HEADERS_FILE) return false;
    return !SIBLING_SUFFIXES.some((suffix) => rel.endsWith(suffix) && this.files.has(rel.slice(0, -suffix.length)));
  }

  private load(rel: string): Promise<ServedFile> {
    return this.cache.get(rel, () => loadServedFile({ rel, files: this.files, custom: headersFor(this.rules, pathsOf(rel)), maxFileBytes: this.options.maxFileBytes, stillServed: this.stillServed }));
  }

  /** The file a clean request path names, if any. */
  find(requestPath: string): Promise<ServedFile> | undefined {
    const rel = candidateFiles(requestPath).find((candidate) => this.servable(candidate));
    return rel === undefined ? undefined : this.load(rel);
  }

  /**
   * Where a request for a page by its other form goes, as a static host sends it: under
   * `trailingSlash: true`, `/a` to `/a/` when the page is `a/index.html`; under `false`, `/a/` to
   * `/a` when it is `a.html`. Undefined when the path is the page's own or names no page, and always
   * when the output was built without `trailingSlash` (both forms are served then).
   */
  ownAddress(requestPath: string): string | undefined {
    if (this.trailingSlash === undefined || requestPath === '/') return undefined;
    const rel = requestPath.slice(1);
    if (this.trailingSlash && !requestPath.endsWith('/')) {
      return !this.servable(rel) && this.servable(`${rel}/index.html`) ? `${requestPath}/` : undefined;
    }
    if (!this.trailingSlash && requestPath.endsWith('/')) {
      const bare = requestPath.replace(/\/+$/, '');
      return !this.servable(`${rel}index.html`) && bare !== '' && this.servable(`${bare.slice(1)}.html`) ? bare : undefined;
    }
    return undefined;
  }

  /** Whether a clean request path names an HTML page of the output. */
  hasPage(requestPath: string): boolean {
    return candidateFiles(requestPath).some((candidate) => candidate.endsWith('.html') && this.servable(candidate));
  }

  /** The page sent with status 404, if the output has one. */
  notFoundPage(): Promise<ServedFile> | undefined {
    return this.files.has(NOT_FOUND_FILE) ? this.load(NOT_FOUND_FILE) : undefined;
  }
}

/** The `trailingSlash` a build's manifest records; undefined when it has none or cannot be read (a site's own `manifest.json`). */
function trailingSlashOf(manifest: string): boolean | undefined {
  try {
    const value = (JSON.parse(manifest) as { trailingSlash?: unknown }).trailingSlash;
    return typeof value === 'boolean' ? value : undefined;
  } catch {
    return undefined;
  }
}
