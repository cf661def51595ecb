/**
 * React cannot render an HTML comment, so a raw comment of a Markdown page leaves the server
 * render as a marker element (see RawComment.tsx), and this module turns each marker into the
 * comment it stands for, in the HTML string, once the render is done.
 */

/** The attribute of the marker element that holds the comment's text. */
export const RAW_COMMENT_ATTRIBUTE = 'data-docs-raw';

/**
 * Comment texts React's hydration reads as its own markers (react-dom 19, `getNextHydratable`
 * and `clearHydrationBoundary`: Suspense and Activity boundaries, form state, preamble
 * contributions). One of them in the page would make React take the author's comment for a
 * boundary of its own and fail to hydrate the page.
 */
const REACT_MARKERS = new Set(['$', '/$', '$?', '$~', '$!', '&', '/&', 'F!', 'F', 'html', 'head', 'body']);

/**
 * React's markers are one or two punctuation characters, optionally after `/`; a later React may
 * add more of the same shape, so those are refused too. No author needs such a comment.
 */
const MARKER_SHAPED = /^\/?[^\p{L}\p{N}\s]{1,2}$/u;

/**
 * The edits that make a text valid comment text by HTML's rules. `-->` and `--!>` would end the
 * comment early, and a start with `>` or `->` would too (`<!-->` is already a whole comment): the
 * rest would become markup. `<!--` inside and `<!-` at the end are parse errors that browsers
 * recover from, kept out so the page stays valid HTML. Each edit inserts a space, so what the
 * author wrote stays readable.
 */
const EDITS: [RegExp, string][] = [
  [/--(!?)>/g, '--$1 >'],
  [/<!--/g, '<!- -'],
  [/^(-?)>/, ' $1>'],
  [/<!-$/, '<! -'],
];

/**
 * The text of a raw comment as it can be written between `<!--` and `-->`: made safe to hold in
 * one comment, or `undefined` when it must not be emitted at all (React's own markers).
 */
export function safeCommentText(text: string): string | undefined {
  let safe = text;
  // One edit can make another needed (`<!-->`): apply them until none changes anything.
  for (let previous = ''; previous !== safe; ) {
    previous = safe;
    for (const [pattern, replacement] of EDITS) safe = safe.replace(pattern, replacement);
  }
  return REACT_MARKERS.has(safe) || MARKER_SHAPED.test(safe) ? undefined : safe;
}

/** The one shape React's server renderer gives the marker: `<template data-docs-raw="...">`. */
const MARKER = new RegExp(`<template ${RAW_COMMENT_ATTRIBUTE}="([^"]*)"></template>`, 'g');

/** React escapes exactly these in attribute values (`escapeTextForBrowser`). */
const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeAttribute = (value: string) => value.replace(/&(?:quot|amp|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);

/**
 * Replace every raw comment marker in server-rendered HTML with its comment. A text that must not
 * be emitted becomes an empty comment rather than nothing: the marker may sit between two texts
 * that the browser's render keeps as two nodes, and without something between them the server
 * HTML would hold one, which React reports as a hydration mismatch.
 */
export function replaceRawCommentMarkers(html: string): string {
  if (!html.includes(RAW_COMMENT_ATTRIBUTE)) return html;
  return html.replace(MARKER, (_marker, escaped: string) => `<!--${safeCommentText(unescapeAttribute(escaped)) ?? ''}-->`);
}
