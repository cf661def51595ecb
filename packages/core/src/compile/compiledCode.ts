import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { hashOf } from '../util/hash.ts';
import { withBase } from './localeBase.ts';
import type { CompiledDocument, StandaloneBody, StoredCode } from './types.ts';

export type { StoredCode };

/*
 * A build keeps its compiled documents' code on disk, not in memory: the code (the module, and
 * the standalone body, with its map when minified) is four fifths of a compiled document, some 50 KB
 * each, and the stages after compiling read it once or twice per document. The compile cache
 * writes it to a file of its own beside the document's entry (see `compileCache`); these read it
 * back, from memory when the document still holds it (`docs dev`, a document with errors).
 */


/** The text of a code file and its layout, from a compiled document that holds its code. */
export function codeFileOf(doc: CompiledDocument): { text: string; stored: Omit<StoredCode, 'file'> } {
  const { code, standalone } = doc;
  return {
    text: standalone ? code + standalone.code + standalone.map : code,
    stored: {
      codeLength: Buffer.byteLength(code),
      ...(standalone && { standalone: { runtimeImports: standalone.runtimeImports, codeLength: Buffer.byteLength(standalone.code), mapLength: Buffer.byteLength(standalone.map) } }),
      hash: hashOf(code),
    },
  };
}

const changedUnder = (stored: StoredCode) => new Error(`The compile cache's ${stored.file} changed during the build; run the build again (docs clear empties the cache).`);

/**
 * Parts of the code file one after the other from byte `start`, each `lengths[i]` bytes, checked
 * against its layout: a file changed under the build is an error, not wrong code.
 */
function readParts(stored: StoredCode, start: number, lengths: number[]): string[] {
  const fd = openSync(stored.file, 'r');
  try {
    const expected = stored.codeLength + (stored.standalone ? stored.standalone.codeLength + stored.standalone.mapLength : 0);
    if (fstatSync(fd).size !== expected) throw changedUnder(stored);
    let position = start;
    return lengths.map((length) => {
      const bytes = Buffer.allocUnsafe(length);
      let read = 0;
      while (read < length) {
        const n = readSync(fd, bytes, read, length - read, position + read);
        if (n === 0) throw changedUnder(stored);
        read += n;
      }
      position += length;
      return bytes.toString('utf8');
    });
  } finally {
    closeSync(fd);
  }
}

/** The document's module. */
export function codeOf(doc: CompiledDocument): string {
  if (!doc.storedCode) return doc.code;
  const code = readParts(doc.storedCode, 0, [doc.storedCode.codeLength])[0]!;
  // Same length, other bytes (a cache entry written over by another compile of the document):
  // the hash tells, so the bundler is never handed code that is not this document's. The hash is
  // of the code as stored, before a locale's base URL goes in.
  if (hashOf(code) !== doc.storedCode.hash) throw changedUnder(doc.storedCode);
  return withBase(code, doc.storedCode.baseUrl);
}

/** Whether the document has a standalone body, without reading it. */
export function hasStandalone(doc: CompiledDocument): boolean {
  return doc.storedCode ? doc.storedCode.standalone !== undefined : doc.standalone !== undefined;
}

/** The document's standalone body, if it has one: read without the module before it. */
export function standaloneOf(doc: CompiledDocument): StandaloneBody | undefined {
  const stored = doc.storedCode;
  if (!stored) return doc.standalone;
  if (!stored.standalone) return undefined;
  const [code, map] = readParts(stored, stored.codeLength, [stored.standalone.codeLength, stored.standalone.mapLength]);
  // The map's sources hold the token too; its columns past a rebased link are off by the difference in length (only a debugger reads them).
  return { runtimeImports: stored.standalone.runtimeImports, code: withBase(code!, stored.baseUrl), map: withBase(map!, stored.baseUrl) };
}

/** A hash that changes whenever `codeOf(doc)` does, without reading the code (the stored hash, with the locale's base URL where one is swapped in). */
export function codeHashOf(doc: CompiledDocument): string {
  if (!doc.storedCode) return hashOf(doc.code);
  return doc.storedCode.baseUrl === undefined ? doc.storedCode.hash : hashOf(doc.storedCode.hash, doc.storedCode.baseUrl);
}

/** The document with its code in memory again, as the compiler gave it. */
export function withCode(doc: CompiledDocument): CompiledDocument {
  if (!doc.storedCode) return doc;
  const { storedCode, ...rest } = doc;
  const standalone = standaloneOf(doc);
  return { ...rest, code: codeOf(doc), ...(standalone && { standalone }) };
}
