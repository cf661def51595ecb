import { describe, expect, it } from 'vitest';
import { htmlFileFor, publishedPath } from './outputPaths.ts';

describe('htmlFileFor', () => {
  it.each([
    [undefined, '/docs/intro', 'docs/intro/index.html'],
    [true, '/docs/intro', 'docs/intro/index.html'],
    [false, '/docs/intro', 'docs/intro.html'],
    [false, '/docs', 'docs.html'],
    [true, '/docs', 'docs/index.html'],
  ])('trailingSlash %s writes %s as %s', (trailingSlash, route, file) => {
    expect(htmlFileFor(route, trailingSlash)).toBe(file);
  });

  it.each([undefined, true, false])('trailingSlash %s keeps index.html and 404.html', (trailingSlash) => {
    expect(htmlFileFor('/', trailingSlash)).toBe('index.html');
    expect(htmlFileFor('/404', trailingSlash)).toBe('404.html');
  });
});

describe('publishedPath', () => {
  it('gives a route its address in the trailingSlash form, and leaves the not-found page its own', () => {
    expect(publishedPath('/docs/intro', true)).toBe('/docs/intro/');
    expect(publishedPath('/docs/intro', false)).toBe('/docs/intro');
    expect(publishedPath('/docs/intro', undefined)).toBe('/docs/intro');
    expect(publishedPath('/', true)).toBe('/');
    expect(publishedPath('/404', true)).toBe('/404');
  });
});
