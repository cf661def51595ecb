import { describe, expect, it } from 'vitest';
import { htmlNameRedirect } from './htmlNameRedirect.ts';

describe('htmlNameRedirect', () => {
  it('sends an .html name the build does not write to the page, query kept', () => {
    expect(htmlNameRedirect({ url: '/docs/intro.html', baseUrl: '/', routePath: '/docs/intro' })).toBe('/docs/intro');
    expect(htmlNameRedirect({ url: '/docs/intro.html?tab=npm', baseUrl: '/', routePath: '/docs/intro' })).toBe('/docs/intro?tab=npm');
    expect(htmlNameRedirect({ url: '/base/docs/intro.html', baseUrl: '/base/', routePath: '/docs/intro' })).toBe('/base/docs/intro');
  });

  it("leaves the page's own file and paths without .html alone", () => {
    expect(htmlNameRedirect({ url: '/docs/intro/index.html', baseUrl: '/', routePath: '/docs/intro' })).toBeUndefined();
    expect(htmlNameRedirect({ url: '/index.html', baseUrl: '/', routePath: '/' })).toBeUndefined();
    expect(htmlNameRedirect({ url: '/404.html', baseUrl: '/', routePath: '/404' })).toBeUndefined();
    expect(htmlNameRedirect({ url: '/docs/intro', baseUrl: '/', routePath: '/docs/intro' })).toBeUndefined();
    expect(htmlNameRedirect({ url: '/docs/intro/', baseUrl: '/', routePath: '/docs/intro' })).toBeUndefined();
  });
});
