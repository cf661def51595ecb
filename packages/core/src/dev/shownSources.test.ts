import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../routes/types.ts';
import { shownSources } from './shownSources.ts';

const route = (path: string, extra: Partial<RouteRecord>): RouteRecord => ({ path, kind: 'doc', title: path, chunkName: path, component: 'Doc', noindex: false, data: {} as RouteRecord['data'], ...extra });

describe('shownSources', () => {
  it("adds the docs a generated index lists and the posts a blog list shows excerpts of", () => {
    const a = route('/docs/a', { contentSource: '/s/docs/a.md' });
    const b = route('/docs/b', { contentSource: '/s/docs/b.md' });
    const index = route('/docs/category/all', { kind: 'generated-index', data: { title: 'All', sidebar: 's', breadcrumbs: [], items: [{ label: 'A', href: '/docs/a' }, { label: 'Out', href: 'https://x.dev' }, { label: 'B', href: '/docs/b' }] } });
    expect(shownSources(index, [a, b, index])).toEqual(['/s/docs/a.md', '/s/docs/b.md']);
    const list = route('/blog', { kind: 'blog-list', contentSources: ['/s/blog/one.md?excerpt'] });
    expect(shownSources(list, [list])).toEqual(['/s/blog/one.md?excerpt', '/s/blog/one.md']);
    expect(shownSources(a, [a])).toEqual(['/s/docs/a.md']);
  });
});
