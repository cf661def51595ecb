import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { temporaryNameFor } from '../util/writeFileAtomic.ts';
import { codeFileOf } from './compiledCode.ts';
import type { CompiledDocument } from './types.ts';

/**
 * Write a compiled document's cache entry at `file`: its code to a `.code` file beside it (see
 * `compiledCode.ts`), written first so an entry that parses has its code, then the rest. Resolves
 * with the document as a build keeps it, its code left in the cache; whole when it was not stored
 * (it has errors, so it compiles again next time and its diagnostics are reported again; or the
 * cache cannot be written: a full disk, a read-only folder). The compile workers call this
 * themselves, so a document's code never crosses to the main thread during a build.
 */
export async function storeCompiled(compiled: CompiledDocument, file: string): Promise<CompiledDocument> {
  if (compiled.storedCode || compiled.diagnostics.some((d) => d.severity === 'error')) return compiled;
  const { text, stored } = codeFileOf(compiled);
  const codeFile = file.replace(/\.json$/, '.code');
  const lean: CompiledDocument = { ...compiled, code: '', standalone: undefined, storedCode: { ...stored, file: codeFile } };
  try {
    await writeWhole(codeFile, text);
    // A post's feed HTML depends on the site's URL, which the cache is not keyed by: it stays out.
    await writeWhole(file, JSON.stringify({ ...lean, feedHtml: undefined, storedCode: { ...lean.storedCode, file: path.basename(codeFile) } }));
  } catch {
    return compiled;
  }
  return lean;
}

/** Write beside `file` and rename over it: a reader (another build, `docs dev`) never sees half of it. */
async function writeWhole(file: string, text: string): Promise<void> {
  const temporary = temporaryNameFor(file);
  try {
    await writeFile(temporary, text);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
