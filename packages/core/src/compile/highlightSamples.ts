import type { SourceDocument } from '../content/types.ts';

/** A code block as written: its fence's language and its text. */
export interface CodeSample {
  lang?: string;
  code: string;
}

/** An opening fence (three or more backticks or tildes) with its language, its text, and the same fence closing it. */
const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`{]*)[^\n]*\n([\s\S]*?)^ {0,3}\1[ \t]*$/gm;

/**
 * The first code block of each language in the documents (up to `maxLanguages`, looking at no
 * more than `maxDocuments` of them): what the shared highlight thread highlights before the
 * workers ask it for anything, so that its grammars' rules are compiled while they parse their
 * first documents rather than while they wait. A block the pattern reads wrongly only warms less.
 */
export function highlightSamples(docs: readonly SourceDocument[], { maxLanguages = 12, maxDocuments = 300 } = {}): CodeSample[] {
  const byLanguage = new Map<string, CodeSample>();
  for (const doc of docs.slice(0, maxDocuments)) {
    if (!doc.body.includes('``') && !doc.body.includes('~~~')) continue;
    for (const [, , lang = '', code = ''] of doc.body.matchAll(FENCE)) {
      const key = lang.toLowerCase();
      if (!key || byLanguage.has(key)) continue;
      byLanguage.set(key, { lang, code });
      if (byLanguage.size >= maxLanguages) return [...byLanguage.values()];
    }
  }
  return [...byLanguage.values()];
}
