import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { walkFiles } from '../util/walkFiles.ts';
import { SIBLING_SUFFIX } from '../write/precompress.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from './headersFile.ts';
import { LruCache } from './lruCache.ts';
import { candidateFiles, pathsOf } from './requestPath.ts';
import { loadServedFile, memoryOf, type ServedFile } from './servedFile.ts';

export const HEADERS_FILE = '_headers';
export const NOT_FOUND_FILE = '404.html';
const SIBLING_SUFFIXES = Object.values(SIBLING_SUFFIX);

export interface SnapshotOptions {
  /** Larger files are streamed from disk on each request instead of held in memory. */
  maxFileBytes: number;
  /** What the cache may hold in all, every encoding counted. */
  maxCacheBytes: number;
  /** Told about each line of a `_headers` file that could not be read. */
  warn: (message: string) => void;
}

/**
 * One state of the output folder as the server sees it: the list of its files (symlinks resolved
 * once, when it was taken), the rules of its `_headers` file, and the files read so far.
 */
export class OutputSnapshot {
  private readonly cache: LruCache<ServedFile>;

  private constructor(
    private readonly files: ReadonlyMap<string, string>,
    readonly rules: readonly HeaderRule[],
    private readonly options: SnapshotOptions,
  ) {
    this.cache = new LruCache(options.maxCacheBytes, memoryOf);
  }

  static async take(root: string, options: SnapshotOptions): Promise<OutputSnapshot> {
    const files = await walkFiles(root);
    const headersFile = files.get(HEADERS_FILE);
    let rules: HeaderRule[] = [];
    if (headersFile) {
      const parsed = parseHeadersFile(await readFile(headersFile, 'utf8'));
      for (const p of parsed.problems) options.warn(`${path.join(root, HEADERS_FILE)}:${p.line}: ${p.message}`);
      rules = parsed.rules;
    }
    return new OutputSnapshot(files, rules, options);
  }

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
    return this.cache.get(rel, () => loadServedFile({ rel, files: this.files, custom: headersFor(this.rules, pathsOf(rel)), maxFileBytes: this.options.maxFileBytes }));
  }

  /** The file a clean request path names, if any. */
  find(requestPath: string): Promise<ServedFile> | undefined {
    const rel = candidateFiles(requestPath).find((candidate) => this.servable(candidate));
    return rel === undefined ? undefined : this.load(rel);
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
