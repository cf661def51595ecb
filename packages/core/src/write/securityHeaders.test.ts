import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../serve/headersFile.ts';
import { headersFile } from './securityHeaders.ts';

describe('headersFile', () => {
  const text = headersFile([{ path: '/docs/intro', scriptHashes: ["'sha256-abc='"], evaluatesCode: false }]);
  const { rules, problems } = parseHeadersFile(text);
  const get = (urlPath: string) => Object.fromEntries(Object.entries(headersFor(rules, [urlPath])).map(([k, v]) => [k.toLowerCase(), v]));

  it('is a _headers file a host reads without a problem', () => {
    expect(problems).toEqual([]);
  });

  it('lets hosts keep the hashed bundle for a year, and revalidate the routes index every time', () => {
    expect(get('/assets/js/chunks/chunk-ABCDEFGH.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(get('/assets/js/entry-ABCDEFGH.css')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(get('/assets/data/routes.json')['cache-control']).toBe('no-cache');
    // Pages keep the host's own default (revalidation): no rule of ours caches them.
    expect(get('/docs/intro')['cache-control']).toBeUndefined();
  });

  it("gives every path the common headers and each page its own policy", () => {
    expect(get('/assets/js/entry-ABCDEFGH.js')['x-content-type-options']).toBe('nosniff');
    expect(get('/docs/intro')['content-security-policy']).toContain("script-src 'self' 'sha256-abc='");
    expect(get('/assets/js/entry-ABCDEFGH.js')['content-security-policy']).toBeUndefined();
  });
});
