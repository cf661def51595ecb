import { closestName } from '../util/editDistance.ts';

/**
 * A small structural validator: enough to name the exact key at fault, what it should be and
 * what it was, which is all a config error needs to say.
 */
export type Schema =
  | { kind: 'string' | 'number' | 'boolean' | 'any' | 'function' }
  | { kind: 'literal'; values: readonly (string | number | boolean | null)[] }
  | { kind: 'pattern'; re: RegExp; describe: string }
  | { kind: 'array'; of: Schema }
  | { kind: 'record'; of: Schema }
  | { kind: 'object'; fields: Record<string, Schema>; required?: readonly string[]; open?: boolean }
  | { kind: 'union'; of: Schema[]; describe: string }
  | { kind: 'false-or'; of: Schema }
  /** The schema is chosen from the value, as a navbar item's is from its `type`; none chosen: the value is wrong. */
  | { kind: 'switch'; pick: (value: unknown) => Schema | undefined; describe: string };

export interface SchemaIssue {
  /** Dotted path of the key, e.g. `navbar.items[2].label`. */
  key: string;
  expected: string;
  received: string;
  /** For an unknown key, the known key closest to it. */
  suggestion?: string;
}

export const s = {
  string: { kind: 'string' } as Schema,
  number: { kind: 'number' } as Schema,
  boolean: { kind: 'boolean' } as Schema,
  any: { kind: 'any' } as Schema,
  function: { kind: 'function' } as Schema,
  literal: (...values: (string | number | boolean | null)[]): Schema => ({ kind: 'literal', values }),
  array: (of: Schema): Schema => ({ kind: 'array', of }),
  record: (of: Schema): Schema => ({ kind: 'record', of }),
  object: (fields: Record<string, Schema>, required: string[] = []): Schema => ({ kind: 'object', fields, required }),
  /** An object whose other keys are passed on as they are (Docusaurus's `.unknown()`: a link's `rel`, `data-*`...). */
  open: (fields: Record<string, Schema>, required: string[] = []): Schema => ({ kind: 'object', fields, required, open: true }),
  union: (describe: string, ...of: Schema[]): Schema => ({ kind: 'union', of, describe }),
  falseOr: (of: Schema): Schema => ({ kind: 'false-or', of }),
  /** A string matching `re`. */
  pattern: (re: RegExp, describe: string): Schema => ({ kind: 'pattern', re, describe }),
  switch: (describe: string, pick: (value: unknown) => Schema | undefined): Schema => ({ kind: 'switch', pick, describe }),
};

export function describe(schema: Schema): string {
  switch (schema.kind) {
    case 'literal':
      return schema.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'array':
      return `array of ${describe(schema.of)}`;
    case 'record':
      return `object of ${describe(schema.of)}`;
    case 'object':
      return 'object';
    case 'union':
    case 'switch':
    case 'pattern':
      return schema.describe;
    case 'false-or':
      return `false or ${describe(schema.of)}`;
    default:
      return schema.kind;
  }
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`;
  return typeof value;
}

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** A known key within two edits of a mistyped one. */
export function validate(value: unknown, schema: Schema, path = ''): SchemaIssue[] {
  const fail = (): SchemaIssue[] => [{ key: path || '(root)', expected: describe(schema), received: typeOf(value) }];
  switch (schema.kind) {
    case 'any':
      return [];
    case 'string':
    case 'number':
    case 'boolean':
    case 'function':
      return typeof value === schema.kind ? [] : fail();
    case 'literal':
      return schema.values.includes(value as never) ? [] : fail();
    case 'pattern':
      return typeof value === 'string' && schema.re.test(value) ? [] : fail();
    case 'array':
      if (!Array.isArray(value)) return fail();
      return value.flatMap((item, i) => validate(item, schema.of, join(path, i)));
    case 'record':
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail();
      return Object.entries(value).flatMap(([k, v]) => validate(v, schema.of, join(path, k)));
    case 'false-or':
      return value === false ? [] : validate(value, schema.of, path);
    case 'switch': {
      const picked = schema.pick(value);
      return picked ? validate(value, picked, path) : fail();
    }
    case 'union': {
      // Report the branch that got furthest, so a typo deep inside an item names that key.
      let best: SchemaIssue[] | undefined;
      for (const branch of schema.of) {
        const issues = validate(value, branch, path);
        if (issues.length === 0) return [];
        const deep = issues.every((i) => i.key !== (path || '(root)'));
        if (deep && (!best || issues.length < best.length)) best = issues;
      }
      return best ?? fail();
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail();
      const issues: SchemaIssue[] = [];
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const field = schema.fields[key];
        if (!field) {
          if (schema.open) continue;
          issues.push({ key: join(path, key), expected: `one of the known keys (${Object.keys(schema.fields).join(', ')})`, received: 'an unknown key', suggestion: closestName(key, Object.keys(schema.fields)) });
        } else if (record[key] !== undefined) {
          issues.push(...validate(record[key], field, join(path, key)));
        }
      }
      for (const key of schema.required ?? []) {
        if (record[key] === undefined) issues.push({ key: join(path, key), expected: describe(schema.fields[key]!), received: 'nothing (it is required)' });
      }
      return issues;
    }
  }
}
