import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapWebpackConfig, mergeSettings } from './bundlerSettings.ts';

class DefinePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
}
class MiniCssExtractPlugin {}

describe('a configureWebpack result as esbuild settings', () => {
  it('applies aliases (an exact-match `$` as the name), module folders and DefinePlugin definitions', () => {
    const site = path.resolve('/site');
    const mapped = mapWebpackConfig(
      { resolve: { alias: { '@x': '/site/src/x', 'exact$': 'other' }, modules: ['node_modules', 'vendor'], extensions: ['.js'] }, plugins: [new DefinePlugin({ FLAG: 'true', 'process.env': { MODE: '"docs"' }, N: 3 })] },
      site,
    );
    expect(mapped.settings).toEqual({ alias: { '@x': '/site/src/x', exact: 'other' }, modules: [path.join(site, 'vendor')], define: { FLAG: 'true', 'process.env.MODE': '"docs"', N: '3' } });
    expect(mapped.unapplied).toEqual([]);
  });

  it('names every part it cannot apply, as the plugin wrote it', () => {
    const mapped = mapWebpackConfig({ module: { rules: [{ test: /\.txt$/ }] }, plugins: [new MiniCssExtractPlugin()], resolve: { fallback: {}, alias: { fn: () => 1 } }, output: {}, mergeStrategy: { 'module.rules': 'prepend' } }, '/site');
    expect(mapped.unapplied).toEqual(['module.rules', 'plugins[0] (MiniCssExtractPlugin)', 'resolve.fallback', 'resolve.alias["fn"] (not a path)', 'output']);
  });

  it('is nothing for a hook that returns nothing', () => {
    expect(mapWebpackConfig(undefined, '/site')).toEqual({ settings: { alias: {}, modules: [], define: {} }, unapplied: [] });
  });

  it('merges several plugins, a later one over an earlier', () => {
    expect(mergeSettings([{ alias: { a: '1' }, modules: ['/m1'], define: { X: '1' } }, { alias: { a: '2' }, modules: ['/m2'], define: {} }])).toEqual({ alias: { a: '2' }, modules: ['/m1', '/m2'], define: { X: '1' } });
  });
});
