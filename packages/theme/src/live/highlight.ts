import { escapeHtml } from '@docs/client';

/**
 * A small highlighter for edited live code (JS/TS with JSX). Unedited code shows the build-time
 * shiki HTML; once the reader types, this takes over so shiki never ships to the browser. It colours
 * with the same CSS variables as the build-time theme and never fails: unknown input stays plain.
 */

const KEYWORDS = new Set(
  ('abstract as async await break case catch class const continue debugger declare default delete do else enum export extends finally for from ' +
    'function get if implements import in instanceof interface keyof let namespace new of private protected public readonly return satisfies set ' +
    'static super switch this throw try type typeof var void while with yield').split(' '),
);
const CONSTANTS = new Set(['true', 'false', 'null', 'undefined', 'NaN', 'Infinity']);

type Token = 'keyword' | 'constant' | 'string' | 'comment' | 'function' | 'tag' | 'attribute' | 'operator' | 'punctuation';
const COLOR: Record<Token, string> = {
  keyword: 'token-keyword',
  operator: 'token-keyword',
  constant: 'token-constant',
  string: 'token-string-expression',
  comment: 'token-comment',
  function: 'token-function',
  tag: 'token-string-expression',
  attribute: 'token-function',
  punctuation: 'token-punctuation',
};

/** Where the scanner is: code (with its open braces), inside a JSX tag, or between a JSX element's tags. */
type Mode = { kind: 'code'; braces: number } | { kind: 'tag'; closing: boolean } | { kind: 'children' };


const IDENT = /[A-Za-z_$][\w$]*/y;
const NUMBER = /(?:0[xXbBoO][\da-fA-F_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d+)?)n?/y;
const OPERATOR = /=>|[=!]==?|[<>]=?|&&=?|\|\|=?|\?\?=?|\?\.|\.\.\.|[-+*/%&|^~!?:]=?|\+\+|--/y;
const TAG_NAME = /[A-Za-z_$][\w$.:-]*/y;

function match(re: RegExp, text: string, at: number): string | undefined {
  re.lastIndex = at;
  return re.exec(text)?.[0];
}

/** The end of a string or template literal starting at `at` (its quote), or of the line for an unterminated one. */
function stringEnd(text: string, at: number): number {
  const quote = text[at]!;
  let i = at + 1;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') i += 2;
    else if (c === quote) return i + 1;
    else if (c === '\n' && quote !== '`') return i;
    else i++;
  }
  return text.length;
}

function regexEnd(text: string, at: number): number | undefined {
  let i = at + 1;
  let inClass = false;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\n') return undefined;
    if (c === '\\') i++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) {
      i++;
      while (i < text.length && /[a-z]/.test(text[i]!)) i++;
      return i;
    }
    i++;
  }
  return undefined;
}

