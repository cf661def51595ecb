import { createContext, useContext } from 'react';

/**
 * Markup a component wants in the server's HTML but cannot render inside the page's render: React's
 * server renderer is not re-entrant (a `renderToStaticMarkup` called from a component leaves the
 * outer render without its current task), so such markup is rendered after the page, each piece on
 * its own, and put where its placeholder is.
 */
export class ServerMarkupCollector {
  /** Per render, so no text of the page can forge a placeholder. */
  private readonly nonce = Math.random().toString(36).slice(2, 10);
  private readonly renders: (() => string)[] = [];

  /** The placeholder of `render`'s markup. */
  add(render: () => string): string {
    this.renders.push(render);
    return `<!--docs-markup:${this.nonce}:${this.renders.length - 1}-->`;
  }

  /** `html` with each placeholder replaced by its markup (an empty box when the render threw). */
  fill(html: string): string {
    if (!this.renders.length) return html;
    const placeholder = new RegExp(`<!--docs-markup:${this.nonce}:(\\d+)-->`, 'g');
    return html.replace(placeholder, (_, index: string) => {
      let markup: string;
      try {
        markup = this.renders[Number(index)]!();
      } catch {
        return '';
      }
      return markup && SERVER_MARKUP_START + markup + SERVER_MARKUP_END;
    });
  }
}

/**
 * Comments around each piece of markup in the page's HTML: the build's link check leaves out the
 * links between them (an example's `href="#cart"` is part of the example, not of the page).
 * packages/core/src/links/linkCheckPage.ts reads the same two comments.
 */
export const SERVER_MARKUP_START = '<!--docs-server-markup-->';
export const SERVER_MARKUP_END = '<!--/docs-server-markup-->';

/** Set by the server render only: in the browser there is nothing to collect. */
export const ServerMarkupContext = createContext<ServerMarkupCollector | null>(null);

export interface ServerMarkupProps {
  /**
   * Makes the box's markup on the server; called after the page has rendered, outside React's
   * render. Leave it out in the browser: the box then keeps what the server sent.
   */
  render?: () => string;
  className?: string;
}

/**
 * A box whose content is HTML made on the server and left alone by the browser: hydration does not
 * look inside an element with `dangerouslySetInnerHTML` and, since the value never changes, React
 * never writes to it. A component shows something else by rendering something else in its place.
 * Rendered in the browser without a server page under it (a client-side navigation), it is empty.
 */
export function ServerMarkup({ render, className }: ServerMarkupProps) {
  const collector = useContext(ServerMarkupContext);
  const html = collector && render ? collector.add(render) : '';
  return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
