/** A Prism theme as `themeConfig.prism.theme` gives it (prism-react-renderer's shape). */
export interface PrismThemeObject {
  plain?: Record<string, unknown>;
  styles?: { types?: unknown; style?: Record<string, unknown> }[];
}

/**
 * The highlighter's colour variables (see compile/highlighter.ts) and, for each, the Prism token
 * types that carry the same meaning, best first: the first one the theme styles gives the colour.
 */
const TOKEN_VARIABLES: [string, string[]][] = [
  ['--code-token-keyword', ['keyword', 'atrule', 'important', 'selector']],
  ['--code-token-string', ['string', 'char', 'attr-value', 'inserted']],
  ['--code-token-string-expression', ['template-string', 'regex', 'string']],
  ['--code-token-comment', ['comment', 'prolog', 'doctype', 'cdata']],
  ['--code-token-function', ['function', 'method', 'class-name']],
  ['--code-token-constant', ['number', 'boolean', 'constant', 'builtin', 'symbol']],
  ['--code-token-parameter', ['parameter', 'variable', 'property', 'attr-name', 'tag']],
  ['--code-token-punctuation', ['punctuation', 'operator']],
  ['--code-token-link', ['url', 'string']],
];

/** A colour as CSS may take it inside a declaration: anything that could close the rule is refused. */
const colour = (value: unknown): string | undefined => (typeof value === 'string' && /^[#\w\s().,%/-]+$/.test(value) ? value.trim() : undefined);

/** The `--code-*` declarations that give code blocks this Prism theme's colours. */
export function prismThemeVariables(theme: PrismThemeObject): Record<string, string> {
  const byType = new Map<string, string>();
  for (const entry of theme.styles ?? []) {
    const value = colour(entry?.style?.color);
    if (!value || !Array.isArray(entry.types)) continue;
    // As prism-react-renderer reads a theme: a later entry naming a type overrides an earlier one.
    for (const type of entry.types) if (typeof type === 'string') byType.set(type, value);
  }
  const vars: Record<string, string> = {};
  const foreground = colour(theme.plain?.color);
  const background = colour(theme.plain?.backgroundColor);
  if (foreground) vars['--code-foreground'] = foreground;
  if (background) vars['--code-background'] = background;
  for (const [name, types] of TOKEN_VARIABLES) {
    const value = types.map((t) => byType.get(t)).find(Boolean) ?? foreground;
    if (value) vars[name] = value;
  }
  return vars;
}

const rule = (selector: string, vars: Record<string, string>) =>
  `${selector} {\n${Object.entries(vars).map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}\n`;

/**
 * `themeConfig.prism.theme` and `darkTheme` as a stylesheet: the light theme on `:root`, the dark
 * one on `[data-theme='dark']`. As in Docusaurus, a site that gives only `theme` has it in both
 * modes. Undefined when the site names no theme (the theme's own palettes stay).
 */
export function prismThemeCss(prism: { theme?: unknown; darkTheme?: unknown } | undefined): string | undefined {
  const isTheme = (t: unknown): t is PrismThemeObject => typeof t === 'object' && t !== null;
  const light = isTheme(prism?.theme) ? prism.theme : undefined;
  const dark = isTheme(prism?.darkTheme) ? prism.darkTheme : light;
  if (!light && !dark) return undefined;
  return [
    '/* themeConfig.prism: the site\'s code colours, over the theme\'s palettes. */\n',
    light ? rule(':root', prismThemeVariables(light)) : '',
    dark ? rule("[data-theme='dark']", prismThemeVariables(dark)) : '',
  ].join('');
}
