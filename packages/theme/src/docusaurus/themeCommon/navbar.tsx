import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
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
 * Open/closed state of the navbar's mobile menu, one for the theme's menu and every part a site
 * renders (`Navbar/MobileSidebar/*`, its own toggle). It closes on navigation and when the window
 * grows past the breakpoint; closed by `toggle` (the close button, Escape, the backdrop), focus
 * goes back to where it was when the menu opened (the toggle), as after a dialog.
 */
export function NavbarMobileSidebarProvider({ children }: { children: ReactNode }) {
  // Inside another one (the layout's, when a navbar renders its own too), the outer state is the one.
  return useContext(MobileSidebarContext) ? <>{children}</> : <MobileSidebarState>{children}</MobileSidebarState>;
}

function MobileSidebarState({ children }: { children: ReactNode }) {
  const size = useWindowSize();
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;
  const opener = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  useLocationChange(() => setOpen(false));
  useEffect(() => {
    if (size === 'desktop') setOpen(false);
  }, [size]);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    if (opener.current?.isConnected) opener.current.focus();
  }, [open]);
  const toggle = useCallback(() => {
    if (openRef.current) refocus.current = true;
    else opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(!openRef.current);
  }, []);
  const value = useMemo(() => ({ disabled: size === 'desktop', shouldRender: size !== 'desktop', shown: open && size !== 'desktop', toggle }), [size, open, toggle]);
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

/** What a page puts in the mobile menu under the navbar's items (one page is shown at a time). */
let secondaryMenu: ReactNode = null;
const secondaryMenuListeners = new Set<() => void>();
const subscribeSecondaryMenu = (listener: () => void) => {
  secondaryMenuListeners.add(listener);
  return () => secondaryMenuListeners.delete(listener);
};
const setSecondaryMenu = (content: ReactNode) => {
  secondaryMenu = content;
  for (const listener of secondaryMenuListeners) listener();
};

/**
 * Fills the mobile menu's secondary menu with `component` while the page that renders this is
 * shown, as Docusaurus's blog puts its post list there. Renders nothing in place.
 */
export function NavbarSecondaryMenuFiller<P extends object>({ component: Component, props }: { component: ComponentType<P>; props: P }): null {
  const content = useMemo(() => <Component {...props} />, [Component, props]);
  useEffect(() => {
    setSecondaryMenu(content);
    return () => {
      if (secondaryMenu === content) setSecondaryMenu(null);
    };
  }, [content]);
  return null;
}

/**
 * The secondary menu of the mobile sidebar: what a page filled in (NavbarSecondaryMenuFiller).
 * The theme's menu shows the docs sidebar itself on docs pages.
 */
export function useNavbarSecondaryMenu(): { shown: boolean; hide: () => void; content: ReactNode } {
  const content = useSyncExternalStore(subscribeSecondaryMenu, () => secondaryMenu, () => null);
  return { shown: content !== null, hide: () => {}, content };
}

/** The left and right halves of the navbar's items, as Docusaurus splits them (`position`, left by default). */
export function splitNavbarItems<T extends { position?: 'left' | 'right' }>(items: readonly T[]): [T[], T[]] {
  return [items.filter((i) => (i.position ?? 'left') === 'left'), items.filter((i) => i.position === 'right')];
}
