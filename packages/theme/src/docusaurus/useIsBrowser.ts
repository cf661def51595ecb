import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and during hydration, true from the render right after hydration on (and in
 * every render of a component mounted later). React reads the server snapshot while hydrating, so
 * the first browser render matches the HTML and there is no mismatch.
 */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
