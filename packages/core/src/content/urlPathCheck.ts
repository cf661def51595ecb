import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourcePosition } from './frontMatter.ts';

/**
 * Why a value cannot become part of a page's address (and so a folder of the output), or
 * undefined. A `..` segment would write the page outside the output folder; the characters are
 * ones no address should hold literally, which would also break out of HTML attributes.
 */
export function unsafeUrlPath(value: string): string | undefined {
  const control = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.exec(value);
  if (control) return `a control character (U+${control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
  const char = /[\\<>"'`?#]/.exec(value);
  if (char) return `the character \`${char[0]}\``;
  // Browsers read `%2e%2e` as `..` too.
  if (value.split('/').some((s) => /^(?:\.|%2e){1,2}$/i.test(s))) return 'a `.` or `..` segment';
  return undefined;
}

/** An error at a front-matter key whose value would make an unsafe address. */
export function checkUrlPathKey(value: unknown, key: string, file: string, position: SourcePosition | undefined): Diagnostic | undefined {
  if (typeof value !== 'string') return undefined;
  const why = unsafeUrlPath(value);
  if (!why) return undefined;
  return {
    severity: 'error',
    code: 'unsafe-path',
    file,
    ...(position ?? { line: 1, column: 1 }),
    message: `\`${key}\` ${JSON.stringify(value)} holds ${why}, which a page's address cannot have.`,
    hint: 'Use letters, digits, `-`, `_` and `/` only; an address cannot climb out of its folder with `..`.',
  };
}
