// On its own so that the highlighter and the client of the shared highlight thread, which it
// calls, can both name it without importing each other.

/** One code block to highlight: its code (magic comments taken out), grammar and line classes. */
export interface CodeToHighlight {
  code: string;
  /** A grammar name from `resolveLanguage`. */
  language: string;
  /** Classes per line, 1-based; none for live code, which the editor re-highlights. */
  lineClasses: Map<number, string[]>;
}
