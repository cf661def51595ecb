/**
 * Short texts every planner derives from compiled content the same way: docs and blog posts show
 * reading times and fall back to their excerpt for a description.
 */

const WORDS_PER_MINUTE = 200;

/** Minutes a reader needs for a text, at 200 words a minute; never less than one. */
export function readingTimeMinutes(text: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / wordsPerMinute));
}

/** `text` cut to at most `max` characters, at a word boundary, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max - 1).replace(/\s+\S*$/, '') + '…';
}
