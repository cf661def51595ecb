import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gitLastUpdates } from '../util/gitLastUpdates.ts';
import { lastUpdateData, resolveLastUpdate } from './lastUpdate.ts';

describe('lastUpdateData', () => {
  it('formats the date in the site language, in UTC so no time zone moves the day', () => {
    expect(lastUpdateData({ date: '2024-01-05', author: 'Ana' }, { htmlLang: 'en' })).toEqual({ date: '2024-01-05', formattedDate: 'Jan 5, 2024', author: 'Ana' });
    expect(lastUpdateData({ date: '2024-01-05T23:30:00-05:00' }, { htmlLang: 'en' })).toMatchObject({ formattedDate: 'Jan 6, 2024' });
    expect(lastUpdateData({ date: '2024-01-05' }, { htmlLang: 'fr' })).toMatchObject({ formattedDate: '5 janv. 2024' });
    // `localeConfigs.<l>.calendar`: the same day in the Persian calendar.
    expect(lastUpdateData({ date: '2024-01-05' }, { htmlLang: 'fa', calendar: 'persian' })).toMatchObject({ formattedDate: '۱۵ دی ۱۴۰۲' });
  });

  it('keeps an author alone, and falls back to English for a locale the runtime does not know', () => {
    expect(lastUpdateData({ author: 'Ana' }, { htmlLang: 'en' })).toEqual({ date: undefined, formattedDate: undefined, author: 'Ana' });
    expect(lastUpdateData({ date: '2024-01-05' }, { htmlLang: 'not a locale!' })).toMatchObject({ formattedDate: 'Jan 5, 2024' });
    expect(lastUpdateData(undefined, { htmlLang: 'en' })).toBeUndefined();
  });
});

describe('resolveLastUpdate', () => {
  const git = { date: '2025-05-01T10:00:00+02:00', author: 'Git Author' };

  it('keeps the front matter alone when neither option is on', () => {
    expect(resolveLastUpdate({ author: 'Ana' }, git, {})).toEqual({ author: 'Ana' });
    expect(resolveLastUpdate(undefined, git, {})).toBeUndefined();
  });

  it('shows what each option asks for, the front matter over git', () => {
    expect(resolveLastUpdate(undefined, git, { showLastUpdateTime: true })).toEqual({ date: git.date, author: undefined });
    expect(resolveLastUpdate({ author: 'Ana' }, git, { showLastUpdateTime: true, showLastUpdateAuthor: true })).toEqual({ date: git.date, author: 'Ana' });
    expect(resolveLastUpdate({ date: '2024-01-01' }, undefined, { showLastUpdateAuthor: true })).toBeUndefined();
  });
});

describe('gitLastUpdates', () => {
  it('reads the last commit of each file of a folder, and nothing outside a repository', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'docs-git-'));
    try {
      const run = (...args: string[]) => execFileSync('git', args, { cwd: repo, env: { ...process.env, GIT_AUTHOR_DATE: '2025-03-04T05:06:07Z', GIT_COMMITTER_DATE: '2025-03-04T05:06:07Z' } });
      run('init', '-q');
      mkdirSync(path.join(repo, 'docs'));
      writeFileSync(path.join(repo, 'docs', 'a.md'), '# A');
      run('add', '.');
      run('-c', 'user.name=Mira Lens', '-c', 'user.email=m@example.com', 'commit', '-qm', 'a');
      const found = gitLastUpdates(path.join(repo, 'docs'));
      expect(found.get(path.join(realpathSync(repo), 'docs', 'a.md'))).toEqual({ date: '2025-03-04T05:06:07+00:00', author: 'Mira Lens' });
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
    const outside = mkdtempSync(path.join(tmpdir(), 'docs-nogit-'));
    expect(gitLastUpdates(outside).size).toBe(0);
    rmSync(outside, { recursive: true, force: true });
  });
});
