import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pluginWatchFolders } from './pluginWatchFolders.ts';

const root = mkdtempSync(path.join(tmpdir(), 'docs-watch-folders-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the folders docs dev watches for the plugins', () => {
  it('watches a glob by its folder, a file by its folder, and nothing the site folder has already', () => {
    const site = path.join(root, 'site');
    for (const dir of ['site/data', 'shared/recipes/deep', 'notes']) mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, 'notes', 'list.md'), '');
    const folders = pluginWatchFolders(site, ['data/*.json', '../shared/recipes/**/*.json', '../shared/recipes/deep', path.join(root, 'notes', 'list.md'), '../missing/*.md']);
    expect(folders).toEqual([path.join(root, 'shared', 'recipes'), path.join(root, 'notes')]);
  });
});
