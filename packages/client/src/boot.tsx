import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import Root from '@theme/Root';
import { App } from './App.tsx';
import { loadChunk, loadSidebar, primeRoute, setRoutesIndex } from './routeLoader.ts';
import type { BootData, ClientSiteConfig } from './types.ts';
import { setClientModules, type ClientModule } from './clientModules.ts';
import { gtagPageViews } from './gtagPageViews.ts';

export const ROOT_ID = '__docs';
export const BOOT_DATA_ID = '__docs_data';

/**
 * Hydrate the server-rendered page: load its chunk and sidebar first, then attach React. The
 * config's client modules are already imported (by the entry); their navigation hooks are kept.
 */
export async function boot(site: ClientSiteConfig, clientModules: ClientModule[] = []): Promise<void> {
  setClientModules(site.gtag ? [...clientModules, gtagPageViews] : clientModules);
  const boot = JSON.parse(document.getElementById(BOOT_DATA_ID)!.textContent!) as BootData;
  setRoutesIndex(boot.routesIndexUrl, boot.app);
  const [module, sidebar] = await Promise.all([loadChunk(boot.assets.chunk), boot.sidebarUrl ? loadSidebar(boot.sidebarUrl) : undefined]);
  primeRoute(boot.assets, module, boot.sidebarUrl, sidebar);
  const initial = { path: boot.path, hash: window.location.hash, search: window.location.search, module, data: boot.data, sidebar, notFound: boot.notFound };
  startTransition(() => {
    hydrateRoot(document.getElementById(ROOT_ID)!, <App site={site} initial={initial} Root={Root} />, {
      onRecoverableError(error, info) {
        console.error('Hydration mismatch:', error, info.componentStack);
      },
    });
  });
}
