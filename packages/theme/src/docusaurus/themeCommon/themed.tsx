import { useCallback, type ReactNode } from 'react';
import useIsBrowser from '../useIsBrowser.ts';
import { useColorMode } from './colorMode.tsx';
import { SkipToContentFallbackId } from './utils.tsx';

export type ThemedMode = 'light' | 'dark';

/**
 * Renders `children` once per colour mode, each classed for its mode: CSS shows the one of the
 * mode on the page, so the server HTML is right in both before any script runs.
 */
export function ThemedComponent({ className, children }: { className?: string; children: (props: { theme: ThemedMode; className: string }) => ReactNode }) {
  // Both until hydrated (CSS picks the one shown), then only the page's.
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const modes: ThemedMode[] = isBrowser ? [colorMode] : ['light', 'dark'];
  return <>{modes.map((theme) => children({ theme, className: ['themed-component', `themed-component--${theme}`, className].filter(Boolean).join(' ') }))}</>;
}

/** The skip link's target and handler: focus the page's `<main>` (or the fallback element). */
export function useSkipToContent(): { containerRef: { current: HTMLElement | null }; onClick: (e: { preventDefault(): void }) => void } {
  const containerRef = { current: null as HTMLElement | null };
  const onClick = useCallback((e: { preventDefault(): void }) => {
    e.preventDefault();
    const target = document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    }
  }, []);
  return { containerRef, onClick };
}
