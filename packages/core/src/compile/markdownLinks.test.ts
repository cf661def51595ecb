import { describe, expect, it } from 'vitest';
import { markdownLinkCandidates, resolveMarkdownLink, type MarkdownLinkRoots } from './markdownLinks.ts';

const roots: MarkdownLinkRoots = { siteDir: '/site', contentRoots: [['/site/docs'], ['/site/blog'], ['/site/src/pages']] };
const permalinks: Record<string, string> = {
  '/site/docs/intro.md': '/docs/intro',
  '/site/docs/guides/install.mdx': '/docs/guides/install',
  '/site/docs/guides/field notes.md': '/docs/guides/field notes',
  '/site/docs/reference/config.md': '/docs/reference/config',
  // A doc and a post with the same relative name: which one a link means depends on where it is written.
  '/site/docs/news.md': '/docs/news',
  '/site/blog/news.md': '/blog/news',
  '/site/blog/2024-03-01-release.md': '/blog/2024/03/01/release',
  '/site/src/pages/about.md': '/about',
  '/site/README.md': '/readme',
};
const resolve = (link: string, from: string) => resolveMarkdownLink(link, from, permalinks, roots);

describe('resolveMarkdownLink', () => {
  it('resolves ./ and ../ links from the linking file only', () => {
    expect(resolve('./install.mdx', '/site/docs/guides/a.md')).toBe('/docs/guides/install');
    expect(resolve('../intro.md', '/site/docs/guides/a.md')).toBe('/docs/intro');
    // Not looked up in the docs folder: `./intro.md` from guides/ names guides/intro.md.
    expect(resolve('./intro.md', '/site/docs/guides/a.md')).toBeUndefined();
  });

  it('resolves a bare name from the file, then the content folder, then the site folder', () => {
    expect(resolve('install.mdx', '/site/docs/guides/a.md')).toBe('/docs/guides/install');
    expect(resolve('intro.md', '/site/docs/guides/a.md')).toBe('/docs/intro');
    expect(resolve('guides/install.mdx', '/site/docs/reference/config.md')).toBe('/docs/guides/install');
    expect(resolve('README.md', '/site/docs/guides/a.md')).toBe('/readme');
    expect(resolve('docs/intro.md', '/site/blog/2024-03-01-release.md')).toBe('/docs/intro');
  });

  it('resolves /a.md from the content folder first, then the site folder, never from the file', () => {
    expect(resolve('/reference/config.md', '/site/docs/guides/a.md')).toBe('/docs/reference/config');
    expect(resolve('/docs/intro.md', '/site/blog/2024-03-01-release.md')).toBe('/docs/intro');
    expect(resolve('/README.md', '/site/docs/intro.md')).toBe('/readme');
    // A site-relative path from a doc: not under the docs folder, found from the site folder.
    expect(resolve('/docs/intro.md', '/site/docs/guides/a.md')).toBe('/docs/intro');
    expect(resolve('/install.mdx', '/site/docs/guides/a.md')).toBeUndefined();
  });

  it('resolves @site/ paths against the site folder, whatever plugin the target belongs to', () => {
    expect(resolve('@site/docs/intro.md', '/site/blog/2024-03-01-release.md')).toBe('/docs/intro');
    expect(resolve('@site/src/pages/about.md', '/site/docs/intro.md')).toBe('/about');
    expect(resolve('@site/docs/missing.md', '/site/docs/intro.md')).toBeUndefined();
  });

  it("prefers the linking file's own plugin, then falls back to any document of the site", () => {
    // `/news.md` from a post: the blog folder's news.md, though the docs folder has one too.
    expect(resolve('/news.md', '/site/blog/2024-03-01-release.md')).toBe('/blog/news');
    expect(resolve('/news.md', '/site/docs/guides/a.md')).toBe('/docs/news');
    // Across plugins by relative path: a doc to a post and to a page, a post to a doc.
    expect(resolve('../blog/2024-03-01-release.md', '/site/docs/intro.md')).toBe('/blog/2024/03/01/release');
    expect(resolve('../src/pages/about.md', '/site/docs/intro.md')).toBe('/about');
    expect(resolve('../docs/guides/install.mdx', '/site/blog/2024-03-01-release.md')).toBe('/docs/guides/install');
  });

  it('looks up a decoded name (spaces written as %20 are decoded by the caller)', () => {
    expect(resolve('./field notes.md', '/site/docs/guides/a.md')).toBe('/docs/guides/field notes');
  });

  it('resolves links of a file in no content folder (a partial under src/) from its folder and the site folder', () => {
    expect(resolve('../../docs/intro.md', '/site/src/partials/_setup.md')).toBe('/docs/intro');
    expect(resolve('docs/intro.md', '/site/src/partials/_setup.md')).toBe('/docs/intro');
    expect(resolve('/docs/intro.md', '/site/src/partials/_setup.md')).toBe('/docs/intro');
    // The docs folder is not its content folder.
    expect(resolve('/intro.md', '/site/src/partials/_setup.md')).toBeUndefined();
  });

  it('leaves a partial (not a page) unresolved, and lists where it looked', () => {
    expect(resolve('./_warning.mdx', '/site/docs/guides/a.md')).toBeUndefined();
    expect(markdownLinkCandidates('gone.md', '/site/docs/guides/a.md', roots).map((c) => c.file)).toEqual([
      '/site/docs/guides/gone.md',
      '/site/docs/gone.md',
      '/site/gone.md',
      '/site/docs/guides/gone.md',
      '/site/gone.md',
    ]);
  });
});
