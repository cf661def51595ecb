import { parseDocument } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

export interface ParsedFrontMatter {
  data: Record<string, unknown>;
  /**
   * The source with the front matter replaced by as many empty lines, so that every position the
   * Markdown compiler reports is the true line and column in the file.
   */
  body: string;
  diagnostics: Diagnostic[];
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

export function parseFrontMatter(source: string, file: string): ParsedFrontMatter {
  if (!source.startsWith('---')) return { data: {}, body: source, diagnostics: [] };
  const match = FENCE.exec(source);
  if (!match || match.index !== 0) return { data: {}, body: source, diagnostics: [] };
  const block = match[0];
  const blankLines = '\n'.repeat((block.match(/\n/g) ?? []).length);
  const body = blankLines + source.slice(block.length);
  const doc = parseDocument(match[1] ?? '', { prettyErrors: false });
  const diagnostics: Diagnostic[] = doc.errors.map((e) => {
    const [line, col] = e.linePos?.[0] ? [e.linePos[0].line, e.linePos[0].col] : [1, 1];
    return {
      severity: 'error',
      code: 'front-matter-syntax',
      file,
      line: line + 1, // the opening fence is line 1
      column: col,
      message: `Front matter is not valid YAML: ${e.message.split('\n')[0]}`,
      hint: 'Quote values that contain a colon, and indent lists consistently.',
    };
  });
  const value = diagnostics.length ? {} : doc.toJS();
  const data = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { data, body, diagnostics };
}

/** Line (1-based) of `key:` inside the front matter block, so a bad value can be pointed at. */
export function frontMatterKeyLine(source: string, key: string): number | undefined {
  const lines = source.split('\n');
  for (let i = 1; i < lines.length && !lines[i]!.startsWith('---'); i++) {
    if (lines[i]!.startsWith(`${key}:`)) return i + 1;
  }
  return undefined;
}
