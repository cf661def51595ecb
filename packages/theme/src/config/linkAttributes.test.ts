import { describe, expect, it } from 'vitest';
import { linkAttributes } from './linkAttributes.ts';

describe('linkAttributes', () => {
  it("passes a link's own attributes on, and leaves out the theme's keys, odd names and non-text values", () => {
    const item = { label: 'A', to: '/a', rel: 'nofollow', 'data-track': 'nav', tabIndex: 0, download: true, 'on"click': 'x', items: [], style: { color: 'red' } };
    expect(linkAttributes(item, new Set(['label', 'to', 'items']))).toEqual({ rel: 'nofollow', 'data-track': 'nav', tabIndex: 0, download: true });
  });
});
