import { describe, expect, it } from 'vitest';
import { headKey, withPageHeadElements } from './headElements.ts';

const shell = ['<title>T</title>', '<meta name="description" content="d">', '<meta property="og:type" content="website">', '<link rel="canonical" href="https://x/">'];

describe('withPageHeadElements', () => {
  it('adds the page elements, marked, after the shell lines', () => {
    expect(withPageHeadElements(shell, [{ tag: 'meta', attributes: { property: 'og:image', content: 'https://x/a.png' } }])).toEqual([...shell, '<meta property="og:image" content="https://x/a.png" data-docusaurus-head>']);
    expect(withPageHeadElements(shell, undefined)).toBe(shell);
  });

  it('lets a page element replace the shell tag of the same name', () => {
    const lines = withPageHeadElements(shell, [{ tag: 'meta', attributes: { property: 'og:type', content: 'article' } }, { tag: 'link', attributes: { rel: 'canonical', href: 'https://x/b' } }]);
    expect(lines).toEqual(['<title>T</title>', '<meta name="description" content="d">', '<meta property="og:type" content="article" data-docusaurus-head>', '<link rel="canonical" href="https://x/b" data-docusaurus-head>']);
  });

  it('escapes attributes, keeps script text from closing its element, and drops tags a head cannot hold', () => {
    const lines = withPageHeadElements([], [
      { tag: 'meta', attributes: { name: 'x', content: '"><script>alert(1)</script>', 'on"x': 'y' } },
      { tag: 'script', attributes: { type: 'application/ld+json' }, text: '{"a":"</script><b>"}' },
      { tag: 'div', attributes: {} },
    ]);
    expect(lines).toEqual(['<meta name="x" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" data-docusaurus-head>', '<script type="application/ld+json" data-docusaurus-head>{"a":"<\\/script><b>"}</script>']);
  });

  it('knows shell tags by name, property or canonical', () => {
    expect([headKey('<meta name="a" content="">'), headKey('<meta property="og:b" content="">'), headKey('<link rel="canonical" href="/">'), headKey('<title>x</title>')]).toEqual(['meta name=a', 'meta property=og:b', 'link canonical', undefined]);
  });
});
