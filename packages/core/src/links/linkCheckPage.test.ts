import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { CompiledDocument } from '../compile/types.ts';
import { linkCheckPage, linkFacts } from './linkCheckPage.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

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

  it('keeps what it finds of a page, not the page: a build holds the facts of every page until the link check', () => {
    // Forty pages of 2 MB, each with an id and a link of its own: the facts of all of them are
    // a few kilobytes; were each value a slice of its page, all 80 MB would stay.
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept = Array.from({ length: 40 }, (_, i) => linkFacts(`<h2 id="heading-number-${i}">H</h2><a href="/docs/page-number-${i}">x</a>${'<p>filler</p>'.repeat(150_000)}`, new Map()));
    gc();
    expect(kept[39]!.ids).toEqual(['heading-number-39']);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(20_000_000);
  });
});
