import { storage } from '@docs/client';

const KEY = 'docs.live.reloadedFor';

/**
 * A Content-Security-Policy applies to the document a reader first opened: only pages with live
 * examples allow `'unsafe-eval'`, so an example reached by client-side navigation from another page
 * cannot compile. Such a page is loaded again, once, under its own policy.
 * Returns whether a reload is under way.
 */
export function reloadUnderOwnPolicy(error: unknown): boolean {
  if (!(error instanceof EvalError) || typeof window === 'undefined') return false;
  const here = window.location.pathname;
  if (storage.get(KEY) === here) return false; // reloaded already: the page's own policy forbids it
  storage.set(KEY, here);
  window.location.reload();
  return true;
}

/** A live example compiled: a later blocked one on this page is a new case again. */
export function evaluationWorked(): void {
  if (typeof window !== 'undefined' && storage.get(KEY) !== null) storage.remove(KEY);
}
