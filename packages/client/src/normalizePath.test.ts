import { describe, expect, it } from 'vitest';
import { aliasedRoutePath } from './normalizePath.ts';

describe('aliasedRoutePath', () => {
  it.each([
    ['/quickstart.html', '/quickstart'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/docs/intro/', '/docs/intro'],
    ['/index.html', '/'],
    ['/docs/with%20space.html', '/docs/with space'],
  ])('%s names the route %s under another address', (pathname, path) => {
    expect(aliasedRoutePath(pathname)).toBe(path);
  });

  it.each(['/', '/quickstart', '/docs/intro', '/docs/with%20space'])('%s is its route’s own address', (pathname) => {
    expect(aliasedRoutePath(pathname)).toBeUndefined();
  });

  it('works under a base URL', () => {
    expect(aliasedRoutePath('/base/quickstart.html', '/base/')).toBe('/quickstart');
    expect(aliasedRoutePath('/base/index.html', '/base/')).toBe('/');
    expect(aliasedRoutePath('/base/quickstart', '/base/')).toBeUndefined();
    expect(aliasedRoutePath('/base/', '/base/')).toBeUndefined();
  });

  it('takes the trailingSlash form as the own address', () => {
    expect(aliasedRoutePath('/docs/intro/', '/', true)).toBeUndefined();
    expect(aliasedRoutePath('/docs/intro', '/', true)).toBe('/docs/intro');
    expect(aliasedRoutePath('/docs/intro/', '/', false)).toBe('/docs/intro');
    expect(aliasedRoutePath('/docs/intro.html', '/', true)).toBe('/docs/intro');
    expect(aliasedRoutePath('/', '/', true)).toBeUndefined();
  });
});
