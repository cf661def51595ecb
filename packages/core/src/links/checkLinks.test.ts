import { describe, expect, it } from 'vitest';
import { checkLinks, type LinkCheckPage } from './checkLinks.ts';
import { closestPath, editDistance } from './closest.ts';

const page = (path: string, html: string, markdownLinks: LinkCheckPage['markdownLinks'] = [], source = `/site/docs${path}.md`): LinkCheckPage => ({ path, source, html, markdownLinks });

describe('checkLinks', () => {
  const pages = [
    page('/docs/intro', '<h2 id="setup">Setup</h2><div id="from-component"></div>'),
    page('/docs/guide', '<p>x</p>', [
      { url: '/docs/intro#setup', line: 3, column: 1 },
      { url: '/docs/intro#from-component', line: 4, column: 1 },
      { url: '/docs/intro#nope', line: 5, column: 7 },
      { url: '/docs/intr', line: 6, column: 2 },
      { url: '/files/a.pdf', line: 7, column: 1 },
      { url: '#self', line: 8, column: 1 },
    ]),
  ];

  it('checks anchors against rendered ids and paths against routes, with positions and the closest route', () => {
    const diagnostics = checkLinks({ pages, baseUrl: '/', files: new Set(['files/a.pdf']) });
    expect(diagnostics.map((d) => [d.line, d.column, d.code])).toEqual([
      [5, 7, 'broken-link'],
      [6, 2, 'broken-link'],
      [8, 1, 'broken-link'],
    ]);
    expect(diagnostics[1]!.hint).toBe('Did you mean /docs/intro?');
    expect(diagnostics[0]!.file).toBe('/site/docs/docs/guide.md');
  });

  it('reports a broken link on many pages once, as coming from the layout', () => {
    const many = Array.from({ length: 6 }, (_, i) => page(`/p${i}`, '<a href="/gone">x</a>'));
    const diagnostics = checkLinks({ pages: many, baseUrl: '/', files: new Set() });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toMatch(/6 pages/);
  });

  it('points a link found only in the HTML at its place in the source when it can', () => {
    const ps = [page('/a', '<a href="/gone">x</a>', [], '/site/src/pages/a.tsx')];
    const diagnostics = checkLinks({ pages: ps, baseUrl: '/', files: new Set(), locate: (file, href) => (file.endsWith('a.tsx') && href === '/gone' ? { line: 7, column: 12 } : undefined) });
    expect(diagnostics[0]).toMatchObject({ file: '/site/src/pages/a.tsx', line: 7, column: 12 });
  });

  it('accepts trailing slashes, index.html and the base URL', () => {
    const ps = [page('/a', '<a href="/base/b/">b</a><a href="/base/b/index.html">b</a>'), page('/b', '')];
    expect(checkLinks({ pages: ps, baseUrl: '/base/', files: new Set() })).toEqual([]);
  });
});

describe('closest', () => {
  it('measures edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
  it('prefers a route with the same last segment', () => {
    expect(closestPath('/guides/setup', ['/docs/guides/setup', '/guides/other'])).toBe('/docs/guides/setup');
  });
});
