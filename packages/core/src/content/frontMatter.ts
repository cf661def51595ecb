import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { readPlainYaml } from './plainYaml.ts';

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

/** YAML as a value, or why not, with every position in the file. */
export interface ReadYaml {
  value?: unknown;
  /** Syntax errors (at the parser's own position) or why the value could not be built, as a predicate: `is not valid YAML: ...`. */
  errors: (SourcePosition & { message: string; hint: string })[];
  /** Where each top-level key is written. */
  keyPositions: Map<string, SourcePosition>;
}

/**
 * Read YAML that starts on line `firstLine` of its file: errors at the parser's own position, at
 * most MAX_ALIAS_COUNT aliases expanded, and where each top-level key is. Never throws. Text in the
 * plain shape most front matter has is read without the YAML library (see plainYaml.ts).
 */
export function readYaml(text: string, firstLine = 1): ReadYaml {
  const plain = readPlainYaml(text, firstLine);
  return plain ? { ...plain, errors: [] } : readYamlDocument(text, firstLine);
}

/** readYaml through the YAML library's document model, whatever the text's shape. */
export function readYamlDocument(text: string, firstLine = 1): ReadYaml {
  const lineCounter = new LineCounter();
  const at = (offset: number): SourcePosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + firstLine - 1, column: col };
  };
  const start = { line: firstLine, column: 1 };
  const keyPositions = new Map<string, SourcePosition>();
  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(text, { prettyErrors: false, lineCounter });
  } catch (error) {
    return { keyPositions, errors: [{ ...start, message: `could not be read: ${(error as Error).message}`, hint: 'Simplify it: it should be a list of `key: value` lines.' }] };
  }
  if (doc.errors.length) {
    return { keyPositions, errors: doc.errors.map((e) => ({ ...at(e.pos[0]), message: `is not valid YAML: ${e.message.split('\n')[0]}`, hint: 'Quote values that contain a colon, and indent lists consistently.' })) };
  }
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) if (isScalar(pair.key) && pair.key.range) keyPositions.set(String(pair.key.value), at(pair.key.range[0]));
  }
  try {
    return { value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }), errors: [], keyPositions };
  } catch (error) {
    const alias = /alias/i.test((error as Error).message);
    return {
      keyPositions,
      errors: [
        alias
          ? { ...start, message: `expands YAML aliases too many times (more than ${MAX_ALIAS_COUNT}).`, hint: 'Write the values out instead of nesting aliases (`*name`) of aliases.' }
          : { ...start, message: `could not be read: ${(error as Error).message}`, hint: 'Simplify it: it should be a list of `key: value` lines.' },
      ],
    };
  }
}

export function parseFrontMatter(source: string, file: string): ParsedFrontMatter {
  const none: ParsedFrontMatter = { data: {}, body: source, diagnostics: [], keyPositions: new Map() };
  if (!source.startsWith('---')) return none;
  const match = FENCE.exec(source);
  if (!match || match.index !== 0) return none;
  const block = match[0];
  const blankLines = '\n'.repeat((block.match(/\n/g) ?? []).length);
  const body = blankLines + source.slice(block.length);
  // The YAML starts on the line after the opening fence.
  const { value, errors, keyPositions } = readYaml(match[1] ?? '', 2);
  if (errors.length) {
    return { data: {}, body, keyPositions: new Map(), diagnostics: errors.map(({ message, ...e }) => ({ severity: 'error', code: 'front-matter-syntax', file, ...e, message: `Front matter ${message}` })) };
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
