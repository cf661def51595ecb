import { describe, expect, it } from 'vitest';
import { frontMatterKeyLine, parseFrontMatter } from './frontMatter.ts';
import { docPermalink, normalizeTags } from './loadDocs.ts';
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
    expect(fm.diagnostics[0]!.line).toBeGreaterThanOrEqual(2);
    expect(fm.diagnostics[0]!.line).toBeLessThanOrEqual(3);
  });

  it('leaves files without front matter alone', () => {
    expect(parseFrontMatter('# Title\n---\n', '/x.md')).toMatchObject({ data: {}, body: '# Title\n---\n' });
  });

  it('finds the line of a key', () => {
    expect(frontMatterKeyLine('---\ntitle: a\ntags: b\n---\n', 'tags')).toBe(3);
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

  it('gives tags permalinks under the docs base', () => {
    expect(normalizeTags(['Google Analytics', { label: 'SDK', permalink: 'sdk-ref' }], '/')).toEqual([
      { label: 'Google Analytics', permalink: '/tags/google-analytics' },
      { label: 'SDK', permalink: '/tags/sdk-ref' },
    ]);
  });
});
