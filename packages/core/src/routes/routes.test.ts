import { describe, expect, it } from 'vitest';
import { breadcrumbsTo } from './docNavigation.ts';
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
    expect(breadcrumbsTo('/guides/a', items)).toEqual([
      { label: 'Guides', href: '/guides' },
      { label: 'A', href: '/guides/a' },
    ]);
    expect(breadcrumbsTo('/nope', items)).toEqual([]);
  });

  it('names chunks stably and uniquely', () => {
    expect(chunkNameFor('/docs/a')).toBe(chunkNameFor('/docs/a'));
    expect(chunkNameFor('/docs/a-b')).not.toBe(chunkNameFor('/docs/a/b'));
    expect(chunkNameFor('/')).toMatch(/^index-/);
  });
});
