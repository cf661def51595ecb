import { createHash } from 'node:crypto';
import path from 'node:path';

/** A file of a bundle, as esbuild gives it with `write: false`. */
export interface BundleFile {
  path: string;
  contents: Uint8Array;
}

export interface RenamedBundle {
  files: BundleFile[];
  /** The same path (or any text naming the files) with the new names. */
  rename(text: string): string;
}

/** The hash esbuild puts in a JS or CSS file name, in the name itself and wherever it is referenced. */
const HASH = /-([A-Z2-7]{8})(?=\.(js|css)\b)/g;
// esbuild's own alphabet and length: the new names look like its names, and match HASH too.
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const keyOf = (hash: string, ext: string) => `${hash}.${ext}`;

const keyOfName = (file: string) => {
  const m = /-([A-Z2-7]{8})\.(js|css)$/.exec(file);
  return m ? keyOf(m[1]!, m[2]!) : undefined;
};

function base32(bytes: Uint8Array, length: number): string {
  let out = '';
  for (let bit = 0; out.length < length; bit += 5) {
    const word = ((bytes[bit >> 3]! << 8) | (bytes[(bit >> 3) + 1] ?? 0)) >> (11 - (bit & 7));
    out += BASE32[word & 31];
  }
  return out;
}

function sha256(...parts: (string | Uint8Array)[]): Buffer {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest();
}

/** A file-name hash of `parts` in esbuild's alphabet and length, for files written beside its own. */
export function contentHash(...parts: (string | Uint8Array)[]): string {
  return base32(sha256(...parts), 8);
}

/**
 * esbuild's `[hash]` covers each input's path from the working folder, so the same site in
 * another folder (or beside another copy of the tool) gets other file names, and every page that
 * names them differs. This renames each hashed JS and CSS file by what it holds instead: its text
 * with the other files' names left out, its source map, the portable names of its inputs (an
 * empty chunk is told apart by them alone), its name less the hash, and the same of every file it
 * reaches through the names it mentions (as esbuild does, so an import cycle is no trouble); the
 * references follow. Source maps must already be free of absolute paths, and `inputs` gives each
 * file's inputs by path; files without a hash keep their names.
 */
export function renameByContent(files: BundleFile[], inputs: Map<string, string[]>): RenamedBundle {
  const contents = new Map(files.map((f) => [f.path, f.contents]));
  const texts = new Map<string, string>();
  const names = new Map<string, string>();
  for (const file of files) {
    const key = keyOfName(file.path);
    if (!key) continue;
    if (texts.has(key)) throw new Error(`Two bundle files are named by one hash: ${names.get(key)} and ${file.path}.`);
    texts.set(key, Buffer.from(file.contents).toString('utf8'));
    names.set(key, file.path);
  }
  const references = new Map<string, string[]>();
  const own = new Map<string, Buffer>();
  for (const [key, text] of texts) {
    const mentioned = [...text.matchAll(HASH)].map((m) => keyOf(m[1]!, m[2]!));
    references.set(key, [...new Set(mentioned.filter((k) => k !== key && texts.has(k)))]);
    const masked = text.replace(HASH, (m, hash: string, ext: string) => (texts.has(keyOf(hash, ext)) ? '-' : m));
    const file = names.get(key)!;
    own.set(key, sha256(path.basename(file).replace(HASH, ''), masked, contents.get(`${file}.map`) ?? '', (inputs.get(file) ?? []).join('\n')));
  }
  const renamed = new Map<string, string>();
  for (const key of texts.keys()) {
    const reached: Buffer[] = [];
    const seen = new Set([key]);
    const visit = (from: string) => {
      for (const next of references.get(from)!) {
        if (seen.has(next)) continue;
        seen.add(next);
        reached.push(own.get(next)!);
        visit(next);
      }
    };
    visit(key);
    renamed.set(key, base32(sha256(own.get(key)!, ...reached), 8));
  }
  const rename = (text: string) => text.replace(HASH, (m, hash: string, ext: string) => (renamed.has(keyOf(hash, ext)) ? `-${renamed.get(keyOf(hash, ext))}` : m));
  const out = files.map((file) => {
    const key = keyOfName(file.path);
    return { path: rename(file.path), contents: key ? Buffer.from(rename(texts.get(key)!)) : file.contents };
  });
  const written = new Map<string, string>();
  out.forEach((f, i) => {
    if (written.has(f.path)) throw new Error(`${written.get(f.path)} and ${files[i]!.path} would both be written as ${f.path}.`);
    written.set(f.path, files[i]!.path);
  });
  return { files: out, rename };
}
