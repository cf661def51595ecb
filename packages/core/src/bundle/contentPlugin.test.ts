import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { compileDocument } from '../compile/compileDocument.ts';
import { codeOf } from '../compile/compiledCode.ts';
import type { CompiledDocument, CompileOptions } from '../compile/types.ts';
import type { SourceDocument } from '../content/types.ts';
import { contentPlugin, type CompileImported } from './plugins.ts';
import { folderWith } from '../../../../tests/helpers/files.ts';

const options: CompileOptions = { permalinks: {}, baseUrl: '/' };

/** The browser's and the server's passes, side by side, over one map of compiled documents, as the bundle stage runs them. */
function bothPasses(siteDir: string, compiled: Map<string, CompiledDocument>, compile?: CompileImported) {
  const pass = () =>
    esbuild.build({
      entryPoints: [path.join(siteDir, 'src/page.js')],
      bundle: true,
      write: false,
      format: 'esm',
      logLevel: 'silent',
      external: ['react', 'react/jsx-runtime', '@mdx-js/react'],
      plugins: [contentPlugin(compiled, options, compile)],
    });
  return [pass(), pass()];
}

describe('contentPlugin', () => {
  const files = { 'src/page.js': "import Preview from './Preview.mdx';\nexport default Preview;\n", 'src/Preview.mdx': '# Preview\n\nA card, **as a page shows it**.\n' };

  it('compiles a Markdown module no document stage compiled once for passes that run side by side, with the compile it is given', async () => {
    const dir = folderWith('docs-content-plugin-', files);
    const compiled = new Map<string, CompiledDocument>();
    const asked: string[] = [];
    const compile = async (doc: SourceDocument) => {
      asked.push(path.relative(dir, doc.source));
      // Slow enough that the second pass asks while the first one's compile runs.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return compileDocument(doc, options);
    };
    const results = await Promise.all(bothPasses(dir, compiled, compile));
    expect(asked).toEqual([path.join('src', 'Preview.mdx')]);
    for (const result of results) expect(result.outputFiles[0]!.text).toContain('as a page shows it');
    expect(compiled.get(path.join(dir, 'src/Preview.mdx'))?.diagnostics).toEqual([]);
    // A later pass takes it from the map.
    await Promise.all(bothPasses(dir, compiled, compile));
    expect(asked).toHaveLength(1);
  });

  it('compiles in this process without one, and reports a failed compile at its file to every pass that asked', async () => {
    const dir = folderWith('docs-content-plugin-', { ...files, 'src/Broken.mdx': 'Text\n\n<Card title="x">\n', 'src/page.js': "import Preview from './Preview.mdx';\nimport Broken from './Broken.mdx';\nexport default [Preview, Broken];\n" });
    const compiled = new Map<string, CompiledDocument>();
    const passes = await Promise.allSettled(bothPasses(dir, compiled));
    for (const pass of passes) {
      expect(pass.status).toBe('rejected');
      const [error] = ((pass as PromiseRejectedResult).reason as esbuild.BuildFailure).errors;
      expect(path.resolve(error!.location!.file)).toBe(path.join(dir, 'src/Broken.mdx'));
      expect(error!.location?.line).toBeGreaterThanOrEqual(3);
    }
    expect(codeOf(compiled.get(path.join(dir, 'src/Preview.mdx'))!)).toContain('as a page shows it');
  });
});
