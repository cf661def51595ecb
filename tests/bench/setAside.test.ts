// The bench moves the folders it is done with aside and deletes them when it ends (see
// scripts/bench/setAside.mjs): a cold build measured right after deleting thousands of files
// timed the file system's bookkeeping of the deletion.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, temporaryFolder } from '../helpers/site.ts';

const load = async () => (await import(path.join(ROOT, 'scripts', 'bench', 'setAside.mjs'))) as { setAside(target: string): void; emptyTrash(): void };

describe('setAside', () => {
  it('frees the path at once, keeps the files in a trash folder of this process beside it, and deletes them when emptied', async () => {
    const { setAside, emptyTrash } = await load();
    const parent = temporaryFolder('set-aside-');
    const build = path.join(parent, 'build');
    mkdirSync(path.join(build, 'docs'), { recursive: true });
    writeFileSync(path.join(build, 'docs', 'index.html'), '<p>old</p>');
    setAside(build);
    expect(existsSync(build)).toBe(false);
    const trash = path.join(parent, `.bench-trash-${process.pid}`);
    expect(readdirSync(trash)).toEqual([expect.stringMatching(/^\d+-build$/)]);
    // A second folder of the same name goes beside the first, not over it.
    mkdirSync(build);
    writeFileSync(path.join(build, 'again.txt'), 'x');
    setAside(build);
    expect(readdirSync(trash)).toHaveLength(2);
    emptyTrash();
    expect(existsSync(trash)).toBe(false);
  });

  it('removes an empty folder outright and ignores a path that is not there', async () => {
    const { setAside } = await load();
    const parent = temporaryFolder('set-aside-');
    const empty = path.join(parent, 'empty');
    mkdirSync(empty);
    setAside(empty);
    setAside(path.join(parent, 'missing'));
    expect(readdirSync(parent)).toEqual([]);
  });
});
