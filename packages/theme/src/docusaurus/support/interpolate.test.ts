import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.ts';

describe('interpolate', () => {
  it('fills placeholders with strings and numbers into a string', () => {
    expect(interpolate('Hello {name}, you have {count} messages', { name: 'Ada', count: 3 })).toBe('Hello Ada, you have 3 messages');
    expect(interpolate('No values here')).toBe('No values here');
  });

  it('keeps a placeholder that has no value as written', () => {
    expect(interpolate('{known} and {unknown}', { known: 'a' })).toBe('a and {unknown}');
  });

  it('gives nodes when a value is an element', () => {
    const result = interpolate('Read {link} first', { link: createElement('a', { href: '/docs' }, 'the guide') });
    expect(Array.isArray(result)).toBe(true);
    expect(renderToStaticMarkup(createElement('p', null, result))).toBe('<p>Read <a href="/docs">the guide</a> first</p>');
  });
});
