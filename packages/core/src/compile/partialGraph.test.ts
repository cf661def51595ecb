import { describe, expect, it } from 'vitest';
import { headingsWithPartials, partialCycles, partialsOf, sectionsWithPartials } from './partialGraph.ts';
import type { CompiledDocument, Heading } from './types.ts';

const h = (depth: number, id: string): Heading => ({ depth, value: id, id });
const doc = (source: string, o: Partial<CompiledDocument> = {}): CompiledDocument => ({ source, code: '', headings: [], excerpt: '', text: '', sections: [], links: [], assets: [], diagnostics: [], ...o });
const imports = (...sources: string[]) => sources.map((source, i) => ({ source, line: i + 1, column: 1 }));

describe('headingsWithPartials', () => {
  it("splices each partial's headings in where it is written, nested partials included, titles left out", () => {
    const compiled = new Map([
      ['/page.mdx', doc('/page.mdx', { headings: [h(1, 'title'), h(2, 'a'), h(2, 'b')], partials: imports('/_p.mdx'), partialHeadings: [{ at: 2, source: '/_p.mdx' }, { at: 3, source: '/_p.mdx' }] })],
      ['/_p.mdx', doc('/_p.mdx', { headings: [h(1, 'partial-title'), h(2, 'p')], partials: imports('/_q.mdx'), partialHeadings: [{ at: 2, source: '/_q.mdx' }] })],
      ['/_q.mdx', doc('/_q.mdx', { headings: [h(3, 'q')] })],
    ]);
    expect(headingsWithPartials(compiled.get('/page.mdx')!, compiled).map((x) => x.id)).toEqual(['title', 'a', 'p', 'q', 'b', 'p', 'q']);
  });

  it('returns the headings as they are for a document without partials, and stops at a cycle', () => {
    const plain = doc('/plain.md', { headings: [h(2, 'x')] });
    expect(headingsWithPartials(plain, new Map())).toBe(plain.headings);
    const self = doc('/_self.mdx', { headings: [h(2, 's')], partials: imports('/_self.mdx'), partialHeadings: [{ at: 1, source: '/_self.mdx' }] });
    expect(headingsWithPartials(self, new Map([['/_self.mdx', self]])).map((x) => x.id)).toEqual(['s']);
  });
});

describe('partialsOf', () => {
  it('lists every partial a document shows, through nested partials, each once', () => {
    const compiled = new Map([
      ['/page.mdx', doc('/page.mdx', { partials: imports('/_a.mdx', '/_b.mdx') })],
      ['/_a.mdx', doc('/_a.mdx', { partials: imports('/_c.mdx', '/_b.mdx') })],
      ['/_b.mdx', doc('/_b.mdx')],
      ['/_c.mdx', doc('/_c.mdx', { partials: imports('/page.mdx') })],
    ]);
    expect(partialsOf('/page.mdx', compiled)).toEqual(['/_a.mdx', '/_b.mdx', '/_c.mdx']);
  });
});

describe('partialCycles', () => {
  it('reports a partial that imports itself at its import', () => {
    const compiled = new Map([['/site/docs/_self.mdx', doc('/site/docs/_self.mdx', { partials: [{ source: '/site/docs/_self.mdx', line: 3, column: 1 }] })]]);
    expect(partialCycles(compiled, '/site')).toEqual([expect.objectContaining({ severity: 'error', code: 'partial-cycle', file: '/site/docs/_self.mdx', line: 3, column: 1, message: expect.stringContaining('imports itself') })]);
  });

  it('reports a cycle through several partials once, at the import that closes it, naming the chain', () => {
    const compiled = new Map([
      ['/site/docs/page.mdx', doc('/site/docs/page.mdx', { partials: imports('/site/docs/_a.mdx') })],
      ['/site/docs/_a.mdx', doc('/site/docs/_a.mdx', { partials: imports('/site/docs/_b.mdx') })],
      ['/site/docs/_b.mdx', doc('/site/docs/_b.mdx', { partials: [{ source: '/site/docs/_a.mdx', line: 7, column: 2 }] })],
    ]);
    const found = partialCycles(compiled, '/site');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: '/site/docs/_b.mdx', line: 7, column: 2 });
    expect(found[0]!.message).toContain('docs/_a.mdx imports docs/_b.mdx imports docs/_a.mdx');
  });

  it('finds none where partials are shared without a cycle', () => {
    const compiled = new Map([
      ['/page.mdx', doc('/page.mdx', { partials: imports('/_a.mdx', '/_b.mdx') })],
      ['/_a.mdx', doc('/_a.mdx', { partials: imports('/_b.mdx') })],
      ['/_b.mdx', doc('/_b.mdx')],
    ]);
    expect(partialCycles(compiled, '/')).toEqual([]);
  });
});

describe('sectionsWithPartials', () => {
  it("adds the partials' sections after the page's, their intros joined to the page's intro", () => {
    const compiled = new Map([
      ['/page.mdx', doc('/page.mdx', { sections: [{ depth: 1, text: 'Page intro.' }, { depth: 2, id: 'a', title: 'A', text: 'Under A.' }], partials: imports('/_p.mdx') })],
      ['/_p.mdx', doc('/_p.mdx', { sections: [{ depth: 1, text: 'Partial intro.' }, { depth: 3, id: 'p', title: 'P', text: 'Under P.' }] })],
    ]);
    expect(sectionsWithPartials('/page.mdx', compiled)).toEqual([
      { depth: 1, text: 'Page intro.\nPartial intro.' },
      { depth: 2, id: 'a', title: 'A', text: 'Under A.' },
      { depth: 3, id: 'p', title: 'P', text: 'Under P.' },
    ]);
  });

  it("returns a page's own sections when it shows no partial", () => {
    const page = doc('/page.md', { sections: [{ depth: 1, text: 'Intro.' }] });
    expect(sectionsWithPartials('/page.md', new Map([['/page.md', page]]))).toBe(page.sections);
  });
});
