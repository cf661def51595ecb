import { describe, expect, it } from 'vitest';
import { routeUrl } from './normalizePath.ts';
import { applyTrailingSlash } from './trailingSlash.ts';

describe('applyTrailingSlash', () => {
  it.each([
    ['/docs/intro', '/docs/intro/'],
    ['/docs/intro/', '/docs/intro/'],
    ['/docs/intro#setup', '/docs/intro/#setup'],
    ['/docs/intro?tab=npm#setup', '/docs/intro/?tab=npm#setup'],
    ['/base/docs/intro', '/base/docs/intro/'],
    ['/releases/v1.2', '/releases/v1.2/'],
  ])('true: %s → %s', (url, expected) => {
    expect(applyTrailingSlash(url, true, '/base/')).toBe(expected);
  });

  it.each([
    ['/docs/intro/', '/docs/intro'],
    ['/docs/intro', '/docs/intro'],
    ['/docs/intro/#setup', '/docs/intro#setup'],
    ['/docs/intro/?tab=npm', '/docs/intro?tab=npm'],
    ['/docs/', '/docs'],
  ])('false: %s → %s', (url, expected) => {
    expect(applyTrailingSlash(url, false)).toBe(expected);
  });

  it.each(['/', '/#top', '/?q=1', '/img/logo.png', '/downloads/guide.pdf', '/legacy/page.html', '#setup', 'relative/page', 'https://example.com/a', '//cdn.example.com/a'])(
    'leaves %s as it is whatever the setting',
    (url) => {
      expect(applyTrailingSlash(url, true)).toBe(url);
      expect(applyTrailingSlash(url, false)).toBe(url);
    },
  );

  it('never takes the slash off the base URL', () => {
    expect(applyTrailingSlash('/base/', false, '/base/')).toBe('/base/');
    expect(applyTrailingSlash('/base/#top', false, '/base/')).toBe('/base/#top');
  });

  it('changes nothing when the setting is undefined', () => {
    expect(applyTrailingSlash('/docs/intro', undefined)).toBe('/docs/intro');
    expect(applyTrailingSlash('/docs/intro/', undefined)).toBe('/docs/intro/');
  });
});

describe('routeUrl', () => {
  it('puts a route under the base URL in the asked form', () => {
    expect(routeUrl('/docs/intro', '/base/', true)).toBe('/base/docs/intro/');
    expect(routeUrl('/docs/intro', '/base/', false)).toBe('/base/docs/intro');
    expect(routeUrl('/', '/base/', false)).toBe('/base/');
    expect(routeUrl('/', '/', true)).toBe('/');
    expect(routeUrl('/docs/intro', '/', undefined)).toBe('/docs/intro');
  });
});
