import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { readCodeTranslations } from './codeTranslations.ts';
import { temporaryFolder } from '../../../../tests/helpers/temporaryFolder.ts';

const dirWith = (text: string) => {
  const dir = temporaryFolder('code-json-');
  writeFileSync(path.join(dir, 'code.json'), text);
  return dir;
};

describe('readCodeTranslations', () => {
  it('reads messages by id, in the { message } form and as plain strings', () => {
    const diagnostics: Diagnostic[] = [];
    expect(readCodeTranslations(dirWith('{ "a": { "message": "A", "description": "d" }, "b": "B" }'), diagnostics)).toEqual({ a: 'A', b: 'B' });
    expect(diagnostics).toEqual([]);
  });

  it('reads nothing where the locale has no code.json', () => {
    expect(readCodeTranslations(temporaryFolder('code-json-'), [])).toEqual({});
  });

  it('reports a file that is not JSON as an error at the file, and an entry without a message as a warning', () => {
    const broken: Diagnostic[] = [];
    const dir = dirWith('{ "a": ');
    readCodeTranslations(dir, broken);
    expect(broken).toMatchObject([{ severity: 'error', code: 'translations-invalid', file: path.join(dir, 'code.json') }]);
    const partial: Diagnostic[] = [];
    expect(readCodeTranslations(dirWith('{ "a": { "description": "no message" }, "b": "B" }'), partial)).toEqual({ b: 'B' });
    expect(partial).toMatchObject([{ severity: 'warning', message: expect.stringContaining('"a"') }]);
  });
});
