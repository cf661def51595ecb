import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocationChange, useWindowSize } from './layoutHooks.ts';

export interface NavbarMobileSidebar {
  /** Whether the mobile menu is rendered at all: on narrow screens only. */
  disabled: boolean;
  shouldRender: boolean;
  shown: boolean;
  toggle: () => void;
}

const MobileSidebarContext = createContext<NavbarMobileSidebar | null>(null);

/**
 * Open/closed state of the mobile menu for swizzled navbar parts (`Navbar/MobileSidebar/*`); it
 * closes on navigation. The theme's own navbar keeps its menu's state itself.
 */
export function NavbarMobileSidebarProvider({ children }: { children: ReactNode }) {
  const size = useWindowSize();
  const [shown, setShown] = useState(false);
  useLocationChange(() => setShown(false));
  const toggle = useCallback(() => setShown((s) => !s), []);
  const value = useMemo(() => ({ disabled: size === 'desktop', shouldRender: size !== 'desktop', shown: shown && size !== 'desktop', toggle }), [size, shown, toggle]);
  return <MobileSidebarContext.Provider value={value}>{children}</MobileSidebarContext.Provider>;
}

/** The mobile menu's state; outside a provider, a closed menu whose toggle opens a local one. */
export function useNavbarMobileSidebar(): NavbarMobileSidebar {
  const given = useContext(MobileSidebarContext);
  const [shown, setShown] = useState(false);
  const size = useWindowSize();
  const own = useMemo(() => ({ disabled: size === 'desktop', shouldRender: size !== 'desktop', shown, toggle: () => setShown((s) => !s) }), [size, shown]);
  return given ?? own;
}

export const NavbarProvider = NavbarMobileSidebarProvider;

/**
 * The secondary menu of the mobile sidebar (the docs sidebar in Docusaurus). The theme's mobile
 * menu shows the docs sidebar itself, so nothing is ever filled in here.
 */
export function useNavbarSecondaryMenu(): { shown: boolean; hide: () => void; content: ReactNode } {
  return { shown: false, hide: () => {}, content: null };
}

/** The left and right halves of the navbar's items, as Docusaurus splits them (`position`, left by default). */
export function splitNavbarItems<T extends { position?: 'left' | 'right' }>(items: readonly T[]): [T[], T[]] {
  return [items.filter((i) => (i.position ?? 'left') === 'left'), items.filter((i) => i.position === 'right')];
}
