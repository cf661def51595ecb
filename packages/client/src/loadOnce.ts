/** A chunk loaded on demand (see `loadOnce`). */
export interface OnDemand<T> {
  /** The module once it is in, synchronously: render with it when there. */
  current(): T | undefined;
  /** Start (or join) the load. A failed load is forgotten, so the next call tries again. */
  load(): Promise<T>;
}

/**
 * A dynamic `import()` asked for at most once at a time and remembered once it is in: for parts of
 * a page that load when a reader reaches for them (an editor, a form). Unlike `React.lazy`, a
 * failure (a dropped connection) is not kept: the component can say so and let the reader retry.
 */
export function loadOnce<T>(importer: () => Promise<T>): OnDemand<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    current: () => module,
    load() {
      loading ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
