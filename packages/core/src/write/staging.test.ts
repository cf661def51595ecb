import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StagingDir } from './staging.ts';

describe('StagingDir', () => {
  const setup = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'staging-'));
    const out = path.join(root, 'build');
    mkdirSync(out);
    writeFileSync(path.join(out, 'old.html'), 'old');
    return { root, out };
  };

  it('swaps the new output in on commit', async () => {
    const { out } = setup();
    const staging = new StagingDir(out);
    await staging.create();
    writeFileSync(path.join(staging.dir, 'new.html'), 'new');
    await staging.commit();
    expect(readFileSync(path.join(out, 'new.html'), 'utf8')).toBe('new');
    expect(existsSync(path.join(out, 'old.html'))).toBe(false);
    expect(existsSync(staging.dir)).toBe(false);
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
