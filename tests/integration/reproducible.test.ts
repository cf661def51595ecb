import { mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, type BuiltSite, temporaryFolder } from '../helpers/site.ts';

const FIXTURE = 'reproducible';

let first: BuiltSite;
let second: BuiltSite;

/** Every file of an output folder, by its path inside it. */
function outputFiles(dir: string): Map<string, Buffer> {
  const names = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(path.join(dir, f)).isFile());
  return new Map(names.sort().map((f) => [f.split(path.sep).join('/'), readFileSync(path.join(dir, f))]));
}

beforeAll(async () => {
  // Two copies at different depths, so even the paths from each site to the tool differ; each
  // builds with its own cold caches.
  const nested = path.join(temporaryFolder('docs-reproducible-nested-'), 'some', 'deeper', 'site');
  mkdirSync(path.dirname(nested), { recursive: true });
  renameSync(copyFixture(FIXTURE), nested);
  // With compressed copies and source maps (both off by default), so that they are compared too.
  first = await buildSite(copyFixture(FIXTURE), ['--compress', '--source-maps']);
  second = await buildSite(nested, ['--compress', '--source-maps']);
  for (const site of [first, second]) expect(site.report.ok, site.result.stderr).toBe(true);
});

describe('reproducible builds', () => {
  it('gives byte-identical output for the same site in two folders', () => {
    const a = outputFiles(first.outDir);
    const b = outputFiles(second.outDir);
    const differing = [...new Set([...a.keys(), ...b.keys()])].filter((f) => !a.get(f) || !b.get(f) || !a.get(f)!.equals(b.get(f)!));
    expect(differing, `${differing.length} files differ between the two outputs:\n${differing.join('\n')}`).toEqual([]);
    // The fixture runs the whole pipeline: images, media from components, feeds, search, compressed copies.
    for (const f of ['assets/images/', 'assets/js/media/', 'blog/rss.xml', 'search/', 'sitemap.xml', '.js.map', '.html.gz', '.html.br']) {
      expect([...a.keys()].some((name) => name.includes(f)), f).toBe(true);
    }
  });

  it('embeds neither site folder in any output file', () => {
    const folders = [first.siteDir, second.siteDir].flatMap((dir) => [dir, realpathSync(dir)]);
    const leaks = [first, second].flatMap((site) =>
      [...outputFiles(site.outDir)].flatMap(([name, bytes]) => {
        const text = bytes.toString('latin1');
        return folders.filter((dir) => text.includes(dir)).map((dir) => `${name} contains ${dir}`);
      }),
    );
    expect(leaks, leaks.join('\n')).toEqual([]);
  });
});
