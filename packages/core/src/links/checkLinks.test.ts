import { describe, expect, it } from 'vitest';
import { checkLinks, type LinkCheckPage } from './checkLinks.ts';
import { linkFacts } from './linkCheckPage.ts';
import type { ConfigLink } from './configLinks.ts';

type Links = LinkCheckPage['documents'][number]['links'];
/** A page showing its own document (at `source`), with the links written in it. */
const page = (path: string, html: string, links: Links = [], source = `/site/docs${path}.md`): LinkCheckPage => ({ path, source, ...linkFacts(html), documents: source.endsWith('.md') ? [{ file: source, links }] : [] });

describe('checkLinks', () => {
  const pages = [
    page('/docs/intro', '<h2 id="setup">Setup</h2><h2 id="installation">Installation</h2><div id="from-component"></div>'),
    page('/docs/guide', '<p>x</p>', [
      { url: '/docs/intro#setup', line: 3, column: 1 },
      { url: '/docs/intro#from-component', line: 4, column: 1 },
      { url: '/docs/intro#nope', line: 5, column: 7 },
      { url: '/docs/intr', line: 6, column: 2 },
      { url: '/files/a.pdf', line: 7, column: 1 },
      { url: '#self', line: 8, column: 1 },
      { url: '/docs/intro#instalation', line: 9, column: 1 },
    ]),
  ];

  it('checks anchors against rendered ids and paths against routes, with positions', () => {
    const diagnostics = checkLinks({ pages, baseUrl: '/', files: new Set(['files/a.pdf']) });
    expect(diagnostics.map((d) => [d.file, d.line, d.column, d.code])).toEqual([
      ['/site/docs/docs/guide.md', 5, 7, 'broken-link'],
      ['/site/docs/docs/guide.md', 6, 2, 'broken-link'],
      ['/site/docs/docs/guide.md', 8, 1, 'broken-link'],
      ['/site/docs/docs/guide.md', 9, 1, 'broken-link'],
    ]);
  });

  it('resolves a relative link against the page as served: beside it, or inside it under trailingSlash: true', () => {
    const site = [page('/docs/setup', '<p>x</p>'), page('/docs/guide/setup', '<p>x</p>'), page('/docs/guide', '<a href="./setup">s</a>', [{ url: './setup', line: 2, column: 1 }])];
    // Unset, /docs/guide is the address, so ./setup is /docs/setup; under true it is /docs/guide/, so /docs/guide/setup.
    expect(checkLinks({ pages: site, baseUrl: '/', files: new Set() })).toEqual([]);
    expect(checkLinks({ pages: site.filter((p) => p.path !== '/docs/guide/setup'), baseUrl: '/', files: new Set(), trailingSlash: true }).map((d) => [d.line, d.message.includes('/docs/guide/setup')])).toEqual([[2, true]]);
    expect(checkLinks({ pages: site.filter((p) => p.path !== '/docs/setup'), baseUrl: '/', files: new Set(), trailingSlash: true })).toEqual([]);
  });

  it('suggests a route or a heading id only when it is close', () => {
    const [nope, intr, self, typo] = checkLinks({ pages, baseUrl: '/', files: new Set(['files/a.pdf']) });
    expect(intr!.hint).toBe('Did you mean /docs/intro?');
    expect(typo!.hint).toBe('Did you mean /docs/intro#installation?');
    expect(nope!.hint).not.toMatch(/Did you mean/);
    expect(nope!.hint).toContain('/docs/intro');
    expect(self!.hint).not.toMatch(/Did you mean/);
  });

  it('reports a link of a document shown on several pages once, at its line in the document', () => {
    const post = { file: '/site/blog/post.md', links: [{ url: '/docs/gone', line: 9, column: 4 }, { url: '#later', line: 10, column: 1 }] };
    const html = '<a href="/docs/gone">gone</a><a href="#later">later</a>';
    const ps: LinkCheckPage[] = [
      { path: '/blog', ...linkFacts(html), documents: [post] },
      { path: '/blog/tags/news', ...linkFacts(html), documents: [post] },
      { path: '/blog/post', source: '/site/blog/post.md', ...linkFacts(html + '<h2 id="later">Later</h2>'), documents: [post] },
    ];
    const diagnostics = checkLinks({ pages: ps, baseUrl: '/', files: new Set() });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ file: '/site/blog/post.md', line: 9, column: 4 });
    expect(diagnostics[0]!.message).toContain('3 pages');
  });

  it('reports a navbar or footer link at its line in the config, once', () => {
    const configLinks: ConfigLink[] = [{ url: '/docs/missing', place: 'navbar', label: 'Missing', file: '/site/docs.config.ts', position: { line: 12, column: 30 } }];
    const many = Array.from({ length: 6 }, (_, i) => page(`/p${i}`, '<nav><a href="/base/docs/missing">Missing</a></nav>'));
    const diagnostics = checkLinks({ pages: many, baseUrl: '/base/', files: new Set(), configLinks });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ file: '/site/docs.config.ts', line: 12, column: 30 });
    expect(diagnostics[0]!.message).toContain('in the navbar (item "Missing")');
  });

  it('reports a link nothing holds once, naming the pages it is on', () => {
    const many = Array.from({ length: 6 }, (_, i) => page(`/p${i}`, '<a href="/gone">x</a>'));
    const diagnostics = checkLinks({ pages: many, baseUrl: '/', files: new Set(), sourceFiles: ['/site/src/theme/Footer.tsx'], locate: () => undefined });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.file).toBeUndefined();
    expect(diagnostics[0]!.message).toMatch(/6 pages \(\/p0, \/p1, \/p2, \.\.\.\)/);
    expect(diagnostics[0]!.message).toMatch(/theme component or a plugin/);
  });

  it('points a link found only in the HTML at the one site file that writes it', () => {
    const ps = [page('/a', '<a href="/gone">x</a>', [], '/site/src/pages/a.tsx'), page('/b', '<a href="/gone">x</a>', [], '/site/src/pages/b.tsx')];
    const locate = (file: string, href: string) => (file.endsWith('Card.tsx') && href === '/gone' ? { line: 7, column: 12 } : undefined);
    const diagnostics = checkLinks({ pages: ps, baseUrl: '/', files: new Set(), sourceFiles: ['/site/src/pages/a.tsx', '/site/src/components/Card.tsx'], locate });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ file: '/site/src/components/Card.tsx', line: 7, column: 12 });
    expect(diagnostics[0]!.message).toContain('2 pages');
  });

  it('prefers the page’s own component, and names the files when several write the link', () => {
    const locate = (_file: string, href: string) => (href === '/gone' ? { line: 3, column: 5 } : undefined);
    const own = checkLinks({ pages: [page('/a', '<a href="/gone">x</a>', [], '/site/src/pages/a.tsx')], baseUrl: '/', files: new Set(), sourceFiles: ['/site/src/x.tsx', '/site/src/y.tsx'], locate });
    expect(own[0]).toMatchObject({ file: '/site/src/pages/a.tsx', line: 3, column: 5 });
    const two = checkLinks({ pages: [page('/b', '<a href="/gone">x</a>', [], '/site/docs/b.md')], baseUrl: '/', files: new Set(), sourceFiles: ['/site/src/x.tsx', '/site/src/y.tsx'], locate: (f, h) => (f.endsWith('.md') ? undefined : locate(f, h)) });
    expect(two[0]!.file).toBeUndefined();
    expect(two[0]!.message).toContain('/site/src/x.tsx, /site/src/y.tsx');
  });

  it('accepts trailing slashes, index.html and the base URL', () => {
    const ps = [page('/a', '<a href="/base/b/">b</a><a href="/base/b/index.html">b</a>'), page('/b', '')];
    expect(checkLinks({ pages: ps, baseUrl: '/base/', files: new Set() })).toEqual([]);
  });

  it('reports a broken link once when the page renders it with the slash trailingSlash adds', () => {
    const ps = [page('/docs/guide', '<a href="/docs/gone/">gone</a><a href="/docs/gone/#x">gone</a>', [{ url: '/docs/gone', line: 4, column: 3 }, { url: '/docs/gone#x', line: 5, column: 3 }])];
    const diagnostics = checkLinks({ pages: ps, baseUrl: '/', files: new Set() });
    expect(diagnostics.map((d) => [d.line, d.column])).toEqual([[4, 3], [5, 3]]);
  });

  it('traces a link rendered with a trailing slash to the config link written without one', () => {
    const configLinks: ConfigLink[] = [{ url: '/docs/missing', place: 'footer', label: 'Missing', file: '/site/docs.config.ts', position: { line: 20, column: 9 } }];
    const diagnostics = checkLinks({ pages: [page('/p', '<footer><a href="/docs/missing/">Missing</a></footer>')], baseUrl: '/', files: new Set(), configLinks });
    expect(diagnostics[0]).toMatchObject({ file: '/site/docs.config.ts', line: 20, column: 9 });
  });
});

describe('linkFacts', () => {
  it("leaves out the links of markup the server rendered for an example, and keeps its ids", () => {
    const html = '<a href="/docs/a">a</a><div><!--docs-server-markup--><a href="#cart" id="demo">cart</a><!--/docs-server-markup--></div><a href="/docs/b">b</a>';
    expect(linkFacts(html)).toEqual({ hrefs: ['/docs/a', '/docs/b'], ids: ['demo'], headingIds: [] });
  });
});
