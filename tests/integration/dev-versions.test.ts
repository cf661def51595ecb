import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, request, startDev, stopDev, type Dev } from '../helpers/dev.ts';
import { copyFixture } from '../helpers/site.ts';

let dev: Dev | undefined;
afterAll(async () => {
  if (dev) await stopDev(dev);
});


describe('`docs dev` on a versioned site', () => {
  it('serves every version, and shows edits to versioned docs, sidebars and versions.json', async () => {
    const siteDir = copyFixture('docusaurus-versions');
    dev = await startDev(siteDir);
    expect((await request(dev.port, '/docs/next/whats-new')).body).toContain('What is new in 3.0');
    expect((await request(dev.port, '/docs/intro')).body).toContain('release 2.0 and its fixed lens');
    expect((await request(dev.port, '/docs/1.0/setup')).status).toBe(200);

    const setup = path.join(siteDir, 'versioned_docs/version-1.0/setup.md');
    writeFileSync(setup, readFileSync(setup, 'utf8').replace('prime the wick', 'prime the brass wick'));
    expect(await eventually(dev.port, '/docs/1.0/setup', /prime the brass wick/)).toMatch(/prime the brass wick/);

    const sidebars = path.join(siteDir, 'versioned_sidebars/version-2.0-sidebars.json');
    writeFileSync(sidebars, readFileSync(sidebars, 'utf8').replace('"label": "Guides"', '"label": "Keeping the light"'));
    expect(await eventually(dev.port, '/docs/intro', /Keeping the light/)).toMatch(/Keeping the light/);

    // Made the latest by versions.json alone: 1.0 moves to /docs/ and 2.0 to /docs/2.0/.
    writeFileSync(path.join(siteDir, 'versions.json'), '["1.0", "2.0"]\n');
    expect(await eventually(dev.port, '/docs/setup', /prime the brass wick/)).toMatch(/prime the brass wick/);
    expect((await request(dev.port, '/docs/2.0/install')).body).toContain('Set the fixed lens on its plinth');
  }, 120_000);
});
