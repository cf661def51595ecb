import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gtagPageViews } from './gtagPageViews.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('gtagPageViews', () => {
  let sent: unknown[][];
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    vi.stubGlobal('window', { gtag: (...args: unknown[]) => sent.push(args) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a page view for each change of path, query or hash, after the new title is set', () => {
    gtagPageViews.onRouteDidUpdate!({ location: at('/docs/b', '?q=1', '#x'), previousLocation: at('/docs/a') });
    expect(sent).toEqual([]);
    vi.runAllTimers();
    expect(sent).toEqual([['set', 'page_path', '/docs/b?q=1#x'], ['event', 'page_view']]);
    gtagPageViews.onRouteDidUpdate!({ location: at('/docs/b', '', '#y'), previousLocation: at('/docs/b', '', '#x') });
    vi.runAllTimers();
    expect(sent).toHaveLength(4);
  });

  it('sends nothing for the first page (gtag.js counts it), for the same address, or without gtag.js (docs dev)', () => {
    gtagPageViews.onRouteDidUpdate!({ location: at('/a'), previousLocation: null });
    gtagPageViews.onRouteDidUpdate!({ location: at('/a'), previousLocation: at('/a') });
    vi.runAllTimers();
    expect(sent).toEqual([]);
    vi.stubGlobal('window', {});
    gtagPageViews.onRouteDidUpdate!({ location: at('/b'), previousLocation: at('/a') });
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
