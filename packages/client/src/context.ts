import { createContext, useContext } from 'react';
import type { ClientSiteConfig, SidebarItem } from './types.ts';

export interface RouterState {
  path: string;
  hash: string;
  search: string;
  data: Record<string, unknown>;
  notFound: boolean;
  /** True while the next route's code loads; the current page stays on screen meanwhile. */
  pending: boolean;
  /** True once a pending load has taken longer than the delay that earns a progress bar. */
  pastDelay: boolean;
  /** True once a pending load has taken longer than the time-out; it keeps loading. */
  timedOut: boolean;
  error?: { message: string; retry: () => void };
}

export interface RouterApi {
  navigate(to: string, options?: { replace?: boolean }): void;
  prefetch(to: string): void;
}

export const SiteConfigContext = createContext<ClientSiteConfig | null>(null);
export const RouterStateContext = createContext<RouterState | null>(null);
export const RouterApiContext = createContext<RouterApi | null>(null);
export const SidebarContext = createContext<SidebarItem[] | undefined>(undefined);

function required<T>(value: T | null, hook: string, provider: string): T {
  if (value === null) throw new Error(`${hook}() was called outside <${provider}>: render the component inside the docs app, which provides it.`);
  return value;
}

export function useSiteConfig(): ClientSiteConfig {
  return required(useContext(SiteConfigContext), 'useSiteConfig', 'SiteConfigContext.Provider');
}

export function useRouterState(): RouterState {
  return required(useContext(RouterStateContext), 'useRouterState', 'RouterStateContext.Provider');
}

export function useLocation(): { pathname: string; hash: string; search: string } {
  const s = useRouterState();
  return { pathname: s.path, hash: s.hash, search: s.search };
}

export function useRouter(): RouterApi {
  return required(useContext(RouterApiContext), 'useRouter', 'RouterApiContext.Provider');
}

/** The sidebar of the current page, or undefined on pages without one. */
export function useDocsSidebar(): SidebarItem[] | undefined {
  return useContext(SidebarContext);
}
