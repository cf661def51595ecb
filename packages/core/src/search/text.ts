/**
 * Text to index terms, the same way at build time and in the search worker: lunr's tokenizer
 * (lowercase, split on spaces and hyphens), then a language's trimmer, stop words and stemmer:
 * English (lunr's Porter stemmer) here, another language's from `languages.ts`.
 */
import lunr from 'lunr';

/** lunr's tokenizer splits on this, one character at a time; `split` with it gives the same words. */
const SEPARATORS = /[\s-]+/;

/** Distinct words remembered at most: a ten-thousand-page site has about a hundred thousand. */
const SEEN_MAX = 500_000;

/** One language's way from text to terms (see `textPipeline`). */
export interface TextPipeline {
  /** The terms of a text: lowercased words, stop words dropped, stemmed. */
  terms(text: string): string[];
  /** The words of a query, each with its term, for matching. Stop words are dropped. */
  queryWords(query: string): QueryWord[];
  /** The words of a text with their positions and terms, in order (see `tokenize`). */
  tokenize(text: string): Generator<TextToken>;
}

/** The pipeline of a language: its trimmer, stop word filter and stemmer, in lunr's order. */
export function textPipeline(steps: lunr.PipelineFunction[]): TextPipeline {
  const pipeline = new lunr.Pipeline();
  pipeline.add(...steps);
  /** Each lowercased word's term ('' when dropped): a word is trimmed, filtered and stemmed once. */
  const seen = new Map<string, string>();
  const termOfWord = (word: string): string => {
    let term = seen.get(word);
    if (term === undefined) {
      term = pipeline.run([new lunr.Token(word, {})])[0]?.toString() ?? '';
      if (seen.size >= SEEN_MAX) seen.clear();
      seen.set(word, term);
    }
    return term;
  };
  return {
    // The same as running lunr's tokenizer and pipeline over the text (every step of the pipeline
    // looks at one word alone), but each distinct word goes through the pipeline once: words
    // repeat, and stemming and lunr's character-by-character tokenizer were most of the search
    // stage's time.
    terms(text) {
      const out: string[] = [];
      for (const word of text.toLowerCase().split(SEPARATORS)) {
        const term = word && termOfWord(word);
        if (term) out.push(term);
      }
      return out;
    },
    queryWords(query) {
      return lunr
        .tokenizer(query)
        .map((token) => {
          const word = token.toString();
          const [term] = pipeline.run([token]).map((t) => t.toString());
          return { word, term: term ?? '' };
        })
        .filter((w) => w.term);
    },
    *tokenize(text) {
      for (const m of text.matchAll(WORD)) {
        const term = termOfWord(m[0].toLowerCase());
        if (!term) continue;
        // The trimmer drops non-word characters at both ends ("payments." → "payments").
        const lead = /^\W*/.exec(m[0])![0].length;
        const trail = /\W*$/.exec(m[0])![0].length;
        const start = m.index + (lead === m[0].length ? 0 : lead);
        yield { start, end: Math.max(start, m.index + m[0].length - trail), term };
      }
    },
  };
}

/** A word: what lunr's separators leave between them. */
const WORD = /[^\s-]+/g;

/** English, the language of a site's search unless its locale has a stemmer of its own. */
export const english = textPipeline([lunr.trimmer, lunr.stopWordFilter, lunr.stemmer]);

/** English's terms of a text. */
export const terms = (text: string) => english.terms(text);
/** English's words of a query. */
export const queryWords = (query: string) => english.queryWords(query);
/**
 * English's words of a text with their positions and terms, in order: the tokens the index made
 * of it, so a word is marked exactly when its term matched. Stop words have no term and are left
 * out. Lazy, so a snippet reads the text only as far as it needs.
 */
export const tokenize = (text: string) => english.tokenize(text);

/** A word of a query as typed (lowercased) and its index term. */
export interface QueryWord {
  word: string;
  term: string;
}

/** A word of a text with the index term it reduces to, for highlighting. */
export interface TextToken {
  /** Where the word starts and ends in the text, without the punctuation the trimmer drops. */
  start: number;
  end: number;
  term: string;
}
