import { describe, expect, it } from 'vitest';
import type { DocFile } from '../content/types.ts';
import type { SidebarItem } from '../sidebars/types.ts';
import { breadcrumbIndex, breadcrumbsIn, docsLookup, sidebarNeighbours } from './docNavigation.ts';
import { chunkNameFor } from './routeNames.ts';
import { buildToc } from './toc.ts';

describe('buildToc', () => {
  it('nests h2–h3 and drops other levels', () => {
    const toc = buildToc(
      [
        { depth: 1, value: 'T', id: 't' },
        { depth: 2, value: 'A', id: 'a' },
        { depth: 3, value: 'A1', id: 'a1' },
        { depth: 4, value: 'A1x', id: 'a1x' },
        { depth: 2, value: 'B', id: 'b' },
      ],
      2,
      3,
    );
    expect(toc).toEqual([
      { value: 'A', id: 'a', level: 2, children: [{ value: 'A1', id: 'a1', level: 3, children: [] }] },
      { value: 'B', id: 'b', level: 2, children: [] },
    ]);
  });

  it('hangs an orphan deeper heading at the top', () => {
    expect(buildToc([{ depth: 3, value: 'X', id: 'x' }], 2, 3)).toEqual([{ value: 'X', id: 'x', level: 3, children: [] }]);
  });
});

describe('breadcrumbs and chunk names', () => {
  it('walks categories down to the page', () => {
    const items = [{ type: 'category' as const, label: 'Guides', href: '/guides', collapsed: true, collapsible: true, items: [{ type: 'link' as const, label: 'A', href: '/guides/a' }] }];
    expect(breadcrumbIndex(items).get('/guides/a')).toEqual([
      { label: 'Guides', href: '/guides' },
      { label: 'A', href: '/guides/a' },
    ]);
    expect(breadcrumbIndex(items).has('/nope')).toBe(false);
  });

  it('indexes every page of a sidebar in one walk: its first place, a category’s own page before what it holds', () => {
    const link = (label: string, href: string): SidebarItem => ({ type: 'link', label, href, docId: href.slice(1) });
    const category = (label: string, href: string | undefined, items: SidebarItem[]): SidebarItem => ({ type: 'category', label, ...(href ? { href } : {}), collapsed: false, collapsible: true, items });
    const items = [
      link('Intro', '/intro'),
      category('Guides', '/guides', [link('Guides again', '/guides'), category('Deep', undefined, [link('A', '/a'), link('Intro twice', '/intro')])]),
      category('More', '/more', [link('A again', '/a')]),
    ];
    const index = breadcrumbIndex(items);
    expect(Object.fromEntries(index)).toEqual({
      '/intro': [{ label: 'Intro', href: '/intro' }],
      '/guides': [{ label: 'Guides', href: '/guides' }],
      '/a': [{ label: 'Guides', href: '/guides' }, { label: 'Deep', href: '' }, { label: 'A', href: '/a' }],
      '/more': [{ label: 'More', href: '/more' }],
    });
    // The plan's lookup holds it per sidebar; neighbours come from the first place in reading order.
    const lookup = docsLookup([], { main: items });
    expect(breadcrumbsIn(lookup, 'main', '/a')).toEqual(index.get('/a'));
    expect(breadcrumbsIn(lookup, 'main', '/none')).toEqual([]);
    expect(breadcrumbsIn(lookup, 'other', '/a')).toEqual([]);
    const order = lookup.orderBySidebar.get('main')!;
    expect(sidebarNeighbours(order, '/guides', new Map<string, DocFile>())).toEqual({ previous: { label: 'Intro', href: '/intro' }, next: { label: 'Guides again', href: '/guides' } });
    expect(sidebarNeighbours(order, '/none', new Map<string, DocFile>())).toEqual({ previous: undefined, next: undefined });
  });

  it('names chunks stably and uniquely', () => {
    expect(chunkNameFor('/docs/a')).toBe(chunkNameFor('/docs/a'));
    expect(chunkNameFor('/docs/a-b')).not.toBe(chunkNameFor('/docs/a/b'));
    expect(chunkNameFor('/')).toMatch(/^index-/);
  });
});
