import { readFile } from 'node:fs/promises';
import { hashOf } from './hash.ts';

/** A file's content hash, or undefined when it cannot be read (gone, say). */
export async function fingerprintFile(file: string): Promise<string | undefined> {
  try {
    return hashOf(await readFile(file));
  } catch {
    return undefined;
  }
}

/** Each file with its content hash now: what a cache records next to a result derived from them. */
export async function fingerprintFiles(files: string[]): Promise<Record<string, string>> {
  const hashes = await Promise.all(files.map(fingerprintFile));
  return Object.fromEntries(files.map((f, i) => [f, hashes[i] ?? '']));
}

/** True when every recorded file still has the content it had: a cached result is still good. */
export async function unchangedFiles(recorded: Record<string, string>): Promise<boolean> {
  const files = Object.keys(recorded);
  const now = await Promise.all(files.map(fingerprintFile));
  return files.every((f, i) => now[i] !== undefined && now[i] === recorded[f]);
}
