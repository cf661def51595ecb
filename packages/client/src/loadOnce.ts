import { importAgain } from './importAgain.ts';

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

/**
 * A dynamic `import()` asked for at most once at a time and remembered once it is in: for parts of
 * a page that load when a reader reaches for them (an editor, a form). Unlike `React.lazy`, a
 * failure (a dropped connection) is not kept: the component can say so and let the reader retry.
 *
 * Retrying takes more than calling `import()` again (see importAgain): a retry imports the address
 * the failure named, under a new query. `pick` takes what is wanted from the module, for the first
 * load and for a retry, since a retry does not go through `importer`.
 */
export function loadOnce<M, T = M>(importer: () => Promise<M>, pick: (module: M) => T = (module) => module as unknown as T): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  let failedAt: string | undefined;
  return {
    current: () => value,
    load() {
      loading ??= (failedAt ? (importAgain(failedAt) as Promise<M>) : importer()).then(
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
