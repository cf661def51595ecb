/**
 * Links that scroll into view are prefetched when the browser is idle, each once. One observer
 * serves every link on the page.
 */
type Prefetch = () => void;

let observer: IntersectionObserver | undefined;
const pending = new WeakMap<Element, Prefetch>();

// Safari has no requestIdleCallback: a short timeout stands in for it.
const whenIdle = (fn: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 200);
};

export function prefetchWhenVisible(element: Element, prefetch: Prefetch): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const run = pending.get(entry.target);
      observer!.unobserve(entry.target);
      pending.delete(entry.target);
      if (run) whenIdle(run);
    }
  });
  pending.set(element, prefetch);
  observer.observe(element);
  return () => {
    pending.delete(element);
    observer?.unobserve(element);
  };
}
