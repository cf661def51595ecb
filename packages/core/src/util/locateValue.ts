import { LiteralScanner } from './scanLiteral.ts';

/** Keys and array indexes from a module's exported value down to one value: `['navbar', 'items', 3]`. */
export type ValuePath = (string | number)[];

export interface TextPosition {
  line: number;
  column: number;
}

/** `navbar.items[3].label` as a path: `['navbar', 'items', 3, 'label']`. */
export function parseKeyPath(keyPath: string): ValuePath {
  const path: ValuePath = [];
  for (const m of keyPath.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) path.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return path;
}

/**
 * Where a config or sidebars module writes the value at `path` of what it exports (`export
 * default`, `module.exports =`), following the shapes such files take: an object literal, a call
 * around one (`defineConfig({...})`), a constant declared above, a function that returns one,
 * `satisfies` and `as`. With `key`, the position of the last key rather than of its value.
 * Undefined where the value is not written literally (built by code, spread from elsewhere).
 */
export function locateValue(source: string, path: ValuePath, options: { key?: boolean } = {}): TextPosition | undefined {
  const scanner = new LiteralScanner(source);
  const root = exportedValue(scanner);
  if (root === undefined) return undefined;
  let at = literalAt(scanner, root);
  let keyAt: number | undefined;
  for (const segment of path) {
    if (at === undefined) return undefined;
    const open = source[at];
    if (typeof segment === 'number') {
      if (open !== '[') return undefined;
      const element = scanner.arrayElements(at)[segment];
      if (element === undefined) return undefined;
      keyAt = element;
      at = literalAt(scanner, element) ?? element;
    } else {
      if (open !== '{') return undefined;
      const entry = scanner.objectEntries(at).get(segment);
      if (!entry) return undefined;
      keyAt = entry.key;
      at = literalAt(scanner, entry.value) ?? entry.value;
    }
  }
  const offset = options.key && keyAt !== undefined ? keyAt : at;
  return offset === undefined ? undefined : scanner.position(offset);
}

/** The offset of the expression a module exports. */
function exportedValue(scanner: LiteralScanner): number | undefined {
  const m = /(?:^|[\s;])(?:export\s+default\s|module\.exports\s*=)/m.exec(blankComments(scanner.source));
  return m ? scanner.skipTrivia(m.index + m[0].length) : undefined;
}

/**
 * The object or array literal an expression stands for, found through parentheses, calls
 * (their first argument), constants, functions' return values, `await`, `as` and `satisfies`;
 * undefined when it is something else.
 */
function literalAt(scanner: LiteralScanner, start: number, depth = 0): number | undefined {
  const s = scanner.source;
  if (depth > 8) return undefined;
  let at = scanner.skipTrivia(start);
  const c = s[at];
  if (c === '{' || c === '[') return at;
  if (c === '(') {
    // `(() => ({...}))`, `({...})`: the group's content, or an arrow function after it.
    const close = scanner.skipBalanced(at);
    const arrow = /^\s*=>/.exec(s.slice(close, close + 16));
    if (arrow) return functionResult(scanner, close + arrow[0].length, depth);
    return literalAt(scanner, at + 1, depth + 1);
  }
  const word = /^(?:await|async|new)\b/.exec(s.slice(at, at + 8));
  if (word) return literalAt(scanner, at + word[0].length, depth + 1);
  if (s.startsWith('function', at)) {
    const body = s.indexOf('{', s.indexOf(')', at));
    return body < 0 ? undefined : returnedLiteral(scanner, body, depth);
  }
  const name = /^[\p{L}_$][\p{L}\p{N}_$.]*/u.exec(s.slice(at, at + 256))?.[0];
  if (!name) return undefined;
  at = scanner.skipTrivia(at + name.length);
  if (s[at] === '(') return literalAt(scanner, at + 1, depth + 1);
  if (s.startsWith('=>', at)) return functionResult(scanner, at + 2, depth);
  if (name.includes('.')) return undefined;
  return declaredLiteral(scanner, name, depth);
}

/** What an arrow function's body gives back: its expression, or its `return`. */
function functionResult(scanner: LiteralScanner, afterArrow: number, depth: number): number | undefined {
  const at = scanner.skipTrivia(afterArrow);
  return scanner.source[at] === '{' ? returnedLiteral(scanner, at, depth) : literalAt(scanner, at, depth + 1);
}

/** The first `return` of a function body whose value is a literal. */
function returnedLiteral(scanner: LiteralScanner, bodyStart: number, depth: number): number | undefined {
  const end = scanner.skipBalanced(bodyStart);
  const body = blankComments(scanner.source.slice(0, end));
  const re = /\breturn\b/g;
  re.lastIndex = bodyStart;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    const found = literalAt(scanner, m.index + m[0].length, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The value of `const name = ...` (or let, var, a function declaration of that name). */
function declaredLiteral(scanner: LiteralScanner, name: string, depth: number): number | undefined {
  const text = blankComments(scanner.source);
  const escaped = name.replace(/\$/g, '\\$');
  const variable = new RegExp(`\\b(?:const|let|var)\\s+${escaped}\\s*(?::[^=]+)?=(?!=)`).exec(text);
  if (variable) return literalAt(scanner, variable.index + variable[0].length, depth + 1);
  const declared = new RegExp(`\\bfunction\\s+${escaped}\\s*\\(`).exec(text);
  if (declared) {
    const body = text.indexOf('{', scanner.skipBalanced(declared.index + declared[0].length - 1));
    return body < 0 ? undefined : returnedLiteral(scanner, body, depth);
  }
  return undefined;
}

/** The source with comments and the insides of strings turned to spaces (offsets kept), for regular expressions to search. */
function blankComments(source: string): string {
  const scanner = new LiteralScanner(source);
  let out = '';
  let i = 0;
  while (i < source.length) {
    const next = scanner.skipTrivia(i);
    if (next > i) {
      out += source.slice(i, next).replace(/[^\n]/g, ' ');
      i = next;
      continue;
    }
    const c = source[i]!;
    if (c === '"' || c === "'" || c === '`') {
      const end = scanner.skipString(i);
      out += c + source.slice(i + 1, end - 1).replace(/[^\n]/g, ' ') + (end - 1 > i ? source[end - 1] : '');
      i = end;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}
