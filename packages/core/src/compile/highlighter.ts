import { bundledLanguages, createCssVariablesTheme, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

/** Names shiki does not know, for languages it does. */
const ALIASES: Record<string, string> = { console: 'bash', gql: 'graphql', json5: 'json' };

/**
 * One theme whose colours are CSS variables (`--code-token-keyword`, ...): code is tokenized once,
 * and the theme's stylesheet gives the light and dark palettes.
 */
export const CODE_THEME = 'docs-code';
const cssVariablesTheme = createCssVariablesTheme({ name: CODE_THEME, variablePrefix: '--code-', fontStyle: true });

let loading: Promise<Highlighter> | undefined;
let loadingOniguruma: Promise<Highlighter> | undefined;
/** Languages whose grammar the JavaScript engine cannot run: highlighted by Oniguruma instead. */
const onOniguruma = new Set<string>();

/**
 * One highlighter per process (or worker), created on first use with no grammar: each language is
 * loaded the first time a code block needs it (loading them all up front cost a quarter of a
 * second per worker, mostly for grammars no page used).
 *
 * Its engine runs the grammars' patterns as JavaScript regular expressions (translated from
 * Oniguruma's syntax by shiki): on the bench corpus and the portal, 1,267 blocks in 11 languages
 * gave the same tokens as shiki's default engine, Oniguruma compiled to WebAssembly, for about
 * two thirds of its CPU. A grammar with a pattern JavaScript cannot express makes the engine
 * throw, when the grammar loads or when the pattern is first used: that language then goes to an
 * Oniguruma highlighter, made only when some language needs it (see highlighterFor).
 */
export function getHighlighter(): Promise<Highlighter> {
  loading ??= createHighlighter({ themes: [cssVariablesTheme], langs: [], engine: createJavaScriptRegexEngine() });
  return loading;
}

function onigurumaHighlighter(): Promise<Highlighter> {
  loadingOniguruma ??= createHighlighter({ themes: [cssVariablesTheme], langs: [] });
  return loadingOniguruma;
}

/**
 * Highlighting of `language` by whichever engine runs its grammar: `run` is tried with the
 * JavaScript engine, and on an error, with Oniguruma (which is then used for every later block of
 * that language). An error from Oniguruma too is the grammar's or the code's own, and is thrown.
 */
export async function withHighlighterFor<T>(language: string, run: (highlighter: Highlighter) => T): Promise<T> {
  if (!onOniguruma.has(language)) {
    try {
      const highlighter = await getHighlighter();
      await loadLanguages(highlighter, [language]);
      return run(highlighter);
    } catch {
      onOniguruma.add(language);
    }
  }
  const highlighter = await onigurumaHighlighter();
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
