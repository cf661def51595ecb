import { useEffect, useState } from 'react';
import type { SearchFilters, SearchResult } from '@docs/core/search';
import { storage } from '@docs/client';
import { runSearch } from './searchClient.ts';

/** Typing pauses this long before a query runs. */
export const SEARCH_DEBOUNCE_MS = 120;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: SearchResult }
  | { status: 'done'; result: SearchResult; query: string }
  | { status: 'error'; message: string };

/**
 * The results for `query`, debounced; only the latest query's answer is ever shown, however the
 * worker's answers interleave.
 */
export function useSearch(baseUrl: string, query: string, filters: SearchFilters, limit: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const filterKey = JSON.stringify(filters);
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((s) => ({ status: 'loading', previous: s.status === 'done' ? s.result : s.status === 'loading' ? s.previous : undefined }));
    const timer = setTimeout(() => {
      runSearch(baseUrl, q, JSON.parse(filterKey) as SearchFilters, limit).then(
        (result) => current && setState({ status: 'done', result, query: q }),
        (error: Error) => current && setState({ status: 'error', message: error.message }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [baseUrl, query, filterKey, limit]);
  return state;
}

const RECENT_KEY = 'docs-search-recent';
const RECENT_MAX = 5;

export function recentSearches(): string[] {
  try {
    const value = JSON.parse(storage.get(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Remember a query the reader acted on, newest first, without repeats. */
export function rememberSearch(query: string): void {
  const q = query.trim();
  if (!q) return;
  storage.set(RECENT_KEY, JSON.stringify([q, ...recentSearches().filter((r) => r.toLowerCase() !== q.toLowerCase())].slice(0, RECENT_MAX)));
}
