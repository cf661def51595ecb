import { describe, expect, it } from 'vitest';
import { findRoute, matchPath, PATTERN_CACHE_LIMIT, patternCacheSize } from './matchPath.ts';
import { normalizePath } from './normalizePath.ts';

describe('normalizePath', () => {
  it.each([
    ['/docs/intro', '/docs/intro'],
    ['/docs/intro/', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/docs/intro.html', '/docs/intro'],
    ['/index.html', '/'],
    ['/', '/'],
    ['//docs//intro', '/docs/intro'],
    ['/docs/with%20space', '/docs/with space'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('removes the base URL', () => {
    expect(normalizePath('/base/docs/intro/', '/base/')).toBe('/docs/intro');
    expect(normalizePath('/base/', '/base/')).toBe('/');
  });
});

describe('matchPath', () => {
  it('matches fixed paths and parameters', () => {
    expect(matchPath('/docs/intro', '/docs/intro')).toEqual({});
    expect(matchPath('/docs/intro', '/docs/other')).toBeUndefined();
    expect(matchPath('/releases/page/:n', '/releases/page/3')).toEqual({ n: '3' });
  });

  it('finds exact routes before patterns', () => {
    const routes = { '/releases/page/:n': 'pattern', '/releases/page/2': 'exact' };
    expect(findRoute(routes, '/releases/page/2')?.value).toBe('exact');
    expect(findRoute(routes, '/releases/page/7')?.value).toBe('pattern');
    expect(findRoute(routes, '/nope')).toBeUndefined();
  });

  it('keeps at most 10,000 compiled patterns and keeps working past the cap', () => {
    expect(PATTERN_CACHE_LIMIT).toBe(10_000);
    for (let i = 0; i < PATTERN_CACHE_LIMIT + 500; i++) matchPath(`/p${i}/:id`, `/p${i}/x`);
    expect(patternCacheSize()).toBe(PATTERN_CACHE_LIMIT);
    // The oldest were evicted, the newest kept; an evicted pattern still matches (compiled again).
    expect(matchPath('/p0/:id', '/p0/y')).toEqual({ id: 'y' });
    expect(patternCacheSize()).toBe(PATTERN_CACHE_LIMIT);
  });
});
