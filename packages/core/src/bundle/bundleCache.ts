import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { codeHashOf } from '../compile/compiledCode.ts';
import type { CompiledDocument } from '../compile/types.ts';
import { fingerprintFile } from '../util/fileFingerprints.ts';
import { hashOf } from '../util/hash.ts';
import { walkFiles } from '../util/walkFiles.ts';
import type { BundleResult } from './bundle.ts';
import { JS_DIR } from './jsDir.ts';
import { cacheFolder } from '../util/cacheFolder.ts';

/**
 * A warm build whose bundle inputs are all unchanged reuses the previous bundle instead of running
 * esbuild again. The inputs are the ones esbuild itself reported last time (every source file,
 * theme component and package module), each fingerprinted by content; a compiled document by its
 * compiled code. The files come from the previous output folder, hard-linked (they are immutable,
 * content-hashed names), so nothing is copied twice.
 */
/** Bumped when BundleResult changes shape, so an older record is not restored. */
const RECORD_VERSION = 3;

interface CacheRecord {
  version: number;
  key: string;
  outDir: string;
  files: string[];
  inputs: Record<string, string>;
  result: BundleResult;
}


export class BundleCache {
  private readonly recordFile: string;
  /** The documents the compile stage compiled; the bundle adds the partials it compiles on demand. */
  private readonly stageDocuments: Set<string>;

  /**
   * `compileKey` stands for the compile options: a partial compiled on demand is fingerprinted by
   * its source and the options, since the same fingerprint must come out before the bundle (which
   * compiles it) and after.
   */
  constructor(siteDir: string, private readonly optionsKey: string, private readonly outDir: string, compiled: Map<string, CompiledDocument>, private readonly compileKey: string, locale?: string) {
    // One record per locale: each locale's build has its own bundle and output folder, and
    // building them one after another must not overwrite the others' records.
    this.recordFile = cacheFolder(siteDir, locale === undefined ? 'bundle.json' : `bundle-${encodeURIComponent(locale)}.json`);
    this.stageDocuments = new Set(compiled.keys());
  }

  private async fingerprint(file: string, compiled: Map<string, CompiledDocument>): Promise<string | undefined> {
    const doc = this.stageDocuments.has(file) ? compiled.get(file) : undefined;
    if (doc) return codeHashOf(doc);
    const source = await fingerprintFile(file);
    return source && /\.mdx?$/.test(file) ? hashOf(source, this.compileKey) : source;
  }

  /** Put the previous bundle into `stagingDir` and return its result, or undefined when anything changed. */
  async restore(stagingDir: string, compiled: Map<string, CompiledDocument>): Promise<BundleResult | undefined> {
    let record: CacheRecord;
    try {
      record = JSON.parse(await readFile(this.recordFile, 'utf8')) as CacheRecord;
    } catch {
      return undefined;
    }
    if (record.version !== RECORD_VERSION || record.key !== this.optionsKey || record.outDir !== this.outDir || !existsSync(record.result.serverFile)) return undefined;
    const previous = path.join(this.outDir, JS_DIR);
    if (!record.files.every((f) => existsSync(path.join(previous, f)))) return undefined;
    const inputs = Object.keys(record.inputs);
    const now = await Promise.all(inputs.map((f) => this.fingerprint(f, compiled)));
    if (inputs.some((f, i) => now[i] !== record.inputs[f])) return undefined;
    const target = path.join(stagingDir, JS_DIR);
    const dirs = new Set(record.files.map((f) => path.dirname(path.join(target, f))));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    await Promise.all(
      record.files.map((f) => link(path.join(previous, f), path.join(target, f)).catch(() => copyFile(path.join(previous, f), path.join(target, f)))),
    );
    return record.result;
  }

  /** Remember this build's bundle: its files and the fingerprints of its inputs. */
  async save(stagingDir: string, inputs: string[], compiled: Map<string, CompiledDocument>, result: BundleResult): Promise<void> {
    const fingerprints: Record<string, string> = {};
    await Promise.all(
      inputs.map(async (f) => {
        const h = await this.fingerprint(f, compiled);
        if (h) fingerprints[f] = h;
      }),
    );
    const record: CacheRecord = { version: RECORD_VERSION, key: this.optionsKey, outDir: this.outDir, files: [...(await walkFiles(path.join(stagingDir, JS_DIR))).keys()], inputs: fingerprints, result };
    await mkdir(path.dirname(this.recordFile), { recursive: true });
    await writeFile(this.recordFile, JSON.stringify(record));
  }
}
