import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { inlineTagsDiagnostic, loadTagsFile } from './tagsFile.ts';
import { normalizeTags } from './loadDocs.ts';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-tags-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('loadTagsFile', () => {
  it('reads tags.yml: labels and permalinks given or defaulted, and a front matter key takes them', async () => {
    const dir = folder({ 'tags.yml': 'release:\n  label: Releases\n  permalink: /shipped\n  description: New versions\nperformance:\n' });
    const diagnostics: Diagnostic[] = [];
    const defined = await loadTagsFile(dir, {}, diagnostics);
    expect(diagnostics).toEqual([]);
    expect(Object.fromEntries(defined!)).toEqual({ release: { label: 'Releases', permalink: 'shipped' }, performance: { label: 'Performance', permalink: 'performance' } });
    expect(normalizeTags(['release', 'performance', 'Other Thing'], '/blog', defined)).toEqual([
      { label: 'Releases', permalink: '/blog/tags/shipped' },
      { label: 'Performance', permalink: '/blog/tags/performance' },
      { label: 'Other Thing', permalink: '/blog/tags/other-thing' },
    ]);
  });

  it('has no file when there is none, when tags is false, or when inline tags are ignored', async () => {
    const dir = folder({ 'tags.yml': 'a:\n' });
    expect(await loadTagsFile(folder({}), {}, [])).toBeUndefined();
    expect(await loadTagsFile(dir, { tags: false }, [])).toBeUndefined();
    expect(await loadTagsFile(dir, { onInlineTags: 'ignore' }, [])).toBeUndefined();
  });

  it('reports a named file that is missing, an entry of the wrong shape and a shared permalink at their lines', async () => {
    const diagnostics: Diagnostic[] = [];
    await loadTagsFile(folder({}), { tags: 'labels.yml' }, diagnostics);
    const dir = folder({ 'tags.yml': 'a: just text\nb:\n  permalink: same\nc:\n  permalink: same\n' });
    await loadTagsFile(dir, {}, diagnostics);
    expect(diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ['tags-file', undefined, 'The tags file labels.yml does not exist.'],
      ['tags-file', 1, 'Tag "a" should be { label, permalink, description } or empty.'],
      ['tags-file', 4, 'Tags "b" and "c" have the same permalink, same.'],
    ]);
  });
});

describe('inlineTagsDiagnostic', () => {
  const defined = new Map([['release', { label: 'Release', permalink: 'release' }]]);
  const at = { line: 3, column: 1 };

  it("reports the tags the file does not define, as onInlineTags says (a warning by default)", () => {
    expect(inlineTagsDiagnostic(['release', 'misc', { label: 'Custom', permalink: 'custom' }], defined, undefined, '/d/a.md', at, 'tags.yml')).toMatchObject({
      severity: 'warning',
      code: 'inline-tags',
      file: '/d/a.md',
      line: 3,
      message: 'Tags "misc", "Custom" are not defined in tags.yml.',
    });
    expect(inlineTagsDiagnostic(['misc'], defined, 'throw', '/d/a.md', at, 'tags.yml')?.severity).toBe('error');
  });

  it('says nothing when every tag is defined, without a tags file, or when told to ignore', () => {
    expect(inlineTagsDiagnostic(['release'], defined, 'warn', '/d/a.md', at, 'tags.yml')).toBeUndefined();
    expect(inlineTagsDiagnostic(['misc'], undefined, 'warn', '/d/a.md', at, 'tags.yml')).toBeUndefined();
    expect(inlineTagsDiagnostic(['misc'], defined, 'ignore', '/d/a.md', at, 'tags.yml')).toBeUndefined();
  });
});
