import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourcePosition } from './frontMatter.ts';

/** What a front-matter key holds. */
type Kind = 'string' | 'number' | 'boolean' | 'string-or-null' | 'string-list' | 'tags' | 'authors' | 'object' | 'date' | 'heading-level';

/** The keys each kind of document knows, with their types (Docusaurus 3's names). */
const COMMON: Record<string, Kind> = {
  title: 'string',
  description: 'string',
  slug: 'string',
  image: 'string',
  keywords: 'string-list',
  draft: 'boolean',
  unlisted: 'boolean',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'heading-level',
  toc_max_heading_level: 'heading-level',
};

export const FRONT_MATTER_KEYS = {
  doc: {
    ...COMMON,
    id: 'string',
    tags: 'tags',
    pagination_label: 'string',
    sidebar_label: 'string',
    sidebar_position: 'number',
    sidebar_class_name: 'string',
    sidebar_custom_props: 'object',
    displayed_sidebar: 'string-or-null',
    hide_title: 'boolean',
    pagination_next: 'string-or-null',
    pagination_prev: 'string-or-null',
    parse_number_prefixes: 'boolean',
    custom_edit_url: 'string-or-null',
    last_update: 'object',
  },
  post: { ...COMMON, tags: 'tags', authors: 'authors', date: 'date', last_update: 'object' },
  page: { ...COMMON, wrapperClassName: 'string' },
} satisfies Record<string, Record<string, Kind>>;

export type FrontMatterKind = keyof typeof FRONT_MATTER_KEYS;

const EXPECTED: Record<Kind, string> = {
  string: 'a text',
  number: 'a number',
  boolean: 'true or false',
  'string-or-null': 'a text, or null',
  'string-list': 'a list of texts',
  tags: 'a list of tags (texts, or { label, permalink })',
  authors: 'an author key, an author ({ name, ... }) or a list of them',
  object: 'a mapping of keys to values',
  date: 'a date (YYYY-MM-DD)',
  'heading-level': 'a heading level from 2 to 6',
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`;
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}

/**
 * The value as the key's kind, with Docusaurus's coercions (a number or a date where a text is
 * expected is taken as its text, "3" where a number is, "true" where a boolean is), or `invalid`.
 */
function coerce(value: unknown, kind: Kind): unknown {
  const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : v instanceof Date ? v.toISOString().slice(0, 10) : INVALID);
  switch (kind) {
    case 'string':
      return asText(value);
    case 'string-or-null':
      return value === null ? null : asText(value);
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      return Number.isFinite(n) ? n : INVALID;
    }
    case 'heading-level': {
      const n = coerce(value, 'number');
      return typeof n === 'number' && Number.isInteger(n) && n >= 2 && n <= 6 ? n : INVALID;
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : INVALID;
    case 'string-list': {
      if (!Array.isArray(value)) return INVALID;
      const list = value.map(asText);
      return list.includes(INVALID) ? INVALID : list;
    }
    case 'tags': {
      if (!Array.isArray(value)) return INVALID;
      const ok = value.every((t) => typeof t === 'string' || typeof t === 'number' || (isRecord(t) && typeof t.label === 'string'));
      return ok ? value.map((t) => (typeof t === 'number' ? String(t) : t)) : INVALID;
    }
    case 'authors': {
      const ok = (a: unknown) => typeof a === 'string' || isRecord(a);
      return ok(value) || (Array.isArray(value) && value.every(ok)) ? value : INVALID;
    }
    case 'object':
      return isRecord(value) ? value : INVALID;
    case 'date':
      return value instanceof Date ? value : asText(value);
  }
}

const INVALID = Symbol('invalid');

/**
 * Check the known keys' types. A value of the wrong type is left out (as if the key were not
 * written), with a warning at its line that names the type expected; unknown keys are kept for the
 * site's own components.
 */
export function checkFrontMatter(data: Record<string, unknown>, kind: FrontMatterKind, positions: Map<string, SourcePosition>, file: string): { data: Record<string, unknown>; diagnostics: Diagnostic[] } {
  const keys: Record<string, Kind> = FRONT_MATTER_KEYS[kind];
  const out: Record<string, unknown> = {};
  const diagnostics: Diagnostic[] = [];
  for (const [key, value] of Object.entries(data)) {
    const expected = Object.hasOwn(keys, key) ? keys[key] : undefined;
    if (!expected) {
      out[key] = value;
      continue;
    }
    const coerced = coerce(value, expected);
    if (coerced !== INVALID) {
      out[key] = coerced;
      continue;
    }
    diagnostics.push({
      severity: 'warning',
      code: 'front-matter-type',
      file,
      ...(positions.get(key) ?? { line: 2, column: 1 }),
      message: `\`${key}\` should be ${EXPECTED[expected]}, but is ${describe(value)}; it is ignored.`,
      hint: `Write \`${key}\` as ${EXPECTED[expected]}.`,
    });
  }
  return { data: out, diagnostics };
}
