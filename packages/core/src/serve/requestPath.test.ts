import { describe, expect, it } from 'vitest';
import { decodeRequestPath, redirectLocation, withoutHtmlSuffix } from './requestPath.ts';

describe('withoutHtmlSuffix', () => {
  it.each([
    ['/quickstart.html', '/quickstart'],
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/index.html', '/'],
    ['/docs/v1.2.html', '/docs/v1.2'],
  ])('%s → %s', (input, page) => {
    expect(withoutHtmlSuffix(input)).toBe(page);
  });

  it.each(['/', '/docs/intro', '/docs/intro/', '/.html', '/docs/.html', '/page.htm', '/a.html/', '/style.css'])('%s has no suffix to strip', (input) => {
    expect(withoutHtmlSuffix(input)).toBeUndefined();
  });
});

describe('redirectLocation', () => {
  it('is the path, percent-encoded, with the query as it came', () => {
    expect(redirectLocation('/docs/intro', '/docs/intro.html')).toBe('/docs/intro');
    expect(redirectLocation('/docs/intro', '/docs/intro.html?a=1&b=%20c')).toBe('/docs/intro?a=1&b=%20c');
    expect(redirectLocation('/a b/ü', '/a%20b/%C3%BC.html?x')).toBe('/a%20b/%C3%BC?x');
    // A `?` or `#` in the decoded path is part of the path, not a query or fragment.
    expect(redirectLocation('/what?#', '/what%3F%23.html')).toBe('/what%3F%23');
  });

  it('never starts with two slashes or a backslash, whatever the request', () => {
    for (const url of ['//evil.com.html', '///evil.com.html', '/%2F%2Fevil.com.html', '/%2e%2e//evil.com.html', '/..//evil.com/x.html']) {
      const clean = decodeRequestPath(url)!;
      const location = redirectLocation(withoutHtmlSuffix(clean)!, url);
      expect(location, url).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://127.0.0.1:3000').origin, url).toBe('http://127.0.0.1:3000');
    }
    // Even given a path that is not clean.
    expect(redirectLocation('//evil.com', '//evil.com.html')).toBe('/evil.com');
  });

  it('percent-encodes what a header may not carry', () => {
    const location = redirectLocation('/docs/intro', '/docs/intro.html?q=a b\r\nSet-Cookie: x=1&é\u00ff');
    expect(location).toBe('/docs/intro?q=a%20b%0D%0ASet-Cookie:%20x=1&%E9%FF');
    expect(location).toMatch(/^[\x21-\x7e]+$/);
  });
});
