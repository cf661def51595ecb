import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderWith } from '../../../../tests/helpers/files.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { normalizeTags } from './loadDocs.ts';
import { loadTagsFile, reportInlineTags } from './tagsFile.ts';


const folder = (files: Record<string, string>) => folderWith('tags-file-', files);

describe('tags files', () => {
  it("reads each key as a tag, with Docusaurus's defaults for what it leaves out", async () => {
    const dir = folder({ 'tags.yml': 'lamps:\n  label: Lamp room\n  permalink: /lamp-room\n  description: The light.\nfogSignal:\nGREAT storms:\n  description: Wind.\n' });
    const diagnostics: Diagnostic[] = [];
    const file = await loadTagsFile(dir, {}, 'docs.tags', diagnostics);
    expect(diagnostics).toEqual([]);
    expect(Object.fromEntries(file!.tags)).toEqual({
      lamps: { label: 'Lamp room', permalink: '/lamp-room', description: 'The light.' },
      fogSignal: { label: 'Fogsignal', permalink: '/fog-signal' },
      'GREAT storms': { label: 'Great storms', permalink: '/great-storms', description: 'Wind.' },
    });
  });

  it('gives a key of the file its label, page under the tags route and description; other tags stay inline', async () => {
    const file = await loadTagsFile(folder({ 'tags.yml': 'lamps:\n  label: Lamp room\n  permalink: lamp-room\n  description: The light.\n' }), {}, 'docs.tags', []);
    expect(normalizeTags(['lamps', 'Fog', { label: 'Tide', permalink: 'tides' }], '/docs/tags', file)).toEqual([
      { label: 'Lamp room', permalink: '/docs/tags/lamp-room', description: 'The light.' },
      { label: 'Fog', permalink: '/docs/tags/fog' },
      { label: 'Tide', permalink: '/docs/tags/tides' },
    ]);
  });

  it('reads tags.yml when the option is unset and there is one, and nothing with tags: false or null', async () => {
    const dir = folder({ 'tags.yml': 'a:\n' });
    expect((await loadTagsFile(dir, {}, 'docs.tags', []))?.tags.size).toBe(1);
    expect(await loadTagsFile(dir, { tags: false }, 'docs.tags', [])).toBeUndefined();
    expect(await loadTagsFile(dir, { tags: null }, 'docs.tags', [])).toBeUndefined();
    expect(await loadTagsFile(folder({}), {}, 'docs.tags', [])).toBeUndefined();
  });

  it('reports a named file that is missing, a malformed tag and two tags at one page, as errors at the file', async () => {
    const diagnostics: Diagnostic[] = [];
    await loadTagsFile(folder({}), { tags: 'topics.yml' }, 'blog.tags', diagnostics);
    const dir = folder({ 'bad.yml': 'a:\n  colour: red\n', 'same.yml': 'lamp-room:\nlamps:\n  permalink: /lamp-room\n', 'list.yml': '- a\n', 'unsafe.yml': 'a:\n  permalink: ../up\n' });
    for (const name of ['bad.yml', 'same.yml', 'list.yml', 'unsafe.yml']) await loadTagsFile(dir, { tags: name }, 'docs.tags', diagnostics);
    expect(diagnostics.map((d) => [d.severity, d.code, path.basename(d.file!), d.line])).toEqual([
      ['error', 'tags-file', 'topics.yml', undefined],
      ['error', 'tags-file', 'bad.yml', 1],
      ['error', 'tags-file', 'same.yml', 2],
      ['error', 'tags-file', 'list.yml', 1],
      ['error', 'tags-file', 'unsafe.yml', 1],
    ]);
    expect(diagnostics[0]!.message).toContain('`blog.tags`');
    expect(diagnostics[2]!.message).toContain('/lamp-room');
  });

  it('reports inline tags once per document at the level onInlineTags says (a warning by default), and only with a tags file', async () => {
    const file = await loadTagsFile(folder({ 'tags.yml': 'lamps:\n' }), {}, 'docs.tags', []);
    const at = { file: '/site/docs/a.md', line: 3, column: 1 };
    const values = ['lamps', 'fog', 'fog', { label: 'Tide' }];
    expect(reportInlineTags(values, file, { optionName: 'docs' }, at)).toMatchObject({ severity: 'warning', code: 'inline-tags', ...at, message: 'Tags "fog", "Tide" are not defined in tags.yml.' });
    expect(reportInlineTags(values, file, { onInlineTags: 'throw', optionName: 'docs' }, at)?.severity).toBe('error');
    expect(reportInlineTags(values, file, { onInlineTags: 'log', optionName: 'docs' }, at)?.severity).toBe('info');
    expect(reportInlineTags(values, file, { onInlineTags: 'ignore', optionName: 'docs' }, at)).toBeUndefined();
    expect(reportInlineTags(values, undefined, { onInlineTags: 'throw', optionName: 'docs' }, at)).toBeUndefined();
    expect(reportInlineTags(['lamps'], file, { onInlineTags: 'throw', optionName: 'docs' }, at)).toBeUndefined();
  });
});
