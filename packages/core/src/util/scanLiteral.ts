/**
 * A small scanner over JavaScript and TypeScript source that understands just enough to walk
 * object and array literals: strings, template literals, comments and bracket nesting. It never
 * evaluates anything; it lets a diagnostic point at the line where a config or sidebars file
 * writes a value (`navbar.items[3]`, `tutorialSidebar[2].items[0]`) without a full parser.
 */
export class LiteralScanner {
  constructor(readonly source: string) {}

  /** The offset of the next character that is not white space or a comment, from `at`. */
  skipTrivia(at: number): number {
    const s = this.source;
    while (at < s.length) {
      const c = s[at]!;
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v' || c === '\u00a0' || c === '\ufeff') at++;
      else if (c === '/' && s[at + 1] === '/') {
        const end = s.indexOf('\n', at);
        at = end < 0 ? s.length : end + 1;
      } else if (c === '/' && s[at + 1] === '*') {
        const end = s.indexOf('*/', at + 2);
        at = end < 0 ? s.length : end + 2;
      } else break;
    }
    return at;
  }

  /** The offset just past a string or template literal that starts at `at`. */
  skipString(at: number): number {
    const s = this.source;
    const quote = s[at]!;
    let i = at + 1;
    while (i < s.length) {
      const c = s[i]!;
      if (c === '\\') i += 2;
      else if (c === quote) return i + 1;
      else if (quote === '`' && c === '$' && s[i + 1] === '{') i = this.skipBalanced(i + 1);
      else if (c === '\n' && quote !== '`') return i;
      else i++;
    }
    return s.length;
  }

  /** The offset just past the bracket group opening at `at` (`{`, `[` or `(`). */
  skipBalanced(at: number): number {
    const s = this.source;
    let depth = 0;
    let i = at;
    while (i < s.length) {
      i = this.skipTrivia(i);
      const c = s[i];
      if (c === undefined) break;
      if (c === '"' || c === "'" || c === '`') {
        i = this.skipString(i);
        continue;
      }
      if (c === '{' || c === '[' || c === '(') depth++;
      else if (c === '}' || c === ']' || c === ')') {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    return s.length;
  }

  /**
   * The offset where the expression starting at `at` ends: the first `,` or closing bracket
   * outside any bracket, string or comment of its own.
   */
  skipExpression(at: number): number {
    const s = this.source;
    let i = at;
    while (i < s.length) {
      i = this.skipTrivia(i);
      const c = s[i];
      if (c === undefined || c === ',' || c === '}' || c === ']' || c === ')' || c === ';') return i;
      if (c === '"' || c === "'" || c === '`') i = this.skipString(i);
      else if (c === '{' || c === '[' || c === '(') i = this.skipBalanced(i);
      else i++;
    }
    return s.length;
  }

  /** An identifier, string or number key at `at`, with the offset after it; undefined for anything else. */
  readKey(at: number): { name: string; end: number } | undefined {
    const s = this.source;
    const c = s[at];
    if (c === '"' || c === "'") {
      const end = this.skipString(at);
      return { name: unquote(s.slice(at + 1, end - 1)), end };
    }
    const m = /^[\p{L}\p{N}_$]+/u.exec(s.slice(at, at + 256));
    return m ? { name: m[0], end: at + m[0].length } : undefined;
  }

  /**
   * The values of the object literal opening at `at`: each key written in it with the offsets of
   * the key and of its value. Spreads, computed keys and methods are passed over.
   */
  objectEntries(at: number): Map<string, { key: number; value: number }> {
    const s = this.source;
    const entries = new Map<string, { key: number; value: number }>();
    let i = at + 1;
    while (i < s.length) {
      i = this.skipTrivia(i);
      if (s[i] === '}' || i >= s.length) break;
      if (s[i] === ',') {
        i++;
        continue;
      }
      const key = s.startsWith('...', i) ? undefined : this.readKey(i);
      if (!key) {
        i = this.skipExpression(s[i] === '[' ? this.skipBalanced(i) : i + (s.startsWith('...', i) ? 3 : 0));
        continue;
      }
      const after = this.skipTrivia(key.end);
      if (s[after] === ':') {
        const value = this.skipTrivia(after + 1);
        if (!entries.has(key.name)) entries.set(key.name, { key: i, value });
        i = this.skipExpression(value);
      } else {
        // Shorthand `{ items }`, or a method `label() {}`: the key is where the value is written.
        if (!entries.has(key.name)) entries.set(key.name, { key: i, value: i });
        i = this.skipExpression(after);
      }
    }
    return entries;
  }

  /** The offsets of the elements of the array literal opening at `at` (holes and spreads counted as elements). */
  arrayElements(at: number): number[] {
    const s = this.source;
    const elements: number[] = [];
    let i = at + 1;
    let expectElement = true;
    while (i < s.length) {
      i = this.skipTrivia(i);
      const c = s[i];
      if (c === undefined || c === ']') break;
      if (c === ',') {
        if (expectElement) elements.push(i);
        expectElement = true;
        i++;
        continue;
      }
      elements.push(i);
      expectElement = false;
      i = this.skipExpression(i);
    }
    return elements;
  }

  /** 1-based line and column of an offset. */
  position(offset: number): { line: number; column: number } {
    const before = this.source.slice(0, offset);
    const line = before.split('\n').length;
    return { line, column: offset - before.lastIndexOf('\n') };
  }
}

function unquote(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}
