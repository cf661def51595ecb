import type { SourceDocument } from '../content/types.ts';

/** A code block as written: its fence's language and its text. */
export interface CodeSample {
  lang?: string;
  code: string;
}

/** An opening fence (three or more backticks or tildes) with its language, its text, and the same fence closing it. */
const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`{]*)[^\n]*\n([\s\S]*?)^ {0,3}\1[ \t]*$/gm;

/**
 * The first code block of each language in the documents (looking at no more than `maxDocuments`
 * of them), the languages with the most blocks first, up to `maxLanguages`: what a highlighter
 * highlights before it is asked for anything, so that its grammars' rules are compiled ahead of
 * the documents that need them (the build's shared highlight thread while the workers parse their
 * first documents, `docs dev`'s compile thread while the server bundles). A block the pattern
 * reads wrongly only warms less.
 */
export function highlightSamples(docs: readonly SourceDocument[], { maxLanguages = 12, maxDocuments = 300 } = {}): CodeSample[] {
  const byLanguage = new Map<string, { sample: CodeSample; blocks: number }>();
  for (const doc of docs.slice(0, maxDocuments)) {
    if (!doc.body.includes('``') && !doc.body.includes('~~~')) continue;
    for (const [, , lang = '', code = ''] of doc.body.matchAll(FENCE)) {
      const key = lang.toLowerCase();
      if (!key) continue;
      const seen = byLanguage.get(key);
      if (seen) seen.blocks++;
      else byLanguage.set(key, { sample: { lang, code }, blocks: 1 });
    }
  }
  // A stable sort: languages with as many blocks keep the order they were first seen in.
  return [...byLanguage.values()].sort((a, b) => b.blocks - a.blocks).slice(0, maxLanguages).map((l) => l.sample);
}
