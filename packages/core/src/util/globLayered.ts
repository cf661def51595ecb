import path from 'node:path';
import { globFiles, type GlobOptions, type GlobResult } from './globFiles.ts';

export interface LayeredFile {
  /** Relative to its folder, with `/`. */
  rel: string;
  /** Absolute: in the first folder that has it. */
  file: string;
}

/**
 * The files of several folders laid over each other: a relative path is listed once, from the
 * first folder holding it (a translation over the original). Folders that do not exist add nothing.
 */
export async function globLayered(roots: string[], patterns: string[], options: GlobOptions = {}): Promise<{ files: LayeredFile[]; skipped: GlobResult['skipped'] }> {
  const results = await Promise.all(roots.map((root) => globFiles(root, patterns, options).catch(() => ({ files: [], skipped: [] }) as GlobResult)));
  const byRel = new Map<string, string>();
  results.forEach((result, i) => {
    for (const rel of result.files) if (!byRel.has(rel)) byRel.set(rel, path.join(roots[i]!, rel));
  });
  const files = [...byRel].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([rel, file]) => ({ rel, file }));
  return { files, skipped: results.flatMap((r) => r.skipped) };
}
