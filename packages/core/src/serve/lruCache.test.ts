import { describe, expect, it } from 'vitest';
import { LruCache } from './lruCache.ts';

describe('LruCache', () => {
  it('loads a key once, even when asked again while it loads', async () => {
    const cache = new LruCache<string>(100, (v) => v.length);
    let loads = 0;
    const load = async () => `value ${++loads}`;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, await cache.get('k', load), loads]).toEqual(['value 1', 'value 1', 'value 1', 1]);
  });

  it('drops the least recently used values once over its size', async () => {
    const cache = new LruCache<string>(10, (v) => v.length);
    const loads: string[] = [];
    const load = (key: string) => () => {
      loads.push(key);
      return Promise.resolve(key.repeat(4));
    };
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a')); // a is now more recent than b
    await cache.get('c', load('c')); // 12 > 10: b goes
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('forgets a failed load', async () => {
    const cache = new LruCache<string>(100, (v) => v.length);
    await expect(cache.get('k', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });
});
