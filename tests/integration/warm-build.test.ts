import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';

/** Inode of each of the build's scripts: a restored bundle is hard-linked from the last output, a new one is written. */
function scriptInodes(site: BuiltSite): Map<string, number> {
  const files = site.manifest().entry.imports.concat(site.manifest().entry.js);
  return new Map(files.map((url) => [url, statSync(path.join(site.outDir, url)).ino]));
}

describe('a warm build', () => {
  it('reuses the bundle when nothing changed, partials compiled on demand included, and bundles again when a partial changes', async () => {
    // mdx-components imports `_snippet.mdx`, a partial the bundle compiles itself.
    const siteDir = copyFixture('mdx-components');
    const first = await buildSite(siteDir);
    expect(first.report.ok).toBe(true);
    const before = scriptInodes(first);

    const second = await buildSite(siteDir);
    expect(second.report.ok).toBe(true);
    expect(scriptInodes(second)).toEqual(before);

    const snippet = path.join(siteDir, 'docs', '_snippet.mdx');
    writeFileSync(snippet, readFileSync(snippet, 'utf8').replace('shared snippet', 'edited snippet'));
    const third = await buildSite(siteDir);
    expect(third.report.ok).toBe(true);
    expect(third.read('docs/usage/index.html')).toContain('edited snippet');
    expect(scriptInodes(third)).not.toEqual(before);
  });
});
