import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { walkFiles } from '../../packages/core/src/util/walkFiles.ts';
import { buildSite, buildWithConfigValue, copyFixture, runCli, setConfigKey } from '../helpers/site.ts';

let siteDir: string;

/** The compressed copies beside the output's files, by suffix. */
async function siblings(): Promise<{ br: number; gz: number }> {
  const outDir = path.join(siteDir, 'build');
  const files = [...(await walkFiles(outDir)).keys()];
  const beside = (suffix: string) => files.filter((f) => f.endsWith(suffix) && files.includes(f.slice(0, -suffix.length))).length;
  return { br: beside('.br'), gz: beside('.gz') };
}

async function build(extra: string[] = []) {
  const site = await buildSite(siteDir, extra);
  expect(site.report.ok, site.result.stderr).toBe(true);
}


beforeAll(() => {
  siteDir = copyFixture('minimal');
});

// One site built again and again, as its settings change: each build replaces the last output.
describe.sequential('compressed copies: the compress key and docs build --compress', () => {
  it('writes none by default', async () => {
    await build();
    expect(await siblings()).toEqual({ br: 0, gz: 0 });
  });

  it('writes only gzip copies with --compress gzip, and both with a bare --compress', async () => {
    await build(['--compress', 'gzip']);
    const gzipOnly = await siblings();
    expect(gzipOnly.br).toBe(0);
    expect(gzipOnly.gz).toBeGreaterThan(5);
    await build(['--compress']);
    const both = await siblings();
    expect(both.br).toBeGreaterThan(5);
    expect(both.gz).toBe(gzipOnly.gz);
  });

  it("follows the config's compress, without carrying over the last output's other copies", async () => {
    setConfigKey(siteDir, 'compress', "'brotli'");
    await build();
    const brotli = await siblings();
    expect(brotli.br).toBeGreaterThan(5);
    expect(brotli.gz).toBe(0);
  });

  it('writes none with --no-compress, whatever the config says', async () => {
    setConfigKey(siteDir, 'compress', 'true');
    await build(['--no-compress']);
    expect(await siblings()).toEqual({ br: 0, gz: 0 });
  });

  it('refuses an encoding it does not make, saying which it takes', async () => {
    const result = await runCli(['build', siteDir, '--compress', 'zstd']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--compress takes brotli, gzip or both');
  });

  it('reports a compress value the config may not hold, at its line', async () => {
    const { code, problem } = await buildWithConfigValue(siteDir, 'compress', "'zip'");
    expect(code).toBe(1);
    expect(problem?.file).toContain('docs.config.ts');
    expect(problem?.line).toBeGreaterThan(1);
  });
});
