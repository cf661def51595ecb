import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { assetRequirePlugin } from './assetRequirePlugin.ts';
import { temporaryFolder } from '../../../../tests/helpers/temporaryFolder.ts';

async function run(entry: string, files: Record<string, string>): Promise<unknown> {
  const dir = temporaryFolder('docs-asset-require-');
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, 'entry.js'), entry);
  const result = await esbuild.build({
    entryPoints: [path.join(dir, 'entry.js')],
    bundle: true,
    write: false,
    outdir: path.join(dir, 'out'),
    publicPath: '/assets',
    assetNames: '[name]',
    format: 'cjs',
    platform: 'node',
    logLevel: 'silent',
    loader: { '.png': 'file' },
    plugins: [assetRequirePlugin(['.png'])],
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', result.outputFiles.find((f) => f.path.endsWith('.js'))!.text)(module, module.exports);
  return module.exports.default;
}

describe('assetRequirePlugin', () => {
  it("makes require('./x.png').default the file's URL, as webpack's asset modules do", async () => {
    expect(await run("export default require('./chart.png').default;", { 'chart.png': 'png' })).toBe('/assets/chart.png');
  });

  it('leaves an imported asset as it was: its default is the URL', async () => {
    expect(await run("import chart from './chart.png'; export default chart;", { 'chart.png': 'png' })).toBe('/assets/chart.png');
  });
});
