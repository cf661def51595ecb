import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForFolder } from './waitForFolder.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'docs-wait-for-folder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('waitForFolder', () => {
  it('resolves true once the folder is there', async () => {
    const later = path.join(dir, 'later');
    const waiting = waitForFolder(later, 60_000);
    mkdirSync(later);
    expect(await waiting).toBe(true);
    expect(await waitForFolder(later, 0)).toBe(true);
  });

  it('resolves false when the time is up, and for a file where the folder should be', async () => {
    expect(await waitForFolder(path.join(dir, 'never'), 0)).toBe(false);
    writeFileSync(path.join(dir, 'file'), '');
    expect(await waitForFolder(path.join(dir, 'file'), 0)).toBe(false);
  });
});
