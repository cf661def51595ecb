import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourcePosition } from './frontMatter.ts';
import { closestName } from '../util/editDistance.ts';
import { EXPECTED, FRONT_MATTER_KEYS, type FrontMatterKind, type KeyType } from './frontMatterKeys.ts';

export { FRONT_MATTER_KEYS, type FrontMatterKind };

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
function coerce(value: unknown, kind: KeyType): unknown {
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
    case 'last-update':
      return lastUpdate(value);
    case 'format':
      return value === 'md' || value === 'mdx' || value === 'detect' ? value : INVALID;
    case 'mdx-options':
      return isRecord(value) && (value.format === undefined || coerce(value.format, 'format') !== INVALID) ? value : INVALID;
  }
}

/** `{ date, author }` with at least one of them, the date a real date (kept as written). */
function lastUpdate(value: unknown): unknown {
  if (!isRecord(value)) return INVALID;
  const out: { date?: string; author?: string } = {};
  if (value.author !== undefined) {
    if (typeof value.author !== 'string') return INVALID;
    out.author = value.author;
  }
  if (value.date !== undefined) {
    const text = value.date instanceof Date ? value.date.toISOString() : typeof value.date === 'string' ? value.date.trim() : undefined;
    if (!text || Number.isNaN(Date.parse(text))) return INVALID;
    out.date = text;
  }
  return out.date === undefined && out.author === undefined ? INVALID : out;
}

const INVALID = Symbol('invalid');

/**
 * Check the known keys' types. A value of the wrong type is left out (as if the key were not
 * written), with a warning at its line that names the type expected. A key Docusaurus does not
 * know for this kind is kept, with an info: it has no effect on the page, which is what
 * Docusaurus does with it too, and a typo of a known key is worth pointing out.
 */
export function checkFrontMatter(data: Record<string, unknown>, kind: FrontMatterKind, positions: Map<string, SourcePosition>, file: string): { data: Record<string, unknown>; diagnostics: Diagnostic[] } {
  const keys: Record<string, KeyType> = FRONT_MATTER_KEYS[kind];
  const out: Record<string, unknown> = {};
  const diagnostics: Diagnostic[] = [];
  const at = (key: string) => positions.get(key) ?? { line: 2, column: 1 };
  for (const [key, value] of Object.entries(data)) {
    const expected = Object.hasOwn(keys, key) ? keys[key] : undefined;
    if (!expected) {
      out[key] = value;
      diagnostics.push(unknownKey(key, kind, Object.keys(keys), file, at(key)));
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
      ...at(key),
      message: `\`${key}\` should be ${EXPECTED[expected]}, but is ${describe(value)}; it is ignored.`,
      hint: `Write \`${key}\` as ${EXPECTED[expected]}.`,
    });
  }
  return { data: out, diagnostics };
}

const KIND_NAMES: Record<FrontMatterKind, string> = { doc: 'a doc', post: 'a blog post', page: 'a Markdown page' };

/** The info for a key Docusaurus does not know in this kind of document, with the known key it most looks like. */
function unknownKey(key: string, kind: FrontMatterKind, known: string[], file: string, position: SourcePosition): Diagnostic {
  const typo = closestName(key, known);
  return {
    severity: 'info',
    code: 'front-matter-unknown-key',
    file,
    ...position,
    message: `\`${key}\` is not a front-matter key of ${KIND_NAMES[kind]}${typo ? ` (did you mean \`${typo}\`?)` : ''}; it has no effect on the page.`,
    hint: typo
      ? `Rename it to \`${typo}\` if that is what you meant.`
      : 'Docusaurus ignores unknown keys too: only a component of the site reads one (`useDoc().frontMatter`, `useBlogPost().frontMatter`). Keep it if one does; else remove it, or check its spelling against the front-matter keys Docusaurus documents.',
  };
}
