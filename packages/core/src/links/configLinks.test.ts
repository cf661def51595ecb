import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../config/types.ts';
import { configLinks } from './configLinks.ts';
import { locateInText } from './locateInFile.ts';

const source = `export default defineConfig({
  title: 'x',
  navbar: {
    items: [
      { label: 'Docs', to: '/docs' },
      { label: 'More', type: 'dropdown', items: [{ label: 'API', to: '/docs/api' }] },
    ],
  },
  footer: {
    links: [{ title: 'Docs', items: [{ label: 'Docs', to: '/docs' }] }],
    copyright: 'See <a href="/legal">legal</a>',
  },
  announcementBar: { id: 'a', content: 'Read <a href="/blog/news">the news</a>' },
});
`;

const config = {
  navbar: { hideOnScroll: false, items: [{ label: 'Docs', to: '/docs' }, { label: 'More', type: 'dropdown', items: [{ label: 'API', to: '/docs/api' }] }] },
  footer: { links: [{ title: 'Docs', items: [{ label: 'Docs', to: '/docs' }] }], copyright: 'See <a href="/legal">legal</a>' },
  announcementBar: { id: 'a', content: 'Read <a href="/blog/news">the news</a>', isCloseable: true },
} as Pick<SiteConfig, 'navbar' | 'footer' | 'announcementBar'>;

describe('configLinks', () => {
  it('lists the navbar, footer and announcement links at the line of their value', () => {
    expect(configLinks(config, '/site/docs.config.ts', source).map((l) => [l.place, l.url, l.label, l.position?.line, l.position?.column])).toEqual([
      ['navbar', '/docs', 'Docs', 5, 29],
      ['navbar', '/docs/api', 'API', 6, 71],
      ['footer', '/docs', 'Docs', 10, 60],
      ['footer', '/legal', undefined, 11, 30],
      ['announcement bar', '/blog/news', undefined, 13, 55],
    ]);
  });

  it('lists a link without a position when the config computes it', () => {
    const [link] = configLinks({ ...config, footer: { style: 'light', simple: false, links: [] }, announcementBar: undefined, navbar: { hideOnScroll: false, items: [{ label: 'X', to: '/computed' }] } }, '/c.ts', source);
    expect(link).toMatchObject({ url: '/computed', file: '/c.ts', position: undefined });
  });
});

describe('locateInText', () => {
  it('finds the literal where it ends, not as the start of a longer link', () => {
    expect(locateInText(`a("/docs/intro")\nb('/docs')`, '/docs')).toEqual({ line: 2, column: 4 });
    expect(locateInText('[x](/docs/a "title")', '/docs/a')).toEqual({ line: 1, column: 5 });
    expect(locateInText('<a href="/docsy">', '/docs')).toBeUndefined();
  });
});
