import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './frontMatter.ts';
import { checkFrontMatter } from './frontMatterSchema.ts';
import { decodeSource } from './readSource.ts';
import { docPermalink, loadDocs, normalizeTags } from './loadDocs.ts';
import { joinUrl, stripNumberPrefix, titleFromName } from './paths.ts';

describe('front matter', () => {
  it('parses YAML and blanks the block so positions stay true', () => {
    const src = '---\ntitle: Hello\ntags: [a, b]\n---\n\n# Body\n';
    const fm = parseFrontMatter(src, '/x.md');
    expect(fm.data).toEqual({ title: 'Hello', tags: ['a', 'b'] });
    expect(fm.body.split('\n')).toHaveLength(src.split('\n').length);
    expect(fm.body.split('\n')[5]).toBe('# Body');
  });

  it('reports invalid YAML at its line in the file', () => {
    const fm = parseFrontMatter('---\ntitle: ok\nbad: [unclosed\n---\ntext', '/x.md');
    expect(fm.diagnostics[0]).toMatchObject({ severity: 'error', code: 'front-matter-syntax', file: '/x.md' });
    // YAML reports the flow collection that never closes, which starts on line 3 of the file.
    expect(fm.diagnostics[0]).toMatchObject({ line: 3, column: 15 });
  });

  it("reports YAML errors at the parser's own position, deep in the block", () => {
    const fm = parseFrontMatter('---\ntitle: ok\ndescription: fine\nsidebar_position: 2\n  bad indent: here\n---\ntext', '/x.md');
    expect(fm.diagnostics[0]).toMatchObject({ code: 'front-matter-syntax', line: 4, column: 19 });
    const tab = parseFrontMatter('---\na: 1\nb: 2\nc: 3\nd: 4\ne: "unclosed\n---\n', '/x.md');
    expect(tab.diagnostics[0]!.line).toBe(6);
  });

  it('stops a YAML alias bomb with a diagnostic naming the file', () => {
    const rows = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++) rows.push(`${'abcdefghij'[i]}: &${'abcdefghij'[i]} [${Array(9).fill('*' + 'abcdefghij'[i - 1]).join(',')}]`);
    const fm = parseFrontMatter(`---\n${rows.join('\n')}\n---\nbody`, '/bomb.md');
    expect(fm.diagnostics).toMatchObject([{ severity: 'error', code: 'front-matter-syntax', file: '/bomb.md', message: expect.stringContaining('aliases') }]);
    expect(fm.data).toEqual({});
  });

  it('gives the line and column of every top-level key', () => {
    const fm = parseFrontMatter('---\ntitle: a\n\n  # comment\ntags: b\n---\n', '/x.md');
    expect(fm.keyPositions.get('title')).toEqual({ line: 2, column: 1 });
    expect(fm.keyPositions.get('tags')).toEqual({ line: 5, column: 1 });
  });

  it('warns when the front matter is a list or a scalar instead of keys', () => {
    expect(parseFrontMatter('---\n- a\n- b\n---\n', '/x.md').diagnostics).toMatchObject([{ severity: 'warning', code: 'front-matter-invalid', line: 2 }]);
    expect(parseFrontMatter('---\njust text\n---\n', '/x.md').diagnostics).toMatchObject([{ severity: 'warning', code: 'front-matter-invalid' }]);
  });

  it('leaves files without front matter alone', () => {
    expect(parseFrontMatter('# Title\n---\n', '/x.md')).toMatchObject({ data: {}, body: '# Title\n---\n' });
  });

});

describe('front matter types', () => {
  const check = (yaml: string, kind: 'doc' | 'post' | 'page' = 'doc') => {
    const fm = parseFrontMatter(`---\n${yaml}\n---\n`, '/x.md');
    return checkFrontMatter(fm.data, kind, fm.keyPositions, '/x.md');
  };

  it('warns at the line of a key of the wrong type, naming the type expected, and leaves the value out', () => {
    const r = check('title: ok\nsidebar_position: "abc"\ntags: 5\nhide_title: maybe\ntoc_max_heading_level: 9');
    expect(r.diagnostics).toMatchObject([
      { severity: 'warning', code: 'front-matter-type', line: 3, column: 1, message: expect.stringContaining('`sidebar_position` should be a number, but is the text "abc"') },
      { line: 4, message: expect.stringContaining('`tags` should be a list of tags') },
      { line: 5, message: expect.stringContaining('`hide_title` should be true or false') },
      { line: 6, message: expect.stringContaining('heading level from 2 to 6') },
    ]);
    expect(r.data).toEqual({ title: 'ok' });
  });

  it('takes values the way Docusaurus coerces them: numbers as text, "3" as a number, "true" as true', () => {
    const r = check('id: 3\ntitle: 12\nsidebar_position: "4"\ndraft: "true"\ntags: [2021, docs]\npagination_next: null');
    expect(r.diagnostics).toEqual([]);
    expect(r.data).toEqual({ id: '3', title: '12', sidebar_position: 4, draft: true, tags: ['2021', 'docs'], pagination_next: null });
  });

  it('warns about a list where a text is expected, and keeps keys it does not know (with an info)', () => {
    const r = check('title: [a, b]\ncustom_thing: { a: 1 }', 'page');
    expect(r.diagnostics).toMatchObject([
      { severity: 'warning', line: 2, message: expect.stringContaining('`title` should be a text, but is a list') },
      { severity: 'info', code: 'front-matter-unknown-key', line: 3 },
    ]);
    expect(r.data).toEqual({ custom_thing: { a: 1 } });
  });

  it('checks blog posts\' authors', () => {
    expect(check('authors: [jo, { name: Jo }]', 'post').diagnostics).toEqual([]);
    expect(check('authors: 5', 'post').diagnostics).toMatchObject([{ code: 'front-matter-type', line: 2 }]);
  });
});

