import { createElement as h, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { parseHeadChildren } from './headChildren.ts';

describe('parseHeadChildren', () => {
  it('takes the title and description apart from the other head elements', () => {
    const parsed = parseHeadChildren([
      h('title', { key: 1 }, 'Seeds ', 2),
      h('meta', { key: 2, name: 'description', content: 'About seeds' }),
      h('meta', { key: 3, property: 'og:image', content: '/x.png' }),
      h('link', { key: 4, rel: 'preconnect', href: 'https://cdn.example', crossOrigin: 'anonymous' }),
      h('script', { key: 5, type: 'application/ld+json' }, '{"a":1}'),
    ]);
    expect(parsed.title).toBe('Seeds 2');
    expect(parsed.description).toBe('About seeds');
    expect(parsed.elements).toEqual([
      { tag: 'meta', attributes: { property: 'og:image', content: '/x.png' }, text: undefined },
      { tag: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example', crossorigin: 'anonymous' }, text: undefined },
      { tag: 'script', attributes: { type: 'application/ld+json' }, text: '{"a":1}' },
    ]);
  });

  it('reads <html> and <body> attributes and looks inside fragments; ignores components and text', () => {
    const parsed = parseHeadChildren(h(Fragment, null, h('html', { lang: 'fr', className: 'a b' }), h('body', { className: 'c' }), 'text', h(() => null)));
    expect(parsed).toEqual({ elements: [], htmlAttributes: { lang: 'fr', class: 'a b' }, bodyAttributes: { class: 'c' } });
  });
});
