import { afterEach, describe, expect, it, vi } from 'vitest';

describe('storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    vi.restoreAllMocks();
  });

  it('reads and writes through localStorage', async () => {
    const data = new Map<string, string>();
    vi.stubGlobal('window', { localStorage: { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => data.set(k, v), removeItem: (k: string) => data.delete(k) } });
    const { storage } = await import('./storage.ts');
    storage.set('theme', 'dark');
    expect(storage.get('theme')).toBe('dark');
    storage.remove('theme');
    expect(storage.get('theme')).toBeNull();
  });

  it('reads as empty and warns once when storage throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const { storage } = await import('./storage.ts');
    expect(storage.get('theme')).toBeNull();
    storage.set('theme', 'dark');
    expect(storage.get('theme')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/storage is unavailable/);
  });
});
