import { describe, expect, it } from 'vitest';
import { loadOnce } from './loadOnce.ts';

describe('loadOnce', () => {
  it('imports once however often it is asked, and gives the module synchronously after', async () => {
    let calls = 0;
    const chunk = loadOnce(async () => (calls++, { answer: 42 }));
    expect(chunk.current()).toBeUndefined();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect(chunk.current()).toEqual({ answer: 42 });
    await chunk.load();
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next ask tries again', async () => {
    let calls = 0;
    const chunk = loadOnce(async () => {
      if (++calls === 1) throw new Error('offline');
      return 'in';
    });
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.current()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('in');
    expect(calls).toBe(2);
  });
});
