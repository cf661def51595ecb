import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { rawLoaderPlugin } from './rawLoaderPlugin.ts';
import { aliasPlugin } from './plugins.ts';
import { folderWith } from '../../../../tests/helpers/files.ts';

async function run(siteDir: string, entry: string): Promise<unknown> {
  const result = await esbuild.build({
    entryPoints: [path.join(siteDir, entry)],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    logLevel: 'silent',
    plugins: [rawLoaderPlugin(), aliasPlugin({ siteDir })],
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', result.outputFiles[0]!.text)(module, module.exports);
  return module.exports.default;
}

describe('rawLoaderPlugin', () => {
  it("gives a file's text, not its module, for both prefixes, through @site/ and without an extension", async () => {
    const dir = folderWith('docs-raw-', {
      'src/examples/Counter.tsx': 'export const Counter = () => <b>{1 + 1}</b>;\n',
      'docs/data/settings.yaml': 'retries: 3\n',
      'docs/_part.mdx': '# Not compiled\n',
      'docs/entry.js': [
        "import counter from '!!raw-loader!@site/src/examples/Counter';",
        "import settings from 'raw-loader!./data/settings.yaml';",
        "import part from '!!raw-loader!./_part.mdx';",
        'export default [counter, settings, part];',
      ].join('\n'),
    });
    expect(await run(dir, 'docs/entry.js')).toEqual(['export const Counter = () => <b>{1 + 1}</b>;\n', 'retries: 3\n', '# Not compiled\n']);
  });

  it('fails on a missing file as an import of it would', async () => {
    const dir = folderWith('docs-raw-', { 'docs/entry.js': "import gone from '!!raw-loader!./gone.js'; export default gone;" });
    await expect(run(dir, 'docs/entry.js')).rejects.toThrow(/Could not resolve "\.\/gone\.js"/);
  });
});
