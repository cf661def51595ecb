import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * `i18n/<locale>/code.json`: the messages of `<Translate>` and `translate()` by id, as
 * `docs write-translations` writes them (`{ "id": { "message": "…", "description": "…" } }`;
 * a plain string is taken too). None when the file does not exist; a file that is not such JSON is
 * an error naming it.
 */
export function readCodeTranslations(localizationDir: string, diagnostics: Diagnostic[]): Record<string, string> {
  const file = path.join(localizationDir, 'code.json');
  if (!existsSync(file)) return {};
  return readTranslationFile(file, diagnostics);
}

/** A translation file (`code.json`, `navbar.json`, `current.json`, ...): message by id. */
export function readTranslationFile(file: string, diagnostics: Diagnostic[]): Record<string, string> {
  if (!existsSync(file)) return {};
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    diagnostics.push({ severity: 'error', code: 'translations-invalid', file, line: 1, column: 1, message: `${path.basename(file)} is not JSON: ${(error as Error).message}.`, hint: 'It maps each message id to { "message": "the translation" }: run `docs write-translations` to write one.' });
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    diagnostics.push({ severity: 'error', code: 'translations-invalid', file, line: 1, column: 1, message: `${path.basename(file)} holds ${JSON.stringify(value)}, not an object of messages by id.`, hint: 'It maps each message id to { "message": "the translation" }.' });
    return {};
  }
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(value)) {
    const message = typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null && typeof (entry as { message?: unknown }).message === 'string' ? (entry as { message: string }).message : undefined;
    if (message === undefined) diagnostics.push({ severity: 'warning', code: 'translations-invalid', file, message: `The translation "${id}" in ${path.basename(file)} has no message; the original text is shown.`, hint: 'Write it as { "message": "the translation" }.' });
    else messages[id] = message;
  }
  return messages;
}
