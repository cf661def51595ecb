import { createHash } from 'node:crypto';

/**
 * What a plugin made of each file, kept while the file's content stays the same: `docs dev`
 * rebuilds, and a file the browser and server builds both load, transform it once.
 */
export function contentCache<T>(): (file: string, content: string, make: () => Promise<T> | T) => Promise<T> {
  const entries = new Map<string, { hash: string; value: T }>();
  return async (file, content, make) => {
    const hash = createHash('sha256').update(content).digest('hex');
    const hit = entries.get(file);
    if (hit?.hash === hash) return hit.value;
    const value = await make();
    entries.set(file, { hash, value });
    return value;
  };
}
