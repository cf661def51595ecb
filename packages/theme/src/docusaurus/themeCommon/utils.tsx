import { useCallback, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { storage } from '@docs/client';

/** A layout effect in the browser, an ordinary effect on the server (where layout effects warn). */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** A callback whose identity never changes and that always calls the latest `callback`. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback(((...args: Parameters<T>) => ref.current(...args)) as T, []);
}

/** The value of the previous render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/** Providers nested as one component, the first outermost. */
export function composeProviders(providers: ComponentType<{ children: ReactNode }>[]): ComponentType<{ children: ReactNode }> {
  return function Composed({ children }) {
    return <>{providers.reduceRight<ReactNode>((inner, Provider) => <Provider>{inner}</Provider>, children)}</>;
  };
}

/** A key of the browser's storage, as Docusaurus's `createStorageSlot`. */
export function createStorageSlot(key: string): { get: () => string | null; set: (value: string) => void; del: () => void; listen: (onChange: (e: StorageEvent) => void) => () => void } {
  return {
    get: () => storage.get(key),
    set: (value) => storage.set(key, value),
    del: () => storage.remove(key),
    listen: (onChange) => {
      const listener = (e: StorageEvent) => {
        if (e.key === key) onChange(e);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

export function listStorageKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return [];
  }
}

/** The id of the element the skip link jumps to, when a page has no `<main>`. */
export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';
