import type { SearchFilters, SearchMeta, SearchResult } from '@docs/core/search';
import type { WorkerRequest } from './searchWorker.ts';

type Pending = { resolve: (result: SearchResult) => void; reject: (error: Error) => void };

let worker: Promise<Worker> | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/**
 * Start the search worker (once): fetch the index's small meta file for the worker's address,
 * then start it and hand it the meta file, so the worker does not fetch it again. Called when the
 * reader shows intent (focus, hover, shortcut), so the first query finds it running. Nothing
 * search-related loads before.
 */
export function prepareSearch(baseUrl: string): Promise<Worker> {
  worker ??= (async () => {
    const indexUrl = `${baseUrl}search/`;
    const response = await fetch(indexUrl + 'meta.json');
    if (!response.ok) throw new Error(`The search index is missing (HTTP ${response.status}).`);
    const meta = (await response.json()) as SearchMeta;
    const w = new Worker(meta.worker, { type: 'module', name: 'search' });
    w.onmessage = (event: MessageEvent<{ id: number; result?: SearchResult; error?: string }>) => {
      const entry = pending.get(event.data.id);
      if (!entry) return;
      pending.delete(event.data.id);
      if (event.data.error !== undefined) entry.reject(new Error(event.data.error));
      else entry.resolve(event.data.result!);
    };
    w.onerror = (event) => {
      for (const entry of pending.values()) entry.reject(new Error(event.message || 'The search worker failed.'));
      pending.clear();
    };
    w.postMessage({ type: 'init', indexUrl, meta } satisfies WorkerRequest);
    return w;
  })();
  // A failed start may be retried by the next search.
  worker.catch(() => (worker = undefined));
  return worker;
}

/** Run a query in the worker. */
export async function runSearch(baseUrl: string, query: string, filters: SearchFilters, limit: number): Promise<SearchResult> {
  const w = await prepareSearch(baseUrl);
  const id = nextId++;
  return new Promise<SearchResult>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ type: 'search', id, query, filters, limit } satisfies WorkerRequest);
  });
}
