import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '@docs/client';
import { cardsOf, categoryAt } from './docCards.ts';

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/intro' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/guides',
    collapsed: false,
    collapsible: true,
    items: [
      { type: 'link', label: 'Install', href: '/docs/guides/install' },
      { type: 'category', label: 'Advanced', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Tuning', href: '/docs/guides/advanced/tuning' }] },
      { type: 'category', label: 'Empty', collapsed: true, collapsible: true, items: [] },
      { type: 'category', label: 'Deploy', href: '/docs/guides/deploy', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'A', href: '/a' }, { type: 'link', label: 'B', href: '/b' }] },
    ],
  },
];

describe('doc cards of the current category', () => {
  it('finds the category whose page is the path, at any depth', () => {
    expect(categoryAt(sidebar, '/docs/guides')?.label).toBe('Guides');
    expect(categoryAt(sidebar, '/docs/guides/deploy')?.label).toBe('Deploy');
    expect(categoryAt(sidebar, '/docs/intro')).toBeUndefined();
  });

  it('gives docs and sub-categories as cards, sub-categories with their item count', () => {
    expect(cardsOf(categoryAt(sidebar, '/docs/guides')!.items)).toEqual([
      { label: 'Install', href: '/docs/guides/install' },
      { label: 'Advanced', href: '/docs/guides/advanced/tuning', description: '1 item' },
      { label: 'Deploy', href: '/docs/guides/deploy', description: '2 items' },
    ]);
  });
});
