import { isUtf8 } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

export interface SourceText {
  /** The file's text, without a byte-order mark; empty when it could not be read as text. */
  text: string;
  /** An `encoding` error when the file is binary or not UTF-8. */
  diagnostics: Diagnostic[];
}

/** Line and column (1-based) of a character offset. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: (before.match(/\n/g)?.length ?? 0) + 1, column: offset - lineStart + 1 };
}

/**
 * Check that bytes meant as Markdown really are text: a binary file named `.md` or a file in
 * another encoding would otherwise build into a page full of U+FFFD without a word.
 */
export function decodeSource(bytes: Uint8Array, file: string): SourceText {
  const refuse = (message: string, hint: string, position?: { line: number; column: number }): SourceText => ({
    text: '',
    diagnostics: [{ severity: 'error', code: 'encoding', file, ...position, message, hint }],
  });
  const nul = bytes.indexOf(0);
  if (nul >= 0) return refuse(`This is a binary file, not text (a NUL byte at byte ${nul}).`, 'Move it out of the content folder, or start its name with `_` to keep it out of the build.');
  const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
  if (!isUtf8(bytes)) {
    return refuse(
      'This file is not valid UTF-8 text.',
      'Save it as UTF-8 (most editors have "Save with encoding"); `iconv -f latin1 -t utf-8` converts a Latin-1 file.',
      positionOf(text, Math.max(0, text.indexOf('\uFFFD'))),
    );
  }
  return { text, diagnostics: [] };
}

/** Read a content file as UTF-8 text, or say why it is not. */
export async function readSource(file: string): Promise<SourceText> {
  return decodeSource(await readFile(file), file);
}
