import type { SearchHit } from '@docs/core/search';

/** A hit's snippet with the matched words marked; always rendered as text, never as HTML. */
export function Snippet({ hit }: { hit: SearchHit }) {
  return (
    <>
      {hit.snippet.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}

/** Where the hit is: the section of the site, the page, the headings. */
export function hitPath(hit: SearchHit): string[] {
  return [hit.section, hit.title, hit.lvl2, hit.lvl3].filter((p): p is string => Boolean(p));
}

/** The hit's own heading, or the page title for a hit in the page's intro. */
export const hitHeading = (hit: SearchHit) => hit.lvl3 ?? hit.lvl2 ?? hit.title;

/** The URL of the page a hit is on, for grouping. */
export const pageOf = (hit: SearchHit) => hit.url.replace(/#.*$/, '');
