import { readFileSync } from 'node:fs';

export interface TextPosition {
  line: number;
  column: number;
}

/** Finds where a link is written in a file; undefined when the file does not hold it. */
export type Locate = (file: string, href: string) => TextPosition | undefined;

const OPENERS = ['"', "'", '`', '('];
// The literal must end where the link ends, so `"/docs"` is not found inside `"/docs/intro"`.
const CLOSER = /^["'`)\s>]/;

/**
 * Where a link's target is first written in a text, quoted as in JSX, TypeScript or HTML, or in
 * parentheses as in Markdown; searched from `from` on.
 */
export function locateInText(text: string, href: string, from = 0): TextPosition | undefined {
  if (!href) return undefined;
  let best = -1;
  for (const opener of OPENERS) {
    let at = text.indexOf(opener + href, from);
    while (at >= 0 && !CLOSER.test(text.slice(at + 1 + href.length, at + 2 + href.length))) at = text.indexOf(opener + href, at + 1);
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  return best < 0 ? undefined : positionOf(text, best + 1);
}

/** 1-based line and column of an offset. */
export function positionOf(text: string, offset: number): TextPosition {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** The first place a link's target is written in a file. */
export const locateInFile: Locate = (file, href) => {
  const text = readText(file);
  return text === undefined ? undefined : locateInText(text, href);
};

/** A `Locate` that reads each file once: one link check searches the same sources for many links. */
export function cachedLocator(): Locate {
  const texts = new Map<string, string | undefined>();
  return (file, href) => {
    if (!texts.has(file)) texts.set(file, readText(file));
    const text = texts.get(file);
    return text === undefined ? undefined : locateInText(text, href);
  };
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
