import { describe, expect, it } from 'vitest';
import { compileDocument } from './compileDocument.ts';
import { CONTENT_FRONT_MATTER } from './remarkDocusaurusExports.ts';

const compile = (body: string, frontMatter: Record<string, unknown>) => compileDocument({ source: '/site/docs/page.mdx', format: 'mdx', body, frontMatter }, { permalinks: {}, baseUrl: '/' });

describe('the front matter on the compiled content', () => {
  it('the content component carries the whole front matter the module exports, keys the build does not know included', async () => {
    const r = await compile('Text.\n', { title: 'A', custom_key: 'kept', tides: ['06:12', '18:40'] });
    expect(r.code).toContain('export const frontMatter = {');
    expect(r.code).toMatch(/"custom_key": "kept"/);
    expect(r.code).toContain(CONTENT_FRONT_MATTER);
  });

  it("a document that declares its own frontMatter keeps it, and the content carries nothing it cannot be sure of", async () => {
    const r = await compile("export const frontMatter = { mine: true };\n\nText.\n", { title: 'A' });
    expect(r.code).toContain('mine: true');
    expect(r.code).not.toContain(CONTENT_FRONT_MATTER);
  });
});
