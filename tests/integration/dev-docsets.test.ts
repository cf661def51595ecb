import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, request, startDev, stopDev, type Dev } from '../helpers/dev.ts';
import { copyFixture } from '../helpers/site.ts';

let dev: Dev | undefined;
afterAll(async () => {
  if (dev) await stopDev(dev);
});


describe('`docs dev` on a site with several docs sets and blogs', () => {
  it("serves every set's versions and every blog with its feeds, and shows edits to another set's versioned docs", async () => {
    const siteDir = copyFixture('docusaurus-docsets');
    dev = await startDev(siteDir);
    expect((await request(dev.port, '/community/next/support')).body).toContain('orchard doctor');
    expect((await request(dev.port, '/community/intro')).body).toContain('at the harvest fair');
    expect((await request(dev.port, '/changelog')).body).toContain('All releases');
    const feed = await request(dev.port, '/changelog/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.body).toContain('<title>Orchard Changelog</title>');
    expect((await request(dev.port, '/docs/intro')).body).toContain('href="/changelog/atom.xml"');

    const intro = path.join(siteDir, 'community_versioned_docs/version-1.0/intro.md');
    writeFileSync(intro, readFileSync(intro, 'utf8').replace('at the harvest fair', 'at the autumn harvest fair'));
    expect(await eventually(dev.port, '/community/intro', /autumn harvest fair/)).toMatch(/autumn harvest fair/);
  }, 120_000);
});
