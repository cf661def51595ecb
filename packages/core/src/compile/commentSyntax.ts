/**
 * Which comment syntaxes a code block's language may write magic comments in. The families and
 * the language → families table follow Docusaurus 3, so a migrated site removes the same lines.
 */

/** Opening and closing delimiters of one comment syntax, as regular-expression source. */
interface CommentStyle {
  open: string;
  close: string;
}

export type CommentFamily = keyof typeof COMMENT_STYLES;

const COMMENT_STYLES = {
  /** `// ...` */
  slashes: { open: '//', close: '' },
  /** `/* ... *\/` */
  slashStar: { open: '/\\*', close: '\\*/' },
  /** `{/* ... *\/}`: a comment in JSX children. */
  jsx: { open: '\\{\\s*/\\*', close: '\\*/\\s*\\}' },
  /** `# ...` */
  hash: { open: '#', close: '' },
  /** `<!-- ... -->` */
  html: { open: '<!--', close: '-->' },
  /** `-- ...`: Lua, Haskell, SQL. */
  dashes: { open: '--', close: '' },
  /** `;; ...`: WebAssembly text. */
  wasm: { open: ';;', close: '' },
  /** `% ...`: TeX, MATLAB. */
  percent: { open: '%', close: '' },
  /** `' ...`, with the typographic quotes editors sometimes produce. */
  vb: { open: "['‘’]", close: '' },
  /** VB.NET also allows a comment after a line-continuation underscore. */
  vbnet: { open: "(?:_\\s*)?['‘’]", close: '' },
  /** `REM ...`: Batch, BASIC, VB (any letter case, a whole word). */
  rem: { open: '[Rr][Ee][Mm]\\b', close: '' },
  /** `! ...`: free-form Fortran. */
  bang: { open: '!', close: '' },
  /** `(* ... *)`: the ML family. */
  ml: { open: '\\(\\*', close: '\\*\\)' },
  /** `*> ...`: free-format COBOL. */
  cobol: { open: '\\*>', close: '' },
} satisfies Record<string, CommentStyle>;

/** What an unlisted language (or `text`) accepts: the common syntaxes, none of the rare ones. */
const DEFAULT_FAMILIES: CommentFamily[] = ['slashes', 'slashStar', 'jsx', 'hash', 'html'];

const FAMILIES_BY_LANGUAGE: Record<string, CommentFamily[]> = {
  js: ['slashes', 'slashStar'],
  javascript: ['slashes', 'slashStar'],
  ts: ['slashes', 'slashStar'],
  typescript: ['slashes', 'slashStar'],
  jsx: ['slashes', 'slashStar', 'jsx'],
  tsx: ['slashes', 'slashStar', 'jsx'],
  // Inline scripts and styles are HTML's other comment syntaxes.
  html: ['slashes', 'slashStar', 'html'],
  python: ['hash'],
  py: ['hash'],
  bash: ['hash'],
  // Prose takes HTML or MDX comments; front matter takes YAML's.
  markdown: ['html', 'jsx', 'hash'],
  md: ['html', 'jsx', 'hash'],
  tex: ['percent'],
  latex: ['percent'],
  matlab: ['percent'],
  lua: ['dashes'],
  haskell: ['dashes'],
  sql: ['dashes', 'slashStar'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  vba: ['vb', 'rem'],
  'visual-basic': ['vb', 'rem'],
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'bang'],
  fsharp: ['slashes', 'ml'],
  ocaml: ['ml'],
  sml: ['ml'],
  fortran: ['bang'],
  cobol: ['cobol'],
};

/** The comment families of a fence's language; the language is matched case-insensitively. */
export function commentFamilies(language: string | undefined): CommentFamily[] {
  return FAMILIES_BY_LANGUAGE[(language ?? 'text').toLowerCase()] ?? DEFAULT_FAMILIES;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A pattern matching a line that holds nothing but one of `directives` inside one comment of the
 * language (whitespace aside). Opening and closing delimiters must belong to the same syntax, so
 * `/* highlight-next-line -->` is code, and a directive mid-line (in a string, after code) is too.
 * The matched directive is the one capture group that is defined.
 */
export function directiveLinePattern(language: string | undefined, directives: readonly string[]): RegExp | undefined {
  if (directives.length === 0) return undefined;
  // Directives are plain text in the config: escaped, so `highlight.next` matches only itself.
  const names = [...new Set(directives)].map(escapeRegExp).join('|');
  const alternatives = commentFamilies(language).map((family) => {
    const { open, close } = COMMENT_STYLES[family] as CommentStyle;
    return `${open}\\s*(${names})\\s*${close}`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}
