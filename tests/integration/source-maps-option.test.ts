import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { walkFiles } from '../../packages/core/src/util/walkFiles.ts';
import { buildSite, buildWithConfigValue, copyFixture, setConfigKey } from '../helpers/site.ts';

let siteDir: string;

/** The output's JavaScript files, the maps beside them, and the JS naming a map that is not there. */
async function output(): Promise<{ js: string[]; maps: string[]; dangling: string[] }> {
  const outDir = path.join(siteDir, 'build');
  const files = [...(await walkFiles(outDir)).keys()];
  const js = files.filter((f) => f.endsWith('.js'));
  const dangling = js.filter((f) => {
    const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(path.join(outDir, f), 'utf8'))?.[1];
    return named !== undefined && !files.includes(named.replace(/^\//, ''));
  });
  return { js, maps: files.filter((f) => f.endsWith('.js.map')), dangling };
}

async function build(extra: string[] = []) {
  const site = await buildSite(siteDir, extra);
  expect(site.report.ok, site.result.stderr).toBe(true);
}


beforeAll(() => {
  siteDir = copyFixture('minimal');
  // Script its author wrote: the page's standalone chunk is minified, and has a map of its own when maps are written.
  writeFileSync(path.join(siteDir, 'docs', 'scripted.mdx'), '---\ntitle: Scripted\n---\n\nexport const answer = 6 * 7;\n\nThe answer is {answer}.\n');
});

// One site built again and again, as its settings change: each build replaces the last output.
describe.sequential('source maps: the sourceMaps key and docs build --source-maps', () => {
  it('writes none by default, and no JavaScript names one', async () => {
    await build();
    const { js, maps } = await output();
    expect(js.length).toBeGreaterThan(3);
    expect(maps).toEqual([]);
    const outDir = path.join(siteDir, 'build');
    expect(js.filter((f) => readFileSync(path.join(outDir, f), 'utf8').includes('sourceMappingURL'))).toEqual([]);
  });

  it('writes them with --source-maps, each named by its file, the standalone chunk of a scripted page included', async () => {
    await build(['--source-maps']);
    const { maps, dangling } = await output();
    expect(maps.length).toBeGreaterThan(3);
    expect(maps.some((f) => /routes\/.*scripted.*\.js\.map$/.test(f)), maps.join('\n')).toBe(true);
    expect(dangling).toEqual([]);
  });

  it("follows the config's sourceMaps, and --no-source-maps overrides it", async () => {
    setConfigKey(siteDir, 'sourceMaps', 'true');
    await build();
    expect((await output()).maps.length).toBeGreaterThan(3);
    await build(['--no-source-maps']);
    // The bundle the last build cached had maps: this one is not restored from it.
    expect((await output()).maps).toEqual([]);
  });

  it('reports a sourceMaps value the config may not hold, at its line', async () => {
    const { code, problem } = await buildWithConfigValue(siteDir, 'sourceMaps', "'yes'");
    expect(code).toBe(1);
    expect(problem?.file).toContain('docs.config.ts');
    expect(problem?.line).toBeGreaterThan(1);
  });
});