/** HTML for `code`, one span per coloured token. */
export function highlight(code: string): string {
  let out = '';
  const emit = (text: string, token?: Token) => {
    out += token ? `<span style="color:var(--code-${COLOR[token]})">${escapeHtml(text)}</span>` : escapeHtml(text);
  };
  const stack: Mode[] = [{ kind: 'code', braces: 0 }];
  // Whether the last token ended a value: then `<` compares and `/` divides, else they start a tag or a regex.
  let afterValue = false;
  let i = 0;
  while (i < code.length) {
    const mode = stack[stack.length - 1]!;
    const c = code[i]!;
    const rest2 = code.slice(i, i + 2);

    if (mode.kind === 'children') {
      if (c === '{') {
        emit(c);
        stack.push({ kind: 'code', braces: 0 });
        afterValue = false;
        i++;
      } else if (c === '<') {
        i = openTag(i);
      } else {
        let j = i;
        while (j < code.length && code[j] !== '<' && code[j] !== '{') j++;
        emit(code.slice(i, j));
        i = j;
      }
      continue;
    }

    if (mode.kind === 'tag') {
      if (/\s/.test(c)) {
        emit(c);
        i++;
      } else if (rest2 === '/>') {
        emit(rest2);
        stack.pop();
        i += 2;
        afterValue = true;
      } else if (c === '>') {
        emit(c);
        stack.pop();
        if (mode.closing) {
          if (stack[stack.length - 1]?.kind === 'children') stack.pop();
        } else {
          stack.push({ kind: 'children' });
        }
        i++;
        afterValue = true;
      } else if (c === '{') {
        emit(c);
        stack.push({ kind: 'code', braces: 0 });
        afterValue = false;
        i++;
      } else if (c === '"' || c === "'") {
        const end = stringEnd(code, i);
        emit(code.slice(i, end), 'string');
        i = end;
      } else if (c === '=') {
        emit(c, 'operator');
        i++;
      } else {
        const name = match(TAG_NAME, code, i);
        if (name) {
          emit(name, 'attribute');
          i += name.length;
        } else {
          emit(c);
          i++;
        }
      }
      continue;
    }

    // Code.
    if (/\s/.test(c)) {
      let j = i + 1;
      while (j < code.length && /\s/.test(code[j]!)) j++;
      emit(code.slice(i, j));
      i = j;
    } else if (rest2 === '//') {
      const end = code.indexOf('\n', i);
      const j = end === -1 ? code.length : end;
      emit(code.slice(i, j), 'comment');
      i = j;
    } else if (rest2 === '/*') {
      const end = code.indexOf('*/', i + 2);
      const j = end === -1 ? code.length : end + 2;
      emit(code.slice(i, j), 'comment');
      i = j;
    } else if (c === '"' || c === "'" || c === '`') {
      const end = stringEnd(code, i);
      emit(code.slice(i, end), 'string');
      i = end;
      afterValue = true;
    } else if (c === '/' && !afterValue && regexEnd(code, i) !== undefined) {
      const end = regexEnd(code, i)!;
      emit(code.slice(i, end), 'string');
      i = end;
      afterValue = true;
    } else if (c === '<' && !afterValue && /[A-Za-z_$>]/.test(code[i + 1] ?? '')) {
      i = openTag(i);
    } else if (/[A-Za-z_$]/.test(c)) {
      const word = match(IDENT, code, i)!;
      const next = /^\s*(\()/.exec(code.slice(i + word.length, i + word.length + 40));
      const token: Token | undefined = KEYWORDS.has(word) ? 'keyword' : CONSTANTS.has(word) ? 'constant' : next ? 'function' : /^[A-Z]/.test(word) ? 'constant' : undefined;
      emit(word, token);
      i += word.length;
      afterValue = !KEYWORDS.has(word) || word === 'this' || word === 'super';
    } else if (/\d/.test(c) || (c === '.' && /\d/.test(code[i + 1] ?? ''))) {
      const num = match(NUMBER, code, i) ?? c;
      emit(num, 'constant');
      i += num.length;
      afterValue = true;
    } else if (c === '{') {
      mode.braces++;
      emit(c);
      i++;
      afterValue = false;
    } else if (c === '}') {
      emit(c);
      i++;
      if (mode.braces === 0 && stack.length > 1) stack.pop();
      else mode.braces = Math.max(0, mode.braces - 1);
      afterValue = stack[stack.length - 1]!.kind !== 'code';
    } else if (c === ')' || c === ']') {
      emit(c);
      i++;
      afterValue = true;
    } else if (c === ',') {
      emit(c, 'punctuation');
      i++;
      afterValue = false;
    } else {
      const op = match(OPERATOR, code, i);
      if (op) {
        emit(op, 'operator');
        i += op.length;
      } else {
        emit(c);
        i++;
      }
      afterValue = false;
    }
  }
  return out;

  /** `<name`, `</name` or `<>` at `at`: enter the tag. */
  function openTag(at: number): number {
    let i = at + 1;
    const closing = code[i] === '/';
    if (closing) i++;
    emit(code.slice(at, i));
    const name = match(TAG_NAME, code, i);
    if (name) {
      emit(name, 'tag');
      i += name.length;
    }
    stack.push({ kind: 'tag', closing });
    return i;
  }
}
