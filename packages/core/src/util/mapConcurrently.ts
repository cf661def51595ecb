/**
 * `fn` over every item with at most `limit` calls in flight, results in input order. For work
 * that is cheap to start but heavy to hold (file contents, compressed buffers): starting it all at
 * once would keep every file in memory together.
 */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return results;
}
