import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, request, startDev, stopDev, type Dev } from '../helpers/dev.ts';
import { copyFixture } from '../helpers/site.ts';

let dev: Dev | undefined;
afterAll(async () => {
  if (dev) await stopDev(dev);
});


describe('`docs dev --locale` on a translated site', () => {
  it('serves the locale at its baseUrl, with its translations and fallbacks, and shows edits to translated files', async () => {
    const siteDir = copyFixture('docusaurus-i18n');
    dev = await startDev(siteDir, ['--locale', 'fr']);
    expect(dev.stdout()).toMatch(/at http:\/\/127\.0\.0\.1:\d+\/fr\/\n/);
    const intro = (await request(dev.port, '/fr/docs/intro')).body;
    expect(intro).toContain('Lanterne garde une petite flamme');
    expect(intro).toContain('<html lang="fr-FR" dir="ltr">');
    expect(intro).toContain('Guides pratiques');
    expect((await request(dev.port, '/fr/docs/guides/oil')).body).toContain('Paraffin oil burns clean');

    const wicks = path.join(siteDir, 'i18n/fr/docusaurus-plugin-content-docs/current/guides/wicks.md');
    writeFileSync(wicks, readFileSync(wicks, 'utf8').replace('brûle régulièrement', 'brûle très régulièrement'));
    expect(await eventually(dev.port, '/fr/docs/guides/wicks', /brûle très régulièrement/)).toMatch(/brûle très régulièrement/);
  }, 90_000);
});
