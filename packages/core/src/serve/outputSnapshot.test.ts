import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OutputSnapshot } from './outputSnapshot.ts';

const roots: string[] = [];
/** An output folder with these files, and a manifest recording `trailingSlash` when it is given. */
async function snapshotOf(files: string[], trailingSlash?: boolean): Promise<OutputSnapshot> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docs-snapshot-'));
  roots.push(root);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '<p>page</p>');
  }
  writeFileSync(path.join(root, 'manifest.json'), JSON.stringify({ version: 1, routes: [], ...(trailingSlash === undefined ? {} : { trailingSlash }) }));
  return OutputSnapshot.take(root, { maxFileBytes: 1 << 20, maxCacheBytes: 1 << 20, warn: () => undefined });
}
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('OutputSnapshot.ownAddress', () => {
  it('sends /a to /a/ when the output was built with trailingSlash: true', async () => {
    const snapshot = await snapshotOf(['index.html', 'docs/intro/index.html', 'img/logo.png', 'old.html'], true);
    expect(snapshot.ownAddress('/docs/intro')).toBe('/docs/intro/');
    expect(snapshot.ownAddress('/docs/intro/')).toBeUndefined();
    expect(snapshot.ownAddress('/')).toBeUndefined();
    expect(snapshot.ownAddress('/img/logo.png')).toBeUndefined();
    expect(snapshot.ownAddress('/old')).toBeUndefined();
    expect(snapshot.ownAddress('/missing')).toBeUndefined();
  });

  it('sends /a/ to /a when the output was built with trailingSlash: false', async () => {
    const snapshot = await snapshotOf(['index.html', 'docs.html', 'docs/intro.html', 'guides/index.html'], false);
    expect(snapshot.ownAddress('/docs/intro/')).toBe('/docs/intro');
    expect(snapshot.ownAddress('/docs/')).toBe('/docs');
    expect(snapshot.ownAddress('/docs/intro')).toBeUndefined();
    // A folder's own index.html stays reachable under its slash, as on a static host.
    expect(snapshot.ownAddress('/guides/')).toBeUndefined();
    expect(snapshot.ownAddress('/missing/')).toBeUndefined();
  });

  it('serves both forms of an output built without trailingSlash', async () => {
    const snapshot = await snapshotOf(['docs/intro/index.html']);
    expect(snapshot.ownAddress('/docs/intro')).toBeUndefined();
    expect(snapshot.ownAddress('/docs/intro/')).toBeUndefined();
  });
});
