import { describe, expect, it } from 'vitest';
import { DEFAULT_MAGIC_COMMENTS } from './magicComments.ts';
import { resolveMagicComments } from './magicCommentsConfig.ts';

const FILE = '/site/docs.config.ts';
const SOURCE = [
  "import { defineConfig } from '@docs/core/config';",
  'export default defineConfig({',
  "  title: 'x',",
  '  themeConfig: {',
  '    prism: {',
  '      magicComments: [',
  "        { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' },",
  '        {',
  "          className: 'code-block-error-line',",
  '          block: { start: 1, end: 2 },',
  '        },',
  "        { className: 'orphan' },",
  '      ],',
  '    },',
  '  },',
  '});',
].join('\n');
const resolve = (themeConfig: Record<string, unknown>) => resolveMagicComments(themeConfig, FILE, () => SOURCE);

describe('resolveMagicComments', () => {
  it('gives Docusaurus\'s default when the site sets none', () => {
    expect(resolve({})).toEqual({ magicComments: DEFAULT_MAGIC_COMMENTS, diagnostics: [] });
    expect(resolve({ prism: { theme: {} } })).toEqual({ magicComments: DEFAULT_MAGIC_COMMENTS, diagnostics: [] });
    expect(DEFAULT_MAGIC_COMMENTS).toEqual([
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    ]);
  });

  it('takes the site\'s list as it is, replacing the default (an empty list included)', () => {
    const list = [{ className: 'code-block-error-line', line: 'This will error' }, { className: 'added', block: { start: 'a-start', end: 'a-end' } }];
    expect(resolve({ prism: { magicComments: list } })).toEqual({ magicComments: list, diagnostics: [] });
    expect(resolve({ prism: { magicComments: [] } })).toEqual({ magicComments: [], diagnostics: [] });
  });

  it('names a wrong shape, with the key and the line of the config file', () => {
    const { diagnostics } = resolve({ prism: { magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' }, { className: 'code-block-error-line', block: { start: 1, end: 2 } }] } });
    expect(diagnostics.map((d) => [d.severity, d.code, d.file, d.line, d.column, d.message])).toEqual([
      ['error', 'config-invalid', FILE, 10, 20, 'Config key `themeConfig.prism.magicComments[1].block.start` should be string, but is number 1.'],
      ['error', 'config-invalid', FILE, 10, 30, 'Config key `themeConfig.prism.magicComments[1].block.end` should be string, but is number 2.'],
    ]);
    expect(diagnostics[0]!.hint).toContain('{ className, line?, block?: { start, end } }');
    expect(diagnostics[0]!.frame).toContain('>');
  });

  it('asks for `line` or `block` on an entry that has neither, pointing at the entry', () => {
    const { diagnostics } = resolve({ prism: { magicComments: [{ className: 'a', line: 'x' }, { className: 'b', line: 'y' }, { className: 'orphan' }] } });
    expect(diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [12, 9, 'Config key `themeConfig.prism.magicComments[2]` should be an object with `line` or `block` (or both), but is neither.'],
    ]);
  });

  it('rejects a list that is not one, a missing className, empty strings and unknown keys', () => {
    const messages = (value: unknown) => resolve({ prism: { magicComments: value } }).diagnostics.map((d) => d.message);
    expect(messages('highlight')).toEqual(['Config key `themeConfig.prism.magicComments` should be array of object, but is string "highlight".']);
    expect(messages([{ line: 'x' }])).toEqual(['Config key `themeConfig.prism.magicComments[0].className` should be string, but is nothing (it is required).']);
    expect(messages([{ className: ' ', line: '' }])).toEqual([
      'Config key `themeConfig.prism.magicComments[0].className` should be a non-empty string, but is an empty string.',
      'Config key `themeConfig.prism.magicComments[0].line` should be a non-empty string, but is an empty string.',
    ]);
    const unknown = resolve({ prism: { magicComments: [{ className: 'a', lines: 'x' }] } }).diagnostics;
    expect(unknown.map((d) => [d.message.startsWith('Config key `themeConfig.prism.magicComments[0].lines` should be one of the known keys'), d.hint])).toEqual([
      [true, 'Did you mean `line`?'],
    ]);
  });
});
