import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface CacheFile<V> {
  version: string;
  entries: Record<string, V>;
}

/**
 * One stage's results from the last build, by a key that stands for everything the result depends
 * on (a hash of the inputs). A warm build reads the file once, takes what still matches, and writes
 * back only the entries it used or added: the file holds one build's worth, never more.
 *
 * A file that is missing, unreadable or of another version is an empty cache: at worst the stage
 * does its work again.
 */
export class KeyedCache<V> {
  private readonly used = new Map<string, V>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly version: string,
    private readonly previous: Record<string, V>,
  ) {}

  /** `version` names the shape of the values: a file written by another version is not read. */
  static async open<V>(file: string, version: string): Promise<KeyedCache<V>> {
    let entries: Record<string, V> = {};
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as CacheFile<V>;
      if (parsed.version === version && parsed.entries && typeof parsed.entries === 'object') entries = parsed.entries;
    } catch {
      // No cache yet, or a damaged one: start empty.
    }
    return new KeyedCache(file, version, entries);
  }

  get(key: string): V | undefined {
    const hit = this.used.get(key) ?? (Object.hasOwn(this.previous, key) ? this.previous[key] : undefined);
    if (hit !== undefined) this.used.set(key, hit);
    return hit;
  }

  set(key: string, value: V): void {
    this.used.set(key, value);
    this.changed = true;
  }

  /** Write the entries this build used; nothing when it used exactly the previous ones. */
  async save(): Promise<void> {
    if (!this.changed && this.used.size === Object.keys(this.previous).length) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    // Written beside and renamed over: a build killed mid-write leaves the old file, not half a file.
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify({ version: this.version, entries: Object.fromEntries(this.used) } satisfies CacheFile<V>));
    await rename(temporary, this.file);
  }
}
