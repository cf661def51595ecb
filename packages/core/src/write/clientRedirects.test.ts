import { describe, expect, it } from 'vitest';
import { collectRedirects, devRedirectPage, redirectFile, redirectPage, redirectTarget } from './clientRedirects.ts';

const options = { redirects: [], fromExtensions: [], toExtensions: [] };
const site = (pagePaths: string[], files: string[] = []) => ({ pagePaths, files: new Set(files) });
const nowhere = () => ({});

describe('collectRedirects', () => {
  it('takes `toExtensions` from the address without the extension to the page with it', () => {
    const { redirects } = collectRedirects({ ...options, toExtensions: ['html'] }, site(['/legacy/manual.html', '/docs/a']), nowhere);
    expect(redirects.map((r) => [r.from, r.to])).toEqual([['/legacy/manual', '/legacy/manual.html']]);
  });

  it('refuses an old address that leaves the site or is not a path, with a warning at its `from`', () => {
    const { redirects, diagnostics } = collectRedirects({ ...options, redirects: [{ from: ['/../../etc/passwd', 'old', '/ok'], to: '/docs/a' }] }, site(['/docs/a']), (text) => ({ file: '/site/docusaurus.config.js', line: text.length }));
    expect(redirects.map((r) => r.from)).toEqual(['/ok']);
    expect(diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([
      ['warning', 17, 'The redirect from "/../../etc/passwd" to "/docs/a" is not written: its old address must be a path of this site starting with "/".'],
      ['warning', 3, 'The redirect from "old" to "/docs/a" is not written: its old address must be a path of this site starting with "/".'],
    ]);
  });

  it('keeps the first of two redirects from one address, and one `createRedirects` may give several', () => {
    const created = (path: string) => (path === '/docs/a' ? ['/a', '/first'] : undefined);
    const { redirects } = collectRedirects({ ...options, redirects: [{ from: '/first', to: '/docs/b' }], createRedirects: created }, site(['/docs/a', '/docs/b']), nowhere);
    expect(redirects.map((r) => [r.from, r.to])).toEqual([['/first', '/docs/b'], ['/a', '/docs/a']]);
  });

  it('never writes over a static file', () => {
    const { redirects, diagnostics } = collectRedirects({ ...options, redirects: [{ from: '/handbook.html', to: '/docs/a' }] }, site(['/docs/a'], ['handbook.html']), nowhere);
    expect(redirects).toEqual([]);
    expect(diagnostics).toHaveLength(1);
  });
});

describe('the redirect page', () => {
  it('escapes the target in the markup and the script', () => {
    const html = redirectPage('/a"><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('content="0; url=/a&quot;&gt;&lt;script&gt;');
    expect(html).toContain('window.location.replace("/a\\">\\u003cscript>alert(1)\\u003c/script>" + window.location.search');
  });

  it('leads under the base URL, in the trailingSlash form; other sites as written', () => {
    expect(redirectTarget('/docs/a', '/guide/', true)).toBe('/guide/docs/a/');
    expect(redirectTarget('/docs/a#x', '/guide/', false)).toBe('/guide/docs/a#x');
    expect(redirectTarget('https://other.example/x', '/guide/', true)).toBe('https://other.example/x');
    expect(redirectFile('/old', false)).toBe('old.html');
    expect(redirectFile('/old', true)).toBe('old/index.html');
    expect(redirectFile('/old.html', true)).toBe('old.html');
  });

  it('is what `docs dev` answers an old address with, slash or not', () => {
    const dev = (inside: string) => devRedirectPage(inside, { ...options, redirects: [{ from: '/old', to: '/docs/a' }] }, { pagePaths: ['/docs/a'], baseUrl: '/' });
    expect(dev('/old')).toContain('url=/docs/a"');
    expect(dev('/old/')).toContain('url=/docs/a"');
    expect(dev('/old/index.html')).toContain('url=/docs/a"');
    expect(dev('/other')).toBeUndefined();
  });
});
