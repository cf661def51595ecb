import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { markdownHooksOf } from './markdownHooks.ts';
import { readContentFile } from './readContentFile.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'markdown-hooks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
}

describe('markdown.parseFrontMatter and markdown.preprocessor', () => {
  it('are not hooks when the config sets neither', () => {
    expect(markdownHooksOf({ format: 'mdx', mdx1Compat: { comments: true, admonitions: true, headingIds: true } })).toBeUndefined();
  });

  it("gives the site's parser the file and Docusaurus's default parser, and takes its front matter", async () => {
    const at = file('a.md', '---\ntitle: Lamp\n---\n\n# Body\n');
    const seen: unknown[] = [];
    const fm = await readContentFile(at, 'doc', {
      parseFrontMatter: async (params) => {
        seen.push(params.filePath, params.fileContent);
        const result = (await params.defaultParseFrontMatter(params)) as { frontMatter: Record<string, unknown>; content: string };
        return { ...result, frontMatter: { ...result.frontMatter, description: `About ${String(result.frontMatter.title)}`, sidebar_label: result.content } };
      },
    });
    expect(seen).toEqual([at, '---\ntitle: Lamp\n---\n\n# Body\n']);
    expect(fm.data).toEqual({ title: 'Lamp', description: 'About Lamp', sidebar_label: '# Body' });
    expect(fm.failed).toBe(false);
  });

  it("reads front matter another parser understands, where the built-in one could not", async () => {
    const at = file('b.md', '---\ntitle = "Lamp"\n---\nText\n');
    expect((await readContentFile(at, 'doc')).diagnostics.map((d) => d.code)).toEqual(['front-matter-invalid']);
    const fm = await readContentFile(at, 'doc', { parseFrontMatter: async ({ fileContent }) => ({ frontMatter: { title: /title = "(.*)"/.exec(fileContent)![1] }, content: 'Text' }) });
    expect(fm).toMatchObject({ data: { title: 'Lamp' }, failed: false, diagnostics: [] });
  });

  it('compiles what the preprocessor returns, its front matter still left out and lines kept', async () => {
    const at = file('c.md', '---\ntitle: Fog\n---\nCall on {{CHANNEL}}.\n');
    const fm = await readContentFile(at, 'doc', { preprocessor: ({ fileContent }) => fileContent.replaceAll('{{CHANNEL}}', 'VHF 16') });
    expect(fm.body).toBe('\n\n\nCall on VHF 16.\n');
    expect(fm.data).toEqual({ title: 'Fog' });
  });

  it('reports a hook that throws or returns the wrong shape as an error at the file', async () => {
    const at = file('d.md', 'Text\n');
    const thrown = await readContentFile(at, 'doc', { preprocessor: () => { throw new Error('no channel'); } });
    expect(thrown.failed).toBe(true);
    expect(thrown.diagnostics[0]).toMatchObject({ severity: 'error', code: 'markdown-hook', file: at, line: 1 });
    expect(thrown.diagnostics[0]!.message).toContain('markdown.preprocessor');
    expect(thrown.diagnostics[0]!.message).toContain('no channel');
    const shapeless = await readContentFile(at, 'doc', { parseFrontMatter: async () => ({}) });
    expect(shapeless.diagnostics.map((d) => d.code)).toEqual(['markdown-hook']);
    const notText = await readContentFile(at, 'doc', { preprocessor: () => undefined as unknown as string });
    expect(notText.diagnostics[0]!.message).toContain('returned undefined');
  });
});
