import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './acceptEncoding.ts';

const BOTH = ['br', 'gzip'] as const;

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', BOTH, 'br'],
    ['gzip, deflate, br, zstd', ['gzip'], 'gzip'],
    ['gzip', BOTH, 'gzip'],
    ['x-gzip', BOTH, 'gzip'],
    ['br;q=0, gzip', BOTH, 'gzip'],
    ['br, gzip;q=0', ['gzip'], 'identity'],
    ['BR;Q=0.5, GZIP;Q=0.8', BOTH, 'gzip'],
    ['gzip;q=0.5, br;q=0.5', BOTH, 'br'],
    ['*', BOTH, 'br'],
    ['*;q=0.1, br;q=0', BOTH, 'gzip'],
    ['*;q=0', BOTH, 'identity'],
    ['identity', BOTH, 'identity'],
    ['deflate', BOTH, 'identity'],
    ['br;q=abc, gzip', BOTH, 'gzip'],
    ['', BOTH, 'identity'],
    [undefined, BOTH, 'identity'],
    ['br, gzip', [], 'identity'],
  ] as const)('%j with %j available → %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});
