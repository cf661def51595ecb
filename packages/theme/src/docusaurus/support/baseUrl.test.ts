import { describe, expect, it } from 'vitest';
import { hasProtocol, isInternalUrl, withBaseUrl } from './baseUrl.ts';

const root = { url: 'https://example.com', baseUrl: '/' };
const sub = { url: 'https://example.com/', baseUrl: '/guide/' };

describe('withBaseUrl', () => {
  it('prepends the base URL to site paths only', () => {
    expect(withBaseUrl('/img/logo.svg', sub)).toBe('/guide/img/logo.svg');
    expect(withBaseUrl('/img/logo.svg', root)).toBe('/img/logo.svg');
    expect(withBaseUrl('img/logo.svg', sub)).toBe('img/logo.svg');
    expect(withBaseUrl('#install', sub)).toBe('#install');
    expect(withBaseUrl('https://other.org/x', sub)).toBe('https://other.org/x');
    expect(withBaseUrl('', sub)).toBe('');
  });

  it('leaves a path that already has the base, unless forced', () => {
    expect(withBaseUrl('/guide/docs/intro', sub)).toBe('/guide/docs/intro');
    expect(withBaseUrl('/guide', sub)).toBe('/guide/');
    expect(withBaseUrl('/guide/docs/intro', sub, { forcePrependBaseUrl: true })).toBe('/guide/guide/docs/intro');
    expect(withBaseUrl('docs', sub, { forcePrependBaseUrl: true })).toBe('/guide/docs');
  });

  it('gives full URLs with `absolute`', () => {
    expect(withBaseUrl('/docs/intro', sub, { absolute: true })).toBe('https://example.com/guide/docs/intro');
    expect(withBaseUrl('/', root, { absolute: true })).toBe('https://example.com/');
    expect(withBaseUrl('https://other.org/', root, { absolute: true })).toBe('https://other.org/');
  });
});

describe('isInternalUrl', () => {
  it('is true for paths and anchors, false for schemes and other hosts', () => {
    expect([isInternalUrl('/docs'), isInternalUrl('docs/x'), isInternalUrl('#a'), isInternalUrl('?q=1')]).toEqual([true, true, true, true]);
    expect([isInternalUrl('https://x.org'), isInternalUrl('//cdn.x.org/a.js'), isInternalUrl('mailto:a@b.c'), isInternalUrl(undefined), isInternalUrl('')]).toEqual([false, false, false, false, false]);
    expect(hasProtocol('pathname:///static.pdf')).toBe(true);
  });
});
