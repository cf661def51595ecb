/** A transpiler error: its message, and the index in the parsed text it points at when it says. */
export interface ParseFailure {
  message: string;
  index?: number;
}

/**
 * sucrase's parser errors carry `pos`, an index into the text it was given, and end their message
 * with that place as "(line:column)" in that text; errors of its transformers carry neither.
 */
export function parseFailure(error: unknown): ParseFailure {
  const message = error instanceof Error ? error.message : String(error);
  const pos = (error as { pos?: unknown } | null)?.pos;
  if (typeof pos !== 'number') return { message };
  return { message: message.replace(/ \(\d+:\d+\)$/, ''), index: pos };
}

export interface ParseAgain {
  /** Parses text as the transpiler did, throwing what it throws. */
  parse(text: string): void;
  typescript: boolean;
}

/** The failure parsing `text` meets, or undefined when it parses. */
function failureOf(text: string, parse: (text: string) => void): ParseFailure | undefined {
  try {
    parse(text);
    return undefined;
  } catch (error) {
    return parseFailure(error);
  }
}

/**
 * Where an expression may start just before a `<`, so that the `<` opens a JSX element: an opening
 * bracket, a comma or semicolon, an operator, `return`, or the start of the text.
 */
const BEFORE_ELEMENT = /(?:^|[([{,;=>?:&|!]|\b(?:return|yield|await|default))\s*$/;
const GUARD = '0||';

/** A text with `0||` before each `<` that may open a JSX element, and the way back to its indexes. */
interface Guarded {
  text: string;
  /** The index in the original text; one inside a guard is the `<` it stands before. */
  original(index: number): number;
}

function guardElements(text: string): Guarded {
  const guards: number[] = [];
  for (const match of text.matchAll(/<[A-Za-z_$>]/g)) if (BEFORE_ELEMENT.test(text.slice(Math.max(0, match.index - 40), match.index))) guards.push(match.index);
  let guarded = '';
  let from = 0;
  for (const at of guards) {
    guarded += text.slice(from, at) + GUARD;
    from = at;
  }
  return {
    text: guarded + text.slice(from),
    original(index) {
      let before = 0;
      for (const at of guards) {
        const guardStart = at + before * GUARD.length;
        if (index < guardStart) break;
        if (index < guardStart + GUARD.length) return at;
        before++;
      }
      return index - before * GUARD.length;
    },
  };
}

/** At an error's index: an arrow, or a TypeScript return type and then the arrow. */
const ARROW_HEAD = /^(?::[^;\n]*?)?=>/;
/** Just before an error's index: an arrow, and the brace of its body or a name. */
const ARROW_BEFORE = /=>\s*\{?\s*[\w$.]*\s*$/;

/**
 * sucrase parses `(a) => { ... }` as a parenthesised expression first; when the body fails, it
 * starts over as an expression, which fails at the `=>` (at the `:` of a return type, or in a JSX
 * attribute just after the body's brace or first name), losing the body's error. A one-name arrow
 * (`x => ...`) takes no such detour: the text is parsed again with everything before the arrow
 * blanked (newlines kept, so indexes stay) and an `x` before it. The error found is the body's if
 * it is further on and the body is still open there (else it is in what follows the arrow, and the
 * arrow itself is what is wrong). Repeated for an arrow in an arrow; each round moves forward.
 */
function arrowBodyFailure(text: string, failure: ParseFailure, parse: (text: string) => void): ParseFailure {
  let current = failure;
  while (current.index !== undefined) {
    const after = ARROW_HEAD.exec(text.slice(current.index));
    const before = after ? undefined : ARROW_BEFORE.exec(text.slice(0, current.index));
    if (!after && !before) break;
    const arrow = after ? current.index + after[0].length - 2 : before!.index;
    const probe = text.slice(0, arrow).replace(/[^\n]/g, ' ') + 'x' + text.slice(arrow);
    const found = failureOf(probe, parse);
    if (found?.index === undefined || found.index - 1 <= current.index) break;
    const cut = probe.slice(0, found.index);
    const open = failureOf(cut, parse);
    if (open?.index === undefined || open.index < cut.trimEnd().length) break;
    current = { message: found.message, index: found.index - 1 };
  }
  return current;
}

/**
 * The error sucrase met first, where it reports another after a detour of its parser:
 * - With TypeScript, it parses an expression that starts with `<` as JSX first, and when that
 *   fails, starts over as a generic arrow function (`<T,>(a: T) => ...`), which fails soon after
 *   the `<`: every error inside an element is reported at its first attribute or so. After `0||`
 *   a `<` can only open an element, so the text is parsed again with `0||` before each `<` that
 *   may open one. In JSX text, strings and comments a guard is harmless; where no expression may
 *   start (a generic arrow, rare in live code) its error is the `<`'s.
 * - An arrow function's body: see `arrowBodyFailure`.
 */
export function firstFailure(text: string, failure: ParseFailure, { parse, typescript }: ParseAgain): ParseFailure {
  if (typescript) {
    const guarded = guardElements(text);
    const found = guarded.text === text ? undefined : failureOf(guarded.text, parse);
    // Parsed through, failing in a transform that names no place: the reported place was the detour's.
    if (found && found.index === undefined) return found;
    if (found) {
      const first = arrowBodyFailure(guarded.text, found, parse);
      return { message: first.message, index: guarded.original(first.index!) };
    }
  }
  return arrowBodyFailure(text, failure, parse);
}

/** What the transpiler is given: the reader's `code`, found in `text` from `codeStart` on. */
export interface WrappedCode {
  text: string;
  codeStart: number;
  code: string;
}

/**
 * An index into the transpiled text as a place in the reader's code: index, line and column, both
 * from 1. The wrapper's lines and columns are taken off; a place in the wrapper's end (where an
 * unclosed tag is noticed) is the end of the reader's code, and one in its start the code's start.
 */
export function placeInCode(wrapped: WrappedCode, textIndex: number): { index: number; line: number; column: number } {
  const index = Math.min(Math.max(textIndex - wrapped.codeStart, 0), wrapped.code.length);
  const before = wrapped.code.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { index, line: before.split('\n').length, column: index - lineStart + 1 };
}
