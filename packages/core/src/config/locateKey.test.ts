import { describe, expect, it } from 'vitest';
import { locateKey } from './locateKey.ts';

describe('locateKey', () => {
  const src = `export default defineConfig({\n  title: 'T',\n  navbar: {\n    items: [{ label: 3, to: '/x' }],\n  },\n  titel: 'x',\n});\n`;
  it('finds nested keys in order', () => {
    expect(locateKey(src, 'navbar.items[0].label')).toEqual({ line: 4, column: 15 });
    expect(locateKey(src, 'titel')).toEqual({ line: 6, column: 3 });
  });
  it('tells array items apart', () => {
    const list = `export default defineConfig({\n  navbar: {\n    items: [\n      { label: 'A', to: '/a' },\n      { label: 'B', to: '/b' },\n      { label: 3, to: '/c' },\n    ],\n  },\n});\n`;
    expect(locateKey(list, 'navbar.items[2].label')).toEqual({ line: 6, column: 9 });
    expect(locateKey(list, 'navbar.items[1]')).toEqual({ line: 5, column: 7 });
  });
  it('gives up quietly on keys it cannot find', () => {
    expect(locateKey(src, 'nothing')).toBeUndefined();
  });
});
