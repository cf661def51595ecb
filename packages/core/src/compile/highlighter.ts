import { createCssVariablesTheme, createHighlighter, type Highlighter } from 'shiki';

/** The languages every build can highlight; others fall back to plain text. */
export const LANGUAGES = ['ts', 'tsx', 'js', 'jsx', 'json', 'bash', 'graphql', 'css', 'scss', 'yaml', 'diff', 'md', 'mdx', 'html', 'shell'] as const;
const ALIASES: Record<string, string> = {
  typescript: 'ts', javascript: 'js', sh: 'bash', zsh: 'bash', console: 'bash', gql: 'graphql', yml: 'yaml', markdown: 'md', jsonc: 'json', json5: 'json',
};
/**
 * One theme whose colours are CSS variables (`--code-token-keyword`, ...): code is tokenized once,
 * and the theme's stylesheet gives the light and dark palettes.
 */
export const CODE_THEME = 'docs-code';
const cssVariablesTheme = createCssVariablesTheme({ name: CODE_THEME, variablePrefix: '--code-', fontStyle: true });

let loading: Promise<Highlighter> | undefined;

/** One highlighter per process (or worker), created on first use: it costs ~100 ms. */
export function getHighlighter(): Promise<Highlighter> {
  loading ??= createHighlighter({ themes: [cssVariablesTheme], langs: [...LANGUAGES] });
  return loading;
}

export function resolveLanguage(lang: string | undefined): string {
  if (!lang) return 'text';
  const l = lang.toLowerCase();
  const name = ALIASES[l] ?? l;
  return (LANGUAGES as readonly string[]).includes(name) ? name : 'text';
}
