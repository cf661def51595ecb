/// <reference lib="webworker" />
/**
 * The search worker: loads the index files it needs and answers queries, so typing never waits
 * on the main thread. Bundled as an entry of its own; the page starts it on the first search.
 */
import { SearchIndex, type SearchFilters, type SearchMeta } from '@docs/core/search';

export type WorkerRequest =
  /** The page has fetched the meta file already (for the worker's address): it comes along. */
  | { type: 'init'; indexUrl: string; meta: SearchMeta }
  | { type: 'search'; id: number; query: string; filters: SearchFilters; limit: number };

declare const self: DedicatedWorkerGlobalScope;

let index: SearchIndex | undefined;

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type === 'init') {
    index = new SearchIndex(
      async <T,>(file: string) => {
        const response = await fetch(message.indexUrl + file);
        if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
        return (await response.json()) as T;
      },
      { meta: message.meta },
    );
    return;
  }
  try {
    if (!index) throw new Error('The search index was not initialised.');
    const result = await index.search(message.query, message.filters, message.limit);
    self.postMessage({ id: message.id, result });
  } catch (error) {
    self.postMessage({ id: message.id, error: (error as Error).message ?? String(error) });
  }
};
