/**
 * Front matter in the shape nearly all of it is written in, read without the YAML library: a
 * top-level mapping of `key: value` lines whose values are scalars (plain, or quoted on one line
 * without escapes) or lists of such scalars (`[a, "b"]` on the line, or `- a` lines below the key).
 *
 * Why: the YAML library builds a document model (tokens, nodes, source ranges) for every file
 * before it gives a value. On the 250-doc bench corpus that took 70-90 ms of a cold process for the
 * 291 docs' front matter (this reads them in about 3 ms), and in a build, where it competes with
 * the compile workers starting, half the content stage, which everything after it waits for: the
 * stage took 283-316 ms with the library alone and 130-182 ms with this.
 *
 * It returns undefined for anything outside that shape (nested mappings, block scalars, anchors,
 * tags, escapes, comments after a value, tabs...), and the caller reads the text with the YAML
 * library, so errors keep that library's positions and messages. Where it does answer, its value
 * and key positions are the YAML library's (the 1.2 core schema: see plainYaml.test.ts, which
 * checks the two against each other).
 */
export interface PlainYaml {
  value: Record<string, unknown>;
  /** Where each key is written: 1-based line and column, as frontMatter.ts's SourcePosition. */
  keyPositions: Map<string, { line: number; column: number }>;
}

type Scalar = string | number | boolean | null;

// The core schema's plain scalars other than strings, tried in the YAML library's order.
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

function resolvePlain(text: string): Scalar {
  if (NULL.test(text)) return null;
  if (BOOL.test(text)) return text[0] === 't' || text[0] === 'T';
  if (INT_OCT.test(text)) return parseInt(text.slice(2), 8);
  if (INT.test(text)) return parseInt(text, 10);
  if (INT_HEX.test(text)) return parseInt(text.slice(2), 16);
  if (FLOAT_NAN.test(text)) return text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? -Infinity : Infinity;
  if (FLOAT_EXP.test(text) || FLOAT.test(text)) return parseFloat(text);
  return text;
}

/** A key written plainly that the core schema reads as a string (not `true`, `null`...), and not one that would set a prototype. */
const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
const NOT_STRING_KEY = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE|[Nn]ull|NULL|__proto__)$/;
/** A character a plain scalar may not start with (YAML's indicators), whatever follows. */
const INDICATOR_START = /^[,[\]{}#&*!|>'"%@`]/;
/** `-`, `?` and `:` start a plain scalar only before a character that is not a space. */
const SPACED_INDICATOR_START = /^[-?:](?: |$)/;
const SINGLE_QUOTED = /^'((?:[^']|'')*)'$/;
const DOUBLE_QUOTED = /^"([^"\\]*)"$/;

/**
 * One scalar, as written after a key or a `- ` (block context) or between a flow list's commas
 * (flow context, where `,[]{}` end it and a `:` could start a mapping); undefined outside the shape.
 */
function scalar(text: string, flow: boolean): Scalar | undefined {
  const single = SINGLE_QUOTED.exec(text);
  if (single) return single[1]!.replace(/''/g, "'");
  const double = DOUBLE_QUOTED.exec(text);
  if (double) return double[1]!;
  if (text === '' || INDICATOR_START.test(text) || SPACED_INDICATOR_START.test(text)) return undefined;
  // A comment after the value, a mapping inside it, a value ending as a key would.
  if (text.includes(' #') || text.includes(': ') || text.endsWith(':')) return undefined;
  if (flow && /[,[\]{}:]/.test(text)) return undefined;
  return resolvePlain(text);
}

/** `[a, "b", 'c']` on one line, scalars only; undefined outside the shape (empty items, a trailing comma). */
function flowList(text: string): Scalar[] | undefined {
  const inner = text.slice(1, -1).trim();
  if (inner === '') return [];
  const items: Scalar[] = [];
  // Quoted items may hold commas: split on the commas outside quotes.
  const parts = inner.match(/(?:'(?:[^']|'')*'|"[^"\\]*"|[^,'"])+/g);
  if (!parts || parts.join(',').length !== inner.length) return undefined;
  for (const part of parts) {
    const value = scalar(part.trim(), true);
    if (value === undefined) return undefined;
    items.push(value);
  }
  return items;
}

/** A value written on its key's line: a flow list or a scalar. */
function inlineValue(text: string): unknown {
  if (text.startsWith('[')) return text.endsWith(']') ? flowList(text) : undefined;
  return scalar(text, false);
}

/**
 * The mapping in `text` (YAML starting on line `firstLine` of its file), or undefined when it is
 * not written in the plain shape above.
 */
export function readPlainYaml(text: string, firstLine = 1): PlainYaml | undefined {
  if (text.includes('\t') || /\r(?!\n)/.test(text)) return undefined;
  const lines = text.split(/\r?\n/);
  const value: Record<string, unknown> = {};
  const keyPositions: PlainYaml['keyPositions'] = new Map();
  /** The key whose `- item` lines may come next, with their indentation once the first is seen. */
  let list: { key: string; items: Scalar[]; indent?: number } | undefined;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trimEnd();
    const trimmed = line.trimStart();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const indent = line.length - trimmed.length;
    if (list && trimmed.startsWith('- ')) {
      if (list.indent !== undefined && indent !== list.indent) return undefined;
      list.indent = indent;
      const item = scalar(trimmed.slice(2).trim(), false);
      if (item === undefined) return undefined;
      list.items.push(item);
      value[list.key] = list.items;
      continue;
    }
    if (indent !== 0) return undefined;
    list = undefined;
    const match = KEY_LINE.exec(line);
    if (!match || NOT_STRING_KEY.test(match[1]!)) return undefined;
    const key = match[1]!;
    // A key written twice is an error the YAML library reports.
    if (keyPositions.has(key)) return undefined;
    keyPositions.set(key, { line: index + firstLine, column: 1 });
    const written = match[2]?.trim() ?? '';
    if (written === '') {
      // `key:` alone is null, unless `- item` lines follow.
      value[key] = null;
      list = { key, items: [] };
      continue;
    }
    const parsed = inlineValue(written);
    if (parsed === undefined) return undefined;
    value[key] = parsed;
  }
  // No key at all: the YAML library's null, not an empty mapping.
  return keyPositions.size ? { value, keyPositions } : undefined;
}
