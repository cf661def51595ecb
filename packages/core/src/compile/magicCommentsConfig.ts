import { codeFrame, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { locateKey } from '../config/locateKey.ts';
import { s, validate, type SchemaIssue } from '../config/validate.ts';
import { DEFAULT_MAGIC_COMMENTS } from './magicComments.ts';
import type { MagicCommentConfig } from './types.ts';

const KEY = 'themeConfig.prism.magicComments';

const magicCommentsSchema = s.array(
  s.object({ className: s.string, line: s.string, block: s.object({ start: s.string, end: s.string }, ['start', 'end']) }, ['className']),
);

/** What the schema cannot say: an entry needs a directive, and no string may be empty. */
function entryIssues(entries: MagicCommentConfig[]): SchemaIssue[] {
  return entries.flatMap((entry, i) => {
    const at = `${KEY}[${i}]`;
    const issues: SchemaIssue[] = [];
    if (entry.line === undefined && entry.block === undefined) issues.push({ key: at, expected: 'an object with `line` or `block` (or both)', received: 'neither' });
    const strings: [string, string | undefined][] = [['className', entry.className], ['line', entry.line], ['block.start', entry.block?.start], ['block.end', entry.block?.end]];
    for (const [name, value] of strings) {
      if (value !== undefined && value.trim() === '') issues.push({ key: `${at}.${name}`, expected: 'a non-empty string', received: 'an empty string' });
    }
    return issues;
  });
}

/**
 * The place of `themeConfig.prism.magicComments[i].rest` in the config source. locateKey finds the
 * array; the i-th `{` directly inside it starts the entry, where `rest` is looked for.
 */
function locateIssue(source: string, key: string): { line: number; column: number } | undefined {
  const array = locateKey(source, KEY);
  const entry = /^themeConfig\.prism\.magicComments\[(\d+)\]\.?(.*)$/.exec(key);
  if (!array || !entry) return array;
  const offset = offsetOf(source, array);
  const open = source.indexOf('[', offset);
  let depth = 0;
  let seen = -1;
  for (let i = open; i >= 0 && i < source.length; i++) {
    const c = source[i];
    if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    if (depth === 0) break;
    if (c === '{' && depth === 2 && ++seen === Number(entry[1])) {
      const inEntry = entry[2] ? locateKey(source.slice(i), entry[2]) : undefined;
      return inEntry ? positionOf(source, i + offsetOf(source.slice(i), inEntry)) : positionOf(source, i);
    }
  }
  return array;
}

function offsetOf(source: string, at: { line: number; column: number }): number {
  const lines = source.split('\n').slice(0, at.line - 1);
  return lines.reduce((sum, l) => sum + l.length + 1, 0) + at.column - 1;
}

function positionOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/**
 * The magic comments code blocks use: `themeConfig.prism.magicComments` (Docusaurus's shape) when
 * the site sets it, replacing the default as in Docusaurus, else the default. themeConfig is
 * free-form, so this one key is checked here, with errors at its place in the config file.
 */
export function resolveMagicComments(themeConfig: Record<string, unknown>, configFile: string, readSource: () => string): { magicComments: MagicCommentConfig[]; diagnostics: Diagnostic[] } {
  const prism = themeConfig.prism;
  const value = prism && typeof prism === 'object' ? (prism as Record<string, unknown>).magicComments : undefined;
  if (value === undefined) return { magicComments: DEFAULT_MAGIC_COMMENTS, diagnostics: [] };
  const shapeIssues = validate(value, magicCommentsSchema, KEY);
  const issues = shapeIssues.length ? shapeIssues : entryIssues(value as MagicCommentConfig[]);
  if (issues.length === 0) return { magicComments: value as MagicCommentConfig[], diagnostics: [] };
  const source = readSource();
  return {
    magicComments: DEFAULT_MAGIC_COMMENTS,
    diagnostics: issues.map((issue) => {
      const at = locateIssue(source, issue.key);
      return {
        severity: 'error',
        code: 'config-invalid',
        file: configFile,
        line: at?.line,
        column: at?.column,
        frame: at ? codeFrame(source, at.line, at.column) : undefined,
        message: `Config key \`${issue.key}\` should be ${issue.expected}, but is ${issue.received}.`,
        hint: issue.suggestion
          ? `Did you mean \`${issue.suggestion}\`?`
          : 'Each entry is `{ className, line?, block?: { start, end } }`, as in Docusaurus, e.g. `{ className: \'code-block-error-line\', line: \'This will error\' }`.',
      };
    }),
  };
}
