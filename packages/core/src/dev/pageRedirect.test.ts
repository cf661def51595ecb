import { describe, expect, it } from 'vitest';
import { pageRedirect } from './pageRedirect.ts';

describe('pageRedirect', () => {
  it('sends an .html name the build does not write to the page, query kept', () => {
    expect(pageRedirect({ url: '/docs/intro.html', baseUrl: '/', routePath: '/docs/intro' })).toBe('/docs/intro');
    expect(pageRedirect({ url: '/docs/intro.html?tab=npm', baseUrl: '/', routePath: '/docs/intro' })).toBe('/docs/intro?tab=npm');
    expect(pageRedirect({ url: '/base/docs/intro.html', baseUrl: '/base/', routePath: '/docs/intro' })).toBe('/base/docs/intro');
  });

  it("leaves the page's own file and paths without .html alone", () => {
    expect(pageRedirect({ url: '/docs/intro/index.html', baseUrl: '/', routePath: '/docs/intro' })).toBeUndefined();
    expect(pageRedirect({ url: '/index.html', baseUrl: '/', routePath: '/' })).toBeUndefined();
    expect(pageRedirect({ url: '/404.html', baseUrl: '/', routePath: '/404' })).toBeUndefined();
    expect(pageRedirect({ url: '/docs/intro', baseUrl: '/', routePath: '/docs/intro' })).toBeUndefined();
    expect(pageRedirect({ url: '/docs/intro/', baseUrl: '/', routePath: '/docs/intro' })).toBeUndefined();
  });

  it('sends the other form of the address to the one trailingSlash: true gives the page', () => {
    expect(pageRedirect({ url: '/docs/intro?tab=npm', baseUrl: '/', routePath: '/docs/intro', trailingSlash: true })).toBe('/docs/intro/?tab=npm');
    expect(pageRedirect({ url: '/docs/intro.html', baseUrl: '/', routePath: '/docs/intro', trailingSlash: true })).toBe('/docs/intro/');
    expect(pageRedirect({ url: '/docs/intro/', baseUrl: '/', routePath: '/docs/intro', trailingSlash: true })).toBeUndefined();
    expect(pageRedirect({ url: '/docs/intro/index.html', baseUrl: '/', routePath: '/docs/intro', trailingSlash: true })).toBeUndefined();
    expect(pageRedirect({ url: '/base/', baseUrl: '/base/', routePath: '/', trailingSlash: true })).toBeUndefined();
  });

  it('sends the other form of the address to the one trailingSlash: false gives the page', () => {
    expect(pageRedirect({ url: '/docs/intro/', baseUrl: '/', routePath: '/docs/intro', trailingSlash: false })).toBe('/docs/intro');
    expect(pageRedirect({ url: '/docs/intro/index.html', baseUrl: '/', routePath: '/docs/intro', trailingSlash: false })).toBe('/docs/intro');
    expect(pageRedirect({ url: '/docs/intro', baseUrl: '/', routePath: '/docs/intro', trailingSlash: false })).toBeUndefined();
    expect(pageRedirect({ url: '/docs/intro.html', baseUrl: '/', routePath: '/docs/intro', trailingSlash: false })).toBeUndefined();
    expect(pageRedirect({ url: '/', baseUrl: '/', routePath: '/', trailingSlash: false })).toBeUndefined();
  });
});
