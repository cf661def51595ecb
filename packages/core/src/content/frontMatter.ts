import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** A place in the file: 1-based line and column. */
export interface SourcePosition {
  line: number;
  column: number;
}

export interface ParsedFrontMatter {
  data: Record<string, unknown>;
  /**
   * The source with the front matter replaced by as many empty lines, so that every position the
   * Markdown compiler reports is the true line and column in the file.
   */
  body: string;
  diagnostics: Diagnostic[];
  /** Where a top-level key is written, for diagnostics about its value. */
  keyPositions: Map<string, SourcePosition>;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;
/**
 * Aliases a front matter may expand: a few are legitimate, a "billion laughs" block expands
 * exponentially and would take the build's memory and time.
 */
const MAX_ALIAS_COUNT = 100;

export function parseFrontMatter(source: string, file: string): ParsedFrontMatter {
  const none: ParsedFrontMatter = { data: {}, body: source, diagnostics: [], keyPositions: new Map() };
  if (!source.startsWith('---')) return none;
  const match = FENCE.exec(source);
  if (!match || match.index !== 0) return none;
  const block = match[0];
  const blankLines = '\n'.repeat((block.match(/\n/g) ?? []).length);
  const body = blankLines + source.slice(block.length);
  const yamlText = match[1] ?? '';
  // The YAML starts on the line after the opening fence.
  const lineCounter = new LineCounter();
  const at = (offset: number): SourcePosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + 1, column: col };
  };
  const failed = (message: string, position: SourcePosition, hint: string): ParsedFrontMatter => ({
    data: {},
    body,
    keyPositions: new Map(),
    diagnostics: [{ severity: 'error', code: 'front-matter-syntax', file, ...position, message, hint }],
  });
  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(yamlText, { prettyErrors: false, lineCounter });
  } catch (error) {
    return failed(`Front matter could not be read: ${(error as Error).message}`, { line: 2, column: 1 }, 'Simplify the front matter: it should be a list of `key: value` lines.');
  }
  if (doc.errors.length) {
    return {
      data: {},
      body,
      keyPositions: new Map(),
      diagnostics: doc.errors.map((e) => ({
        severity: 'error',
        code: 'front-matter-syntax',
        file,
        ...at(e.pos[0]),
        message: `Front matter is not valid YAML: ${e.message.split('\n')[0]}`,
        hint: 'Quote values that contain a colon, and indent lists consistently.',
      })),
    };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    const alias = /alias/i.test((error as Error).message);
    return failed(
      alias ? `Front matter expands YAML aliases too many times (more than ${MAX_ALIAS_COUNT}).` : `Front matter could not be read: ${(error as Error).message}`,
      { line: 2, column: 1 },
      alias ? 'Write the values out instead of nesting aliases (`*name`) of aliases.' : 'Simplify the front matter: it should be a list of `key: value` lines.',
    );
  }
  const keyPositions = new Map<string, SourcePosition>();
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (isScalar(pair.key) && pair.key.range) keyPositions.set(String(pair.key.value), at(pair.key.range[0]));
    }
  }
  if (value === null || value === undefined) return { data: {}, body, diagnostics: [], keyPositions };
  if (typeof value !== 'object' || Array.isArray(value)) {
    return {
      data: {},
      body,
      keyPositions,
      diagnostics: [
        {
          severity: 'warning',
          code: 'front-matter-invalid',
          file,
          line: 2,
          column: 1,
          message: `Front matter should be \`key: value\` lines, but is ${Array.isArray(value) ? 'a list' : `a ${typeof value}`}; it is ignored.`,
          hint: 'Write one `key: value` per line between the two `---` lines.',
        },
      ],
    };
  }
  return { data: value as Record<string, unknown>, body, diagnostics: [], keyPositions };
}