describe('source encoding', () => {
  it('reads UTF-8 and drops a byte-order mark', () => {
    expect(decodeSource(Buffer.from('\uFEFF# Café\n'), '/x.md')).toEqual({ text: '# Café\n', diagnostics: [] });
  });

  it('reports text that is not UTF-8 at the first bad byte', () => {
    const bytes = Buffer.concat([Buffer.from('---\ntitle: caf'), Buffer.from([0xe9]), Buffer.from('\n---\n')]);
    expect(decodeSource(bytes, '/latin1.md')).toMatchObject({ text: '', diagnostics: [{ severity: 'error', code: 'encoding', file: '/latin1.md', line: 2, column: 11 }] });
  });

  it('reports a binary file', () => {
    expect(decodeSource(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), '/image.md').diagnostics).toMatchObject([{ code: 'encoding', message: expect.stringContaining('binary') }]);
  });
});

describe('paths', () => {
  it('strips number prefixes', () => {
    expect(stripNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(stripNumberPrefix('2_setup')).toEqual({ name: 'setup', position: 2 });
    expect(stripNumberPrefix('10.advanced')).toEqual({ name: 'advanced', position: 10 });
    expect(stripNumberPrefix('2021-report')).toEqual({ name: 'report', position: 2021 });
    expect(stripNumberPrefix('intro')).toEqual({ name: 'intro' });
    expect(stripNumberPrefix('404')).toEqual({ name: '404' });
  });

  it('joins URLs', () => {
    expect(joinUrl('/', 'docs', '', 'a/')).toBe('/docs/a');
    expect(joinUrl('/')).toBe('/');
    expect(joinUrl('/docs/', '/x')).toBe('/docs/x');
  });

  it('makes titles from names', () => {
    expect(titleFromName('getting-started')).toBe('Getting started');
  });
});

describe('doc permalinks', () => {
  it('follows the Docusaurus rules', () => {
    expect(docPermalink({ routeBasePath: '/', dir: 'guides', baseName: 'setup' })).toBe('/guides/setup');
    expect(docPermalink({ routeBasePath: '/docs', dir: 'guides', baseName: 'index' })).toBe('/docs/guides');
    expect(docPermalink({ routeBasePath: '/docs', dir: 'guides', baseName: 'README' })).toBe('/docs/guides');
    expect(docPermalink({ routeBasePath: '/docs', dir: 'guides', baseName: 'guides' })).toBe('/docs/guides');
    expect(docPermalink({ routeBasePath: '/docs', dir: 'guides', baseName: 'x', slug: '/custom' })).toBe('/docs/custom');
    expect(docPermalink({ routeBasePath: '/docs', dir: 'guides', baseName: 'x', slug: 'rel' })).toBe('/docs/guides/rel');
    expect(docPermalink({ routeBasePath: '/', dir: '', baseName: 'docs' })).toBe('/docs');
  });

  it("gives tags permalinks under the docs' tags base", () => {
    expect(normalizeTags(['Google Analytics', { label: 'SDK', permalink: 'sdk-ref' }], '/tags')).toEqual([
      { label: 'Google Analytics', permalink: '/tags/google-analytics' },
      { label: 'SDK', permalink: '/tags/sdk-ref' },
    ]);
  });
});

describe('loading docs', () => {
  it('refuses an id with a slash at its line, as Docusaurus does, and keeps the id from the file name', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-id-slash-'));
    try {
      writeFileSync(path.join(dir, 'page.md'), '---\ntitle: P\nid: a/b\n---\n\nText.\n');
      const { docs, diagnostics } = await loadDocs({ docsDir: dir, routeBasePath: '/', includeDrafts: false });
      expect(diagnostics).toMatchObject([{ severity: 'error', code: 'front-matter-id', line: 3, column: 1, message: expect.stringContaining('"a/b" contains a slash') }]);
      expect(docs.map((d) => d.id)).toEqual(['page']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

