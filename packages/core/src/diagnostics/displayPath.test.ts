import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayPath } from './displayPath.ts';
import { location } from './diagnostic.ts';

const cwd = path.resolve('/home/ana/work/repo');
const at = (...parts: string[]) => path.resolve('/', ...parts);

describe('displayPath', () => {
  it('is relative inside the current folder', () => {
    expect(displayPath(path.join(cwd, 'site', 'build'), cwd)).toBe(path.join('site', 'build'));
    expect(displayPath(path.join(cwd, 'a.md'), cwd)).toBe('a.md');
  });

  it('is . for the current folder itself', () => {
    expect(displayPath(cwd, cwd)).toBe('.');
  });

  it('is relative for a folder beside the current one (one ../)', () => {
    expect(displayPath(at('home', 'ana', 'work', 'other', 'build'), cwd)).toBe(path.join('..', 'other', 'build'));
    expect(displayPath(at('home', 'ana', 'work'), cwd)).toBe('..');
  });

  it('is absolute when the relative form would climb two folders or more', () => {
    expect(displayPath(at('home', 'ana', 'elsewhere', 'build'), cwd)).toBe(at('home', 'ana', 'elsewhere', 'build'));
    expect(displayPath(at('tmp', 'docs-site-x1', 'build'), cwd)).toBe(at('tmp', 'docs-site-x1', 'build'));
    expect(displayPath(at('home'), cwd)).toBe(at('home'));
  });

  it('resolves a relative argument against the current folder first', () => {
    expect(displayPath(path.join('site', '..', 'site', 'build'), cwd)).toBe(path.join('site', 'build'));
  });

  it('keeps a name that merely starts with two dots', () => {
    expect(displayPath(path.join(cwd, '..hidden', 'x'), cwd)).toBe(path.join('..hidden', 'x'));
  });
});

describe('location', () => {
  it('shows the file by displayPath, with line and column', () => {
    expect(location({ file: path.join(cwd, 'docs', 'a.md'), line: 4, column: 2 }, cwd)).toBe(`${path.join('docs', 'a.md')}:4:2`);
    expect(location({ file: at('tmp', 'x', 'a.md'), line: 4 }, cwd)).toBe(`${at('tmp', 'x', 'a.md')}:4:1`);
    expect(location({ file: at('tmp', 'x', 'a.md') }, cwd)).toBe(at('tmp', 'x', 'a.md'));
    expect(location({}, cwd)).toBe('');
  });
});
