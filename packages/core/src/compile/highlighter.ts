import { bundledLanguages, createCssVariablesTheme, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';

/** Names shiki does not know, for languages it does. */
const ALIASES: Record<string, string> = { console: 'bash', gql: 'graphql', json5: 'json' };

/**
 * One theme whose colours are CSS variables (`--code-token-keyword`, ...): code is tokenized once,
 * and the theme's stylesheet gives the light and dark palettes.
 */
export const CODE_THEME = 'docs-code';
const cssVariablesTheme = createCssVariablesTheme({ name: CODE_THEME, variablePrefix: '--code-', fontStyle: true });

let loading: Promise<Highlighter> | undefined;

/**
 * One highlighter per process (or worker), created on first use with no grammar: each language is
 * loaded the first time a code block needs it (loading them all up front cost a quarter of a
 * second per worker, mostly for grammars no page used).
 *
 * Its engine is Oniguruma compiled to WebAssembly, the engine the TextMate grammars are written
 * for. shiki's JavaScript engine (the patterns translated to RegExp) gave the same tokens on the
 * portal's and the bench corpus's 1,315 distinct blocks and highlighted them as fast once warm,
 * but translating a grammar's patterns the first time they run cost twice Oniguruma's compiling
 * them: 0.69 against 0.35 s for the six blocks of the portal's quickstart, time a cold `docs dev`
 * spent before its first page, and a build's highlight thread before the workers' first blocks.
 */
export function getHighlighter(): Promise<Highlighter> {
  loading ??= createHighlighter({ themes: [cssVariablesTheme], langs: [] });
  return loading;
}

/** Highlighting of `language`: `run` with the highlighter once the language's grammar is loaded. */
export async function withHighlighterFor<T>(language: string, run: (highlighter: Highlighter) => T): Promise<T> {
  const highlighter = await getHighlighter();
  await loadLanguages(highlighter, [language]);
  return run(highlighter);
}

/** The grammar a fence's language names (any of shiki's languages and their aliases), or `text`. */
export function resolveLanguage(lang: string | undefined): string {
  if (!lang) return 'text';
  const l = lang.toLowerCase();
  const name = ALIASES[l] ?? l;
  return Object.hasOwn(bundledLanguages, name) ? name : 'text';
}

/** Load the grammars of these languages that the highlighter does not have yet. */
export async function loadLanguages(highlighter: Highlighter, languages: Iterable<string>): Promise<void> {
  const loaded = new Set(highlighter.getLoadedLanguages());
  const missing = [...new Set(languages)].filter((l) => l !== 'text' && !loaded.has(l));
  if (missing.length) await highlighter.loadLanguage(...(missing as BundledLanguage[]));
}
