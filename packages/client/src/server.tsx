import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';
import { HeadCollector, HeadContext, type HeadTags } from './Head.tsx';
import type { ClientSiteConfig, RouteModule, SidebarItem } from './types.ts';

export interface ServerRenderInput {
  site: ClientSiteConfig;
  path: string;
  module: RouteModule;
  data: Record<string, unknown>;
  sidebar?: SidebarItem[];
  notFound: boolean;
}

/** Render one route to the HTML that goes inside the page's root element. */
export function renderRoute(input: ServerRenderInput): { html: string; head: HeadTags } {
  const head = new HeadCollector();
  const html = renderToString(
    <HeadContext.Provider value={head}>
      <App site={input.site} initial={{ path: input.path, hash: '', search: '', module: input.module, data: input.data, sidebar: input.sidebar, notFound: input.notFound }} />
    </HeadContext.Provider>,
  );
  return { html, head: head.tags };
}
