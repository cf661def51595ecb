import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@docs/client';
import { MOBILE_BREAKPOINT } from '../../navbarBreakpoint.ts';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

export const windowSizes = { desktop: 'desktop', mobile: 'mobile', ssr: 'ssr' } as const;

/**
 * `desktop` or `mobile` by the navbar's breakpoint; `ssr` on the server and during hydration, so
 * the first client render matches the HTML (as in Docusaurus).
 */
export function useWindowSize({ desktopBreakpoint = MOBILE_BREAKPOINT }: { desktopBreakpoint?: number } = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
}

export interface ScrollPosition {
  scrollX: number;
  scrollY: number;
}

/** Calls `effect` with the new and the previous scroll position on every scroll. */
export function useScrollPosition(effect: (position: ScrollPosition, last: ScrollPosition | null) => void, deps: unknown[] = []): void {
  const last = useRef<ScrollPosition | null>(null);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    const onScroll = () => {
      const position = { scrollX: window.scrollX, scrollY: window.scrollY };
      latest.current(position, last.current);
      last.current = position;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/** A navbar that hides while the reader scrolls down and shows again on the way up (when `hideOnScroll`). */
export function useHideableNavbar(hideOnScroll: boolean): { navbarRef: (node: HTMLElement | null) => void; isNavbarVisible: boolean } {
  const [isNavbarVisible, setVisible] = useState(true);
  const height = useRef(0);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node) height.current = node.getBoundingClientRect().height;
  }, []);
  useScrollPosition(
    ({ scrollY }, last) => {
      if (!hideOnScroll) return;
      if (scrollY < height.current) setVisible(true);
      else if (last) setVisible(scrollY < last.scrollY);
    },
    [hideOnScroll],
  );
  return { navbarRef, isNavbarVisible };
}

/** Stops the page behind an open overlay (a mobile menu) from scrolling. */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    if (!lock) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [lock]);
}

/** The class on `<body>` while the reader moves focus with the keyboard (focus rings show then only). */
export const keyboardFocusedClassName = 'navigation-with-keyboard';

/** Marks keyboard navigation on `<body>`: set by Tab, cleared by a pointer press. */
export function useKeyboardNavigation(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') document.body.classList.add(keyboardFocusedClassName);
    };
    const onPointer = () => document.body.classList.remove(keyboardFocusedClassName);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, []);
}

export interface LocationChange {
  location: { pathname: string; hash: string; search: string };
  previousLocation: { pathname: string; hash: string; search: string } | undefined;
}

/** Calls `onChange` after each client navigation (not on the first render). */
export function useLocationChange(onChange: (change: LocationChange) => void): void {
  const location = useLocation();
  const previous = useRef(location);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const before = previous.current;
    if (before.pathname === location.pathname && before.hash === location.hash && before.search === location.search) return;
    previous.current = location;
    latest.current({ location, previousLocation: before });
  }, [location]);
}

/** The back-to-top button's state: shown once the reader has scrolled past `threshold` and is going up. */
export function useBackToTopButton({ threshold }: { threshold: number }): { shown: boolean; scrollToTop: () => void } {
  const [shown, setShown] = useState(false);
  useScrollPosition(({ scrollY }, last) => {
    if (scrollY < threshold) setShown(false);
    else if (last) setShown(scrollY < last.scrollY);
  });
  const scrollToTop = useCallback(() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' }), []);
  return { shown, scrollToTop };
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
