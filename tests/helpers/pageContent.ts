/**
 * What a reader gets from a page's main content, in a form two renderings of the same page can be
 * compared by: its text, headings and link targets. Asset names lose their content hash and
 * `docs dev`'s own additions (its event script) are left out, since a build and `docs dev` name
 * and add those differently by design.
 */
export interface PageContent {
  text: string;
  headings: string[];
  links: string[];
  images: string[];
}

const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' })[e]!);

/** `name-HASH.ext` as esbuild names outputs, and `?v=HASH` cache busters. */
const unhashed = (url: string) => url.replace(/-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)(?=$|[?#])/gi, '$1').replace(/\?v=[A-Za-z0-9]+$/, '');

const textOf = (html: string) =>
  decode(html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The page's `<main>` (its `<body>` when it has none). */
export function mainOf(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html) ?? /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return main?.[1] ?? html;
}

export function pageContent(html: string): PageContent {
  const main = mainOf(html);
  const headings = [...main.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map((m) => `h${m[1]} ${textOf(m[2]!)}`);
  const links = [...main.matchAll(/<a\b[^>]*\shref="([^"]*)"/gi)].map((m) => unhashed(decode(m[1]!)));
  const images = [...main.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/gi)].map((m) => unhashed(decode(m[1]!)));
  return { text: textOf(main), headings, links, images };
}

/** Where two renderings differ, each difference worded for a test's failure message. */
export function contentDifferences(built: PageContent, served: PageContent): string[] {
  const out: string[] = [];
  for (const key of ['headings', 'links', 'images'] as const) {
    if (JSON.stringify(built[key]) !== JSON.stringify(served[key])) out.push(`${key}: build ${JSON.stringify(built[key])} / dev ${JSON.stringify(served[key])}`);
  }
  if (built.text !== served.text) {
    let i = 0;
    while (i < built.text.length && built.text[i] === served.text[i]) i++;
    out.push(`text differs at ${i}: build "…${built.text.slice(Math.max(0, i - 40), i + 80)}" / dev "…${served.text.slice(Math.max(0, i - 40), i + 80)}"`);
  }
  return out;
}
