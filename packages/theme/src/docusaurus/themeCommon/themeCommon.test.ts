import { describe, expect, it } from 'vitest';
import { parseCodeBlockTitle, parseLanguage, containsLineNumbers } from './codeBlock.ts';
import { isMultiColumnFooterLinks, isSamePath } from './routing.ts';
import { isRegexpStringMatch, listTagsByLetters } from './text.ts';
import { treeifyTOC } from './toc.ts';
import { formatPageTitle } from './metadata.tsx';

describe("theme-common's helpers", () => {
  it('treeifyTOC nests each heading under the last one of a higher level', () => {
    const tree = treeifyTOC([
      { value: 'A', id: 'a', level: 2 },
      { value: 'A1', id: 'a1', level: 3 },
      { value: 'A1x', id: 'a1x', level: 4 },
      { value: 'B', id: 'b', level: 2 },
      { value: 'B1', id: 'b1', level: 3 },
    ]);
    expect(tree.map((n) => [n.id, n.children.map((c) => [c.id, c.children.map((g) => g.id)])])).toEqual([
      ['a', [['a1', ['a1x']]]],
      ['b', [['b1', []]]],
    ]);
  });

  it('isRegexpStringMatch tests a pattern written as a string, case-insensitively, and nothing for none', () => {
    expect(isRegexpStringMatch('^/docs/(lamps|fog)', '/docs/Lamps/wicks')).toBe(true);
    expect(isRegexpStringMatch('^/blog', '/docs/x')).toBe(false);
    expect(isRegexpStringMatch(undefined, '/docs/x')).toBe(false);
  });

  it('tells multi-column footers from simple ones, and same paths apart from others', () => {
    expect(isMultiColumnFooterLinks([{ title: 'Docs', items: [] }])).toBe(true);
    expect(isMultiColumnFooterLinks([{ label: 'Docs', to: '/docs' }])).toBe(false);
    expect(isSamePath('/docs/Intro/', '/docs/intro')).toBe(true);
    expect(isSamePath('/docs/intro', '/docs/other')).toBe(false);
  });

  it('groups tags by first letter, sorted', () => {
    expect(listTagsByLetters([{ label: 'lamps' }, { label: 'fog' }, { label: 'Lenses' }]).map((g) => [g.letter, g.tags.map((t) => t.label)])).toEqual([
      ['F', ['fog']],
      ['L', ['lamps', 'Lenses']],
    ]);
  });

  it('reads a code fence meta string and class as Docusaurus does', () => {
    expect(parseCodeBlockTitle('title="lamp.sh" showLineNumbers')).toBe('lamp.sh');
    expect(parseCodeBlockTitle(undefined)).toBe('');
    expect(parseLanguage('prism-code language-bash')).toBe('bash');
    expect(containsLineNumbers('showLineNumbers=3')).toBe(true);
  });

  it('formats a page title as the layout does', () => {
    expect(formatPageTitle('Wicks', { title: 'Harbour', tagline: 'Lit', titleDelimiter: '|' })).toBe('Wicks | Harbour');
    expect(formatPageTitle('Wicks', { title: 'Harbour', tagline: 'Lit', titleDelimiter: '—' })).toBe('Wicks — Harbour');
    expect(formatPageTitle(undefined, { title: 'Harbour', tagline: 'Lit', titleDelimiter: '|' })).toBe('Harbour · Lit');
    expect(formatPageTitle('Harbour', { title: 'Harbour', tagline: '', titleDelimiter: '|' })).toBe('Harbour');
  });
});
