import { describe, expect, it } from 'vitest';
import type { CompiledDocument } from '../compile/types.ts';
import { linkCheckPage } from './linkCheckPage.ts';

const compiled = (id: string, url: string) => [id, { links: [{ url, line: 6, column: 3 }] } as unknown as CompiledDocument] as const;

describe('linkCheckPage', () => {
  it('lists every document a blog list shows, an excerpt under its post’s file', () => {
    const docs = new Map([compiled('/site/blog/a.md?excerpt', '/x'), compiled('/site/blog/b.md', '/y')]);
    const page = linkCheckPage({ path: '/blog', contentSources: ['/site/blog/a.md?excerpt', '/site/blog/b.md'] }, '<p></p>', docs);
    expect(page.documents).toEqual([
      { file: '/site/blog/a.md', links: [{ url: '/x', line: 6, column: 3 }] },
      { file: '/site/blog/b.md', links: [{ url: '/y', line: 6, column: 3 }] },
    ]);
  });

  it('lists a page’s own document, and none for a component page', () => {
    const docs = new Map([compiled('/site/docs/a.md', '/x')]);
    expect(linkCheckPage({ path: '/docs/a', source: '/site/docs/a.md', contentSource: '/site/docs/a.md' }, '', docs).documents).toHaveLength(1);
    expect(linkCheckPage({ path: '/about', source: '/site/src/pages/about.tsx' }, '', docs)).toMatchObject({ source: '/site/src/pages/about.tsx', documents: [] });
  });
});
