import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './codeMeta.ts';

describe('parseCodeMeta', () => {
  it('reads lines and ranges, with spaces, and counts a reversed range down (as Docusaurus)', () => {
    expect([...parseCodeMeta('{1, 3-5,9}').highlightLines]).toEqual([1, 3, 4, 5, 9]);
    expect([...parseCodeMeta('{5-3}').highlightLines]).toEqual([5, 4, 3]);
  });

  it('says whether the fence has a range at all, even one naming no line', () => {
    expect(parseCodeMeta('{0}')).toMatchObject({ highlightRange: true, highlightLines: new Set() });
    expect(parseCodeMeta('title="a.ts"')).toMatchObject({ highlightRange: false, highlightLines: new Set() });
    expect(parseCodeMeta(undefined).highlightRange).toBe(false);
  });

  it('does not read a range inside the title', () => {
    const meta = parseCodeMeta('title="file{1}.ts" live');
    expect(meta).toMatchObject({ title: 'file{1}.ts', highlightRange: false, live: true });
  });

  it('reads a range written next to the other options', () => {
    expect(parseCodeMeta('showLineNumbers {2} title=x.ts')).toMatchObject({ title: 'x.ts', highlightRange: true, showLineNumbers: true, highlightLines: new Set([2]) });
  });
});
