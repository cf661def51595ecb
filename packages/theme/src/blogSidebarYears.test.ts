import { describe, expect, it } from 'vitest';
import { groupPostsByYear } from './blogSidebarYears.ts';

const post = (title: string, date?: string) => ({ title, permalink: `/blog/${title}`, date });

describe('groupPostsByYear', () => {
  it('groups posts by the year of their date, keeping the order of years and of posts', () => {
    const groups = groupPostsByYear([post('c', '2024-03-02'), post('b', '2023-11-20'), post('a', '2023-06-01')]);
    expect(groups.map(([year, posts]) => [year, posts.map((p) => p.title)])).toEqual([
      ['2024', ['c']],
      ['2023', ['b', 'a']],
    ]);
  });

  it('keeps a 1 January post in its own year whatever the time zone', () => {
    expect(groupPostsByYear([post('new-year', '2024-01-01')])[0]![0]).toBe('2024');
  });

  it('puts posts without a date in one group without a year', () => {
    expect(groupPostsByYear([post('x'), post('y')])).toEqual([['', [post('x'), post('y')]]]);
  });
});
