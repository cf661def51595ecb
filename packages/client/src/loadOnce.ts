/** A chunk loaded on demand (see `loadOnce`). */
export interface OnDemand<T> {
  /** The module once it is in, synchronously: render with it when there. */
  current(): T | undefined;
  /** Start (or join) the load. A failed load is forgotten, so the next call tries again. */
  load(): Promise<T>;
}

/**
 * The script a failed dynamic `import()` could not fetch, as the browser's error names it
 * (Chromium: "Failed to fetch dynamically imported module: <url>"; Firefox: "error loading
 * dynamically imported module: <url>"). Undefined when it names none (Safari).
 */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /\bdynamically imported module: (\S+\.m?js(?:\?\S*)?)\s*$/.exec(message)?.[1];
}

/** The same script under another address: a query the static server ignores. */
function retryAddress(url: string, attempt: number): string {
  const bare = url.replace(/[?&]retry=\d+$/, '');
  return `${bare}${bare.includes('?') ? '&' : '?'}retry=${attempt}`;
}

/** `import()` of an address known only at run time, which the bundler must leave as it is. */
const importAddress = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * A dynamic `import()` asked for at most once at a time and remembered once it is in: for parts of
 * a page that load when a reader reaches for them (an editor, a form). Unlike `React.lazy`, a
 * failure (a dropped connection) is not kept: the component can say so and let the reader retry.
 *
 * Retrying takes more than calling `import()` again. A browser keeps a module whose fetch failed
 * as failed for the page's life (Chromium before its 2025 change, among others): asked again for
 * the same address, it fails at once without a request. So a retry imports the address the
 * failure named with a `retry` query, which is a new module to the browser and the same file to
 * the server; `pick` takes what is wanted from the module, for the first load and for a retry.
 */
export function loadOnce<M, T = M>(importer: () => Promise<M>, pick: (module: M) => T = (module) => module as unknown as T): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  let failedAt: string | undefined;
  let attempts = 0;
  return {
    current: () => value,
    load() {
      loading ??= (failedAt ? (importAddress(retryAddress(failedAt, ++attempts)) as Promise<M>) : importer()).then(
        (loaded) => (value = pick(loaded)),
        (error: unknown) => {
          loading = undefined;
          failedAt = failedModuleUrl(error) ?? failedAt;
          throw error;
        },
      );
      return loading;
    },
  };
}
