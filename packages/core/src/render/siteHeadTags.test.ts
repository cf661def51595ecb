import { describe, expect, it } from 'vitest';
import { siteAssetSources, siteHeadTags } from './siteHeadTags.ts';

const none = { metadata: [], stylesheets: [], scripts: [], headTags: [], csp: {} };

describe('siteHeadTags', () => {
  it('writes metadata, stylesheets, scripts and head tags in that order, escaping every attribute', () => {
    expect(
      siteHeadTags({
        metadata: [{ name: 'description', content: 'a "quoted" <b>' }],
        stylesheets: ['/a.css', { href: 'https://c/b.css', media: 'print' }],
        scripts: ['/a.js', { src: '/b.js', async: true, defer: false, nomodule: null }],
        headTags: [{ tagName: 'meta', attributes: { name: 'x', content: '1' } }, { tagName: 'style', innerHTML: 'body{}' }],
      }),
    ).toEqual([
      '<meta name="description" content="a &quot;quoted&quot; &lt;b&gt;">',
      '<link rel="stylesheet" href="/a.css">',
      '<link rel="stylesheet" href="https://c/b.css" media="print">',
      '<script src="/a.js"></script>',
      '<script src="/b.js" async></script>',
      '<meta name="x" content="1">',
      '<style>body{}</style>',
    ]);
  });

  it('drops tag and attribute names that could leave their element', () => {
    expect(siteHeadTags({ ...none, headTags: [{ tagName: 'script><img', attributes: {} }, { tagName: 'link', attributes: { 'on"x': 'y', href: '/z' } }] })).toEqual(['<link href="/z">']);
  });
});

describe('siteAssetSources', () => {
  it("adds the origins of other sites' stylesheets and scripts to the site's own CSP additions", () => {
    expect(
      siteAssetSources({
        csp: { 'script-src': ['https://own.example'], 'connect-src': ['https://api.example'] },
        stylesheets: ['https://fonts.example/a.css', '/local.css'],
        scripts: [{ src: '//cdn.example/x.js' }, 'https://cdn.example/y.js'],
        headTags: [{ tagName: 'script', attributes: { src: 'https://tags.example/t.js' } }, { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://p.example' } }],
      }),
    ).toEqual({ 'script-src': ['https://own.example', 'https://cdn.example', 'https://tags.example'], 'style-src': ['https://fonts.example'], 'connect-src': ['https://api.example'] });
  });
});
