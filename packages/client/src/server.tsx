import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import Root from '@theme/Root';
import { App } from './App.tsx';
import { HeadCollector, HeadContext, type HeadTags } from './Head.tsx';
import { RawCommentMarkersContext } from './RawComment.tsx';
import { replaceRawCommentMarkers } from './rawCommentMarkers.ts';
import { ServerMarkupCollector, ServerMarkupContext } from './ServerMarkup.tsx';
import type { ClientSiteConfig, RouteModule, SidebarItem } from './types.ts';

export interface ServerRenderInput {
  site: ClientSiteConfig;
  path: string;
  module: RouteModule;
  data: Record<string, unknown>;
  sidebar?: SidebarItem[];
  notFound: boolean;
}

function page(input: ServerRenderInput, head: HeadCollector, markup: ServerMarkupCollector) {
  return (
    <HeadContext.Provider value={head}>
      <RawCommentMarkersContext.Provider value>
        <ServerMarkupContext.Provider value={markup}>
          <App site={input.site} Root={Root} initial={{ path: input.path, hash: '', search: '', module: input.module, data: input.data, sidebar: input.sidebar, notFound: input.notFound }} />
        </ServerMarkupContext.Provider>
      </RawCommentMarkersContext.Provider>
    </HeadContext.Provider>
  );
}

/** Render one route to the HTML that goes inside the page's root element. */
export function renderRoute(input: ServerRenderInput): { html: string; head: HeadTags } {
  const head = new HeadCollector();
  const markup = new ServerMarkupCollector();
  // Raw comments of Markdown pages leave React as markers (see RawComment.tsx); markup made after
  // the page (see ServerMarkup.tsx) goes in last, so no comment's text can reach its placeholders.
  const html = markup.fill(replaceRawCommentMarkers(renderToString(page(input, head, markup))));
  return { html, head: head.tags };
}

/**
 * After `renderRoute` threw: render the route again with the renderer that reports where an error
 * happened, and give the components from the one that threw outwards (`at Name` lines), so the
 * build can point at the element in the document.
 */
export async function componentStackOf(input: ServerRenderInput): Promise<string | undefined> {
  let stack: string | undefined;
  await prerenderToNodeStream(page(input, new HeadCollector(), new ServerMarkupCollector()), {
    onError(_error, info) {
      stack ??= info.componentStack ?? undefined;
    },
  }).catch(() => undefined);
  return stack;
}
