import { afterAll, describe, expect, it } from 'vitest';
import { request, startDev, stopDev, type Dev } from '../helpers/dev.ts';
import { copyFixture } from '../helpers/site.ts';

let dev: Dev | undefined;
// Waited for: the site's folder is removed after this hook, and a dev server still writing its
// generated files into it made that fail (ENOTEMPTY).
afterAll(async () => {
  if (dev) await stopDev(dev);
});

describe('drafts in `docs dev`', () => {
  it('are shown while writing, with a banner saying the build leaves them out, as in Docusaurus', async () => {
    // fixtures/docusaurus-migration has `docs/guides/04-old-draft.md` with `draft: true`; its build
    // test checks the page is not built.
    dev = await startDev(copyFixture('docusaurus-migration'));
    const draft = await request(dev.port, '/docs/guides/old-draft');
    expect(draft.status).toBe(200);
    expect(draft.body).toContain('Proxying (unfinished)');
    expect(draft.body).toMatch(/<div class="unlisted-banner" role="note"><strong>Draft page\.<\/strong>/);
    const published = await request(dev.port, '/docs/guides/serving');
    expect(published.status).toBe(200);
    expect(published.body).not.toContain('Draft page.');
  });
});
