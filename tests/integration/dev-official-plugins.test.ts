import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startDev, stopDev, type Dev } from '../helpers/dev.ts';
import { copyFixture } from '../helpers/site.ts';

/** `docs dev` on the site that lists the official plugins. */
let dev: Dev;

beforeAll(async () => {
  dev = await startDev(copyFixture('docusaurus-official-plugins'));
}, 120_000);
afterAll(() => stopDev(dev));

describe('docs dev with the official plugins', () => {
  it('answers an old address with the redirect page `docs build` writes there', async () => {
    const old = await request(dev.port, '/old-herons');
    expect(old.status).toBe(200);
    expect(old.body).toContain('<meta http-equiv="refresh" content="0; url=/docs/guides/grey-heron">');
    expect((await request(dev.port, '/species/little-egret/')).body).toContain('url=/docs/guides/little-egret"');
  });

  it('still serves the page itself where a redirect would have overwritten it', async () => {
    const page = await request(dev.port, '/docs/guides/grey-heron');
    expect(page.body).toContain('Stands still in the shallows');
  });

  it('adds the pwaHead tags but registers no service worker', async () => {
    const page = await request(dev.port, '/docs/intro');
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page.body).not.toContain('serviceWorker');
  });
});
