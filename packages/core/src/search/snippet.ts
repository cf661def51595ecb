import { english, type TextPipeline } from './text.ts';

/** A piece of a snippet: matched words are marked. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** Characters of text a snippet shows. */
export const SNIPPET_LENGTH = 160;
/** How much text comes before the first match, when the match is not near the start. */
const LEAD = 40;

/**
 * Up to SNIPPET_LENGTH characters of `text` around its first word whose index term is one of
 * `matched`, with every such word in the window marked. Matching by term, not by the letters typed,
 * marks what the search really found: "payments" for "payment", "installation" for "instalation".
 */
export function snippet(text: string, matched: ReadonlySet<string>, tokenize: TextPipeline['tokenize'] = english.tokenize): SnippetPart[] {
  if (!text) return [];
  let start = 0;
  for (const token of tokenize(text)) {
    if (!matched.has(token.term)) continue;
    // Near the start, show the start; further in, show a little of what leads to the match.
    if (token.start > LEAD + 20) {
      const space = text.lastIndexOf(' ', token.start - LEAD);
      start = space < 0 ? 0 : space + 1;
    }
    break;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  // Cut at a word boundary, and say so where text is left out.
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const window = text.slice(start, end);
  const parts: SnippetPart[] = start > 0 ? [{ text: '…', match: false }] : [];
  let at = 0;
  for (const token of tokenize(window)) {
    if (!matched.has(token.term)) continue;
    if (token.start > at) parts.push({ text: window.slice(at, token.start), match: false });
    parts.push({ text: window.slice(token.start, token.end), match: true });
    at = token.end;
  }
  if (at < window.length) parts.push({ text: window.slice(at), match: false });
  if (end < text.length) parts.push({ text: '…', match: false });
  return mergePlain(parts);
}

/** Adjacent unmarked pieces as one, so the snippet renders as few elements as it can. */
function mergePlain(parts: SnippetPart[]): SnippetPart[] {
  const out: SnippetPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last && !last.match && !part.match) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}
