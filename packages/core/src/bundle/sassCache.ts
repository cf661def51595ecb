import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fingerprintFiles, unchangedFiles } from '../util/fileFingerprints.ts';
import { hashOf } from '../util/hash.ts';
import { cacheFolder } from '../util/cacheFolder.ts';

/** Bump when what is stored changes shape. */
const SASS_CACHE_VERSION = '1';

interface SassRecord {
  css: string;
  /** Every stylesheet the compile read, with its content hash then. */
  files: Record<string, string>;
}

export interface CompiledSass {
  css: string;
  files: string[];
}

/**
 * Compiled Sass kept between runs: a big published stylesheet takes Dart Sass about a second, and
 * it rarely changes. An entry is reused while every file the compile read is byte-identical.
 */
export function sassCache(siteDir: string, compilerVersion: string) {
  const dir = cacheFolder(siteDir, 'sass');
  const fileFor = (stylesheet: string) => path.join(dir, `${hashOf(SASS_CACHE_VERSION, compilerVersion, stylesheet)}.json`);
  return {
    async get(stylesheet: string): Promise<CompiledSass | undefined> {
      try {
        const record = JSON.parse(await readFile(fileFor(stylesheet), 'utf8')) as SassRecord;
        return (await unchangedFiles(record.files)) ? { css: record.css, files: Object.keys(record.files) } : undefined;
      } catch {
        return undefined;
      }
    },
    async set(stylesheet: string, compiled: CompiledSass): Promise<void> {
      const record: SassRecord = { css: compiled.css, files: await fingerprintFiles([...new Set([stylesheet, ...compiled.files])]) };
      await mkdir(dir, { recursive: true });
      await writeFile(fileFor(stylesheet), JSON.stringify(record));
    },
  };
}
