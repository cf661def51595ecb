import { createContext, useContext } from 'react';
import { RAW_COMMENT_ATTRIBUTE } from './rawCommentMarkers.ts';

/**
 * True inside a server render whose HTML goes through `replaceRawCommentMarkers`. Only such a
 * render may emit markers: anywhere else (the browser, a render that skips the replacement) a
 * marker would be a stray element.
 */
export const RawCommentMarkersContext = createContext(false);

export interface RawCommentProps {
  /** The comment's text, as between `<!--` and `-->` in the source. */
  text: string;
}

/**
 * A raw HTML comment of a Markdown page (compiled from `<!-- ... -->`, `<?php ?>`, `<![CDATA[ ]]>`
 * and the like). The server render leaves a marker that becomes the comment in the page's HTML;
 * the browser renders nothing, and React's hydration passes over comments it did not render.
 */
export function RawComment({ text }: RawCommentProps) {
  const markers = useContext(RawCommentMarkersContext);
  return markers ? <template {...{ [RAW_COMMENT_ATTRIBUTE]: text }} /> : null;
}
