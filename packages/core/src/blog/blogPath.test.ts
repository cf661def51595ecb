import { describe, expect, it } from 'vitest';
import { parseBlogPath } from './blogPath.ts';

describe('parseBlogPath', () => {
  it('reads the date and slug of each layout Docusaurus sites use', () => {
    expect(parseBlogPath('2021-08-26-welcome.md')).toEqual({ date: '2021-08-26', slug: '/2021/08/26/welcome', fileName: '2021-08-26-welcome', name: 'welcome' });
    expect(parseBlogPath('2021-08-26-welcome/index.mdx')).toEqual({ date: '2021-08-26', slug: '/2021/08/26/welcome', fileName: '2021-08-26-welcome', name: 'welcome' });
    expect(parseBlogPath('2021/08/26/welcome.md')).toEqual({ date: '2021-08-26', slug: '/2021/08/26/welcome', fileName: 'welcome', name: 'welcome' });
    expect(parseBlogPath('releases/2021-08-26-v2.md')).toEqual({ date: '2021-08-26', slug: '/2021/08/26/releases/v2', fileName: '2021-08-26-v2', name: 'v2' });
    expect(parseBlogPath('2021-8-6-short.md')).toMatchObject({ date: '2021-08-06', slug: '/2021/8/6/short' });
  });

  it('takes the path as the slug when it has no date', () => {
    expect(parseBlogPath('welcome.md')).toEqual({ slug: '/welcome', fileName: 'welcome', name: 'welcome' });
    expect(parseBlogPath('team/hello/index.md')).toEqual({ slug: '/team/hello', fileName: 'hello', name: 'hello' });
  });

  it('keeps a date that is no real day apart, to report', () => {
    expect(parseBlogPath('2021-02-30-nope.md')).toEqual({ invalidDate: '2021-02-30', slug: '/2021/02/30/nope', fileName: '2021-02-30-nope', name: 'nope' });
  });
});
