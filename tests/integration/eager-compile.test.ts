// The files a page runs as it starts carry V8's eager-compile comment (see bundle/eagerCompile.ts);
// those loaded on demand do not, and every page's start-up files are among those that do.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type BuiltSite } from '../helpers/site.ts';

const HINT = '//# allFunctionsCalledOnLoad\n';
let site: BuiltSite;

beforeAll(async () => {
  site = await buildFixture('search');
  expect(site.result.code, site.result.stderr).toBe(0);
});

const startsWithHint = (url: string) => site.read(url.replace(/^\//, '')).startsWith(HINT);

describe('the eager-compile comment', () => {
  it("heads the entry, every file a page preloads, and each route's chunk", () => {
    const manifest = site.manifest();
    expect(startsWithHint(manifest.entry.js)).toBe(true);
    for (const url of manifest.entry.imports) expect(startsWithHint(url), url).toBe(true);
    for (const route of manifest.routes) for (const url of route.chunks.filter((u) => u.endsWith('.js'))) expect(startsWithHint(url), `${route.path}: ${url}`).toBe(true);
  });

  it('is not in the chunks loaded on demand (the search dialog, the live editor)', () => {
    const chunks = path.join(site.outDir, 'assets', 'js', 'chunks');
    const onDemand = readdirSync(chunks).filter((f) => /^(SearchModal|LivePlayground)-.*\.js$/.test(f));
    expect(onDemand.length).toBe(2);
    for (const file of onDemand) expect(readFileSync(path.join(chunks, file), 'utf8').startsWith(HINT), file).toBe(false);
  });
});
