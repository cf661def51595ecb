import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { codeHtmlPlugin } from './codeHtmlPlugin.ts';
import { CODE_HTML_PREFIX } from '../compile/remarkRawCodeBlocks.ts';
import { temporaryFolder } from '../../../../tests/helpers/temporaryFolder.ts';

async function load(request: { language?: string; meta: string }, source: string): Promise<{ html: string; code: string }> {
  const dir = temporaryFolder('docs-code-html-');
  writeFileSync(path.join(dir, 'example.js'), source);
  const specifier = `${CODE_HTML_PREFIX}${encodeURIComponent(JSON.stringify(request))}!./example`;
  writeFileSync(path.join(dir, 'entry.js'), `import block from ${JSON.stringify(specifier)}; export default block;`);
  const result = await esbuild.build({ entryPoints: [path.join(dir, 'entry.js')], bundle: true, write: false, format: 'cjs', platform: 'node', logLevel: 'silent', plugins: [codeHtmlPlugin()] });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', result.outputFiles[0]!.text)(module, module.exports);
  return module.exports.default as { html: string; code: string };
}

describe('codeHtmlPlugin', () => {
  it("highlights a file as a fence of that language, magic comments applied, and gives its code without them", async () => {
    const block = await load({ language: 'js', meta: '' }, 'const a = 1;\n// highlight-next-line\nconst b = 2;\n');
    expect(block.code).toBe('const a = 1;\nconst b = 2;');
    expect(block.html).toContain('<span style="color:var(--code-token-keyword)">const</span>');
    expect(block.html).toMatch(/<span class="line highlighted theme-code-block-highlighted-line">.*b/);
  });

  it('marks the lines of a metastring range and then keeps magic comments as code, as a fence does', async () => {
    const block = await load({ language: 'js', meta: '{1}' }, 'one();\n// highlight-next-line\ntwo();\n');
    expect(block.code).toContain('// highlight-next-line');
    expect(block.html.split('\n')[0]).toContain('class="line highlighted');
  });
});
