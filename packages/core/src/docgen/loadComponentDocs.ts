import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { fingerprintFiles, unchangedFiles } from '../util/fileFingerprints.ts';
import { hashOf } from '../util/hash.ts';
import { extractComponents } from './extractComponents.ts';
import type { ComponentDoc } from './types.ts';
import { cacheFolder } from '../util/cacheFolder.ts';

/** Bump when the extracted shape or the way it is read changes: old caches are then ignored. */
const DOCGEN_VERSION = '4';

interface CacheRecord {
  key: string;
  /** Every declaration file read, with the hash of its content then. */
  files: Record<string, string>;
  components: Record<string, ComponentDoc>;
}

export interface ComponentDocsResult {
  components: Record<string, ComponentDoc>;
  diagnostics: Diagnostic[];
  cached: boolean;
}

/**
 * The props tables' data: read from the components' types once (the compiler takes seconds), then
 * reused while every declaration file it read is byte-identical.
 */
export async function loadComponentDocs(modules: string[], siteDir: string, configFile: string): Promise<ComponentDocsResult>;
/** With `cachedOnly`: undefined rather than extracting when the cache does not hold them. */
export async function loadComponentDocs(modules: string[], siteDir: string, configFile: string, options: { cachedOnly: true }): Promise<ComponentDocsResult | undefined>;
export async function loadComponentDocs(modules: string[], siteDir: string, configFile: string, options: { cachedOnly?: boolean } = {}): Promise<ComponentDocsResult | undefined> {
  const cacheFile = cacheFolder(siteDir, 'docgen.json');
  const key = hashOf(DOCGEN_VERSION, JSON.stringify(modules));
  try {
    const record = JSON.parse(await readFile(cacheFile, 'utf8')) as CacheRecord;
    if (record.key === key && (await unchangedFiles(record.files))) return { components: record.components, diagnostics: [], cached: true };
  } catch {
    // No cache yet, or an unreadable one: extract.
  }
  if (options.cachedOnly) return undefined;
  const { components, files, diagnostics } = await extractComponents(modules, siteDir, configFile);
  if (!diagnostics.some((d) => d.severity === 'error')) {
    const record: CacheRecord = { key, files: await fingerprintFiles(files), components };
    await mkdir(path.dirname(cacheFile), { recursive: true });
    await writeFile(cacheFile, JSON.stringify(record));
  }
  return { components, diagnostics, cached: false };
}
