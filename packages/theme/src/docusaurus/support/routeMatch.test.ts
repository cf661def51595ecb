import { describe, expect, it } from 'vitest';
import { matchPath } from './routeMatch.ts';

describe('matchPath (react-router 5 semantics)', () => {
  it('matches a prefix unless exact', () => {
    expect(matchPath('/docs/intro', { path: '/docs' })).toEqual({ path: '/docs', url: '/docs', isExact: false, params: {} });
    expect(matchPath('/docs/intro', { path: '/docs', exact: true })).toBeNull();
    expect(matchPath('/docsx', { path: '/docs' })).toBeNull();
    expect(matchPath('/docs/', { path: '/docs', exact: true })?.isExact).toBe(true);
    expect(matchPath('/docs/', { path: '/docs', exact: true, strict: true })).toBeNull();
  });

  it('extracts named, optional and star parameters', () => {
    expect(matchPath('/blog/2024/hello', '/blog/:year/:slug')?.params).toEqual({ year: '2024', slug: 'hello' });
    expect(matchPath('/blog', '/blog/:year?')?.params).toEqual({ year: undefined });
    expect(matchPath('/files/a/b.txt', '/files/*')?.params).toEqual({ 0: 'a/b.txt' });
    expect(matchPath('/a%20b', '/:name')?.params).toEqual({ name: 'a b' });
  });

  it('tries each path of a list, and matches the root against everything', () => {
    expect(matchPath('/guide/x', { path: ['/docs', '/guide'] })?.path).toBe('/guide');
    expect(matchPath('/anything', '/')).toMatchObject({ url: '/', isExact: false });
    expect(matchPath('/', { path: '/', exact: true })?.isExact).toBe(true);
  });
});
