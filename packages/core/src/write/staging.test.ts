import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildOutput } from './outputMarker.ts';
import { StagingDir } from './staging.ts';
import { temporaryFolder } from '../../../../tests/helpers/temporaryFolder.ts';

const setup = () => {
  const root = temporaryFolder('staging-');
  const out = path.join(root, 'build');
  mkdirSync(out);
  writeFileSync(path.join(out, 'old.html'), 'old');
  return { root, out };
};

describe('StagingDir', () => {

  it('swaps the new output in on commit', async () => {
    const { out } = setup();
    const staging = new StagingDir(out);
    await staging.create();
    writeFileSync(path.join(staging.dir, 'new.html'), 'new');
    await staging.commit();
    expect(readFileSync(path.join(out, 'new.html'), 'utf8')).toBe('new');
    expect(existsSync(path.join(out, 'old.html'))).toBe(false);
    expect(existsSync(staging.dir)).toBe(false);
    expect(isBuildOutput(out)).toBe(true);
  });

  it('leaves no copy of the previous output under a name a later build would put back', async () => {
    const { root, out } = setup();
    const staging = new StagingDir(out);
    await staging.create();
    await staging.commit();
    // The previous output is being deleted in the background, under a name never restored.
    expect(readdirSync(root).filter((name) => name !== 'build' && name !== `.build.removing-${process.pid}`)).toEqual([]);
  });

  it('touches nothing when discarded before it was created', async () => {
    const { root, out } = setup();
    mkdirSync(path.join(root, `.build.staging-${process.pid}`));
    await new StagingDir(out).discard();
    expect(readdirSync(root).sort()).toEqual([`.build.staging-${process.pid}`, 'build']);
  });

  it('leaves the previous output untouched on discard', async () => {
    const { out } = setup();
    const staging = new StagingDir(out);
    await staging.create();
    writeFileSync(path.join(staging.dir, 'new.html'), 'new');
    await staging.discard();
    expect(readFileSync(path.join(out, 'old.html'), 'utf8')).toBe('old');
    expect(existsSync(path.join(out, 'new.html'))).toBe(false);
  });
});

describe('StagingDir: what killed builds left', () => {
  let deadPid: number;
  let running: ChildProcess;

  beforeAll(async () => {
    // A pid that surely runs nothing: a child's, once it has exited.
    const done = spawn(process.execPath, ['-e', '']);
    await once(done, 'exit');
    deadPid = done.pid!;
    running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    await once(running, 'spawn');
  });

  afterAll(() => {
    running.kill();
  });

  const leftover = (root: string, name: string) => {
    mkdirSync(path.join(root, name));
    writeFileSync(path.join(root, name, 'index.html'), 'left over');
  };

  it('removes the staging and old folders of builds no longer running', async () => {
    const { root, out } = setup();
    leftover(root, `.build.staging-${deadPid}`);
    leftover(root, `.build.old-${deadPid}`);
    await new StagingDir(out).create();
    expect(existsSync(path.join(root, `.build.staging-${deadPid}`))).toBe(false);
    expect(existsSync(path.join(root, `.build.old-${deadPid}`))).toBe(false);
    expect(readFileSync(path.join(out, 'old.html'), 'utf8')).toBe('old');
  });

  it('keeps the folders of builds still running, its own excepted', async () => {
    const { root, out } = setup();
    const alive = [`.build.staging-${running.pid}`, `.build.old-${running.pid}`, '.build.staging-1'];
    for (const name of alive) leftover(root, name);
    leftover(root, `.build.old-${process.pid}`);
    const staging = new StagingDir(out);
    await staging.create();
    expect(readdirSync(root).sort()).toEqual([...alive, path.basename(staging.dir), 'build'].sort());
    expect(readdirSync(staging.dir)).toEqual([]);
  });

  it('touches nothing but folders named exactly so for this output', async () => {
    const { root, out } = setup();
    const others = [
      `.other.staging-${deadPid}`,
      `.builds.staging-${deadPid}`,
      `build.staging-${deadPid}`,
      `.build.staging-${deadPid}.bak`,
      `.build.staging-0${deadPid}`,
      `.build.copy-${deadPid}`,
      '.build.staging-',
      '.build.staging-abc',
    ];
    for (const name of others) leftover(root, name);
    writeFileSync(path.join(root, `.build.old-${deadPid}`), 'a file, not a build folder');
    const staging = new StagingDir(out);
    await staging.create();
    expect(readdirSync(root).sort()).toEqual([...others, `.build.old-${deadPid}`, path.basename(staging.dir), 'build'].sort());
  });

  describe('a build killed in the middle of its swap', () => {
    /** A folder beside the output holding one page, as a killed build left it; no output folder. */
    const killedSwap = (folders: Record<string, string>) => {
      const root = temporaryFolder('staging-');
      for (const [name, page] of Object.entries(folders)) {
        mkdirSync(path.join(root, name));
        writeFileSync(path.join(root, name, 'index.html'), page);
      }
      return { root, out: path.join(root, 'build') };
    };
    const page = (out: string) => readFileSync(path.join(out, 'index.html'), 'utf8');

    it.each([
      ['puts the previous output back when the new one was not complete', { old: 'previous', staging: 'half' }, 'previous'],
      ['puts the complete new output in place, before the previous one', { old: 'previous', ready: 'new' }, 'new'],
      ['puts back the output of a first build killed once it was complete', { ready: 'first' }, 'first'],
    ])('%s', async (_name, byKind, expected) => {
      const { root, out } = killedSwap(Object.fromEntries(Object.entries(byKind).map(([kind, text]) => [`.build.${kind}-${deadPid}`, text])));
      const staging = new StagingDir(out);
      await staging.create();
      expect(page(out)).toBe(expected);
      expect(readdirSync(root).sort()).toEqual([path.basename(staging.dir), 'build'].sort());
    });

    it('never puts back a copy that was being deleted', async () => {
      const { root, out } = killedSwap({ [`.build.removing-${deadPid}`]: 'half deleted' });
      const staging = new StagingDir(out);
      await staging.create();
      expect(existsSync(out)).toBe(false);
      expect(readdirSync(root)).toEqual([path.basename(staging.dir)]);
    });

    it('leaves alone the swap of a build still running', async () => {
      const names = [`.build.old-${running.pid}`, `.build.ready-${running.pid}`];
      const { root, out } = killedSwap(Object.fromEntries(names.map((name) => [name, name])));
      const staging = new StagingDir(out);
      await staging.create();
      expect(existsSync(out)).toBe(false);
      expect(readdirSync(root).sort()).toEqual([...names, path.basename(staging.dir)].sort());
    });

    it('keeps the complete copies while the output cannot be put back', async () => {
      const { root, out } = killedSwap({ [`.build.old-${deadPid}`]: 'previous', [`.build.ready-${deadPid}`]: 'new' });
      // A file where the output folder goes: no folder can be renamed over it.
      writeFileSync(out, 'not a folder');
      const staging = new StagingDir(out);
      await staging.create();
      expect(readdirSync(root).sort()).toEqual([`.build.old-${deadPid}`, `.build.ready-${deadPid}`, path.basename(staging.dir), 'build'].sort());
    });
  });
});
