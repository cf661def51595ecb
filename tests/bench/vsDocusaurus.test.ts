// The bench's side-by-side with Docusaurus (issue 14): the corpus both tools build, the
// Docusaurus site files beside it, the install cache's reuse, and the PASS/MISS arithmetic.
// The scripts are plain .mjs: imported through a path TypeScript does not resolve, with the
// shapes this test relies on written out.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { ROOT, temporaryFolder } from '../helpers/site.ts';

interface PlannedDoc { file: string; route: string }
interface Corpus { docs: PlannedDoc[]; files: number }
type Target = { name: string; pass: boolean | null; value: string };

const load = async <T>(rel: string): Promise<T> => (await import(path.join(ROOT, 'scripts', 'bench', rel))) as T;
const corpusModule = () => load<{ writeCorpus(dir: string, o: { pages: number }): Corpus }>('corpus.mjs');
const siteFilesModule = () => load<{ writeDocusaurusFiles(dir: string, o: { startRoute: string }): string[] }>('docusaurus/siteFiles.mjs');
const installModule = () => load<{ ensureDocusaurus(dir: string): { ok: boolean; reused?: boolean }; installStamp(): string; docusaurusBin(dir: string): string }>('docusaurus/install.mjs');
const reportModule = () => load<{ vsTargets(sizes: unknown[]): Target[]; median(v: number[]): number | null }>('vsReport.mjs');

describe('bench corpus in Docusaurus format', () => {
  it('is the same bytes when written twice', async () => {
    const { writeCorpus } = await corpusModule();
    const [a, b] = [temporaryFolder('corpus-a'), temporaryFolder('corpus-b')];
    const ca = writeCorpus(a, { pages: 30 });
    writeCorpus(b, { pages: 30 });
    for (const doc of ca.docs) expect(readFileSync(path.join(b, 'docs', doc.file), 'utf8')).toBe(readFileSync(path.join(a, 'docs', doc.file), 'utf8'));
  });

  it('compiles as MDX (Docusaurus 3 reads .md as MDX) and points only at images that exist in static/', async () => {
    const { writeCorpus } = await corpusModule();
    const dir = temporaryFolder('corpus-mdx');
    const corpus = writeCorpus(dir, { pages: 30 });
    let images = 0;
    for (const doc of corpus.docs) {
      const text = readFileSync(path.join(dir, 'docs', doc.file), 'utf8');
      const body = text.slice(text.indexOf('\n---\n', 4) + 5);
      await expect(compile(body, { format: 'mdx', remarkPlugins: [remarkGfm] }), doc.file).resolves.toBeDefined();
      for (const [, url] of text.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)) {
        images++;
        expect(existsSync(path.join(dir, 'static', url)), url).toBe(true);
      }
    }
    expect(images).toBe(corpus.docs.length);
  });

  it('builds the release posts as the blog at /blog in our config, each dated, with known authors and a truncate marker', async () => {
    const { writeCorpus } = await corpusModule();
    const dir = temporaryFolder('corpus-blog');
    writeCorpus(dir, { pages: 10 });
    expect(readFileSync(path.join(dir, 'docs.config.ts'), 'utf8')).toContain("blog: { path: 'releases', routeBasePath: '/blog' }");
    const authors = new Set([...readFileSync(path.join(dir, 'releases', 'authors.yml'), 'utf8').matchAll(/^(\w+):$/gm)].map((m) => m[1]));
    const posts = readdirSync(path.join(dir, 'releases')).filter((f) => f.endsWith('.md'));
    expect(posts).toHaveLength(40);
    for (const post of posts) {
      expect(post).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z-]+\.md$/);
      const text = readFileSync(path.join(dir, 'releases', post), 'utf8');
      expect(text).toContain('\n<!-- truncate -->\n');
      const [, key] = /^authors: \["(\w+)"\]$/m.exec(text) ?? [];
      expect(authors.has(key), `${post}: author ${key}`).toBe(true);
    }
  });
});

describe('Docusaurus site files', () => {
  it('write two configs over the same content: the default bundler, and future.faster with the v4 flag its SSG threads need', async () => {
    const { writeDocusaurusFiles } = await siteFilesModule();
    const dir = temporaryFolder('docusaurus-files');
    writeDocusaurusFiles(dir, { startRoute: '/docs/a/b' });
    const require = createRequire(path.join(dir, 'package.json'));
    const plain = require('./docusaurus.config.js');
    const faster = require('./docusaurus.faster.config.js');
    expect(plain.future).toBeUndefined();
    expect(faster.future).toEqual({ faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } });
    for (const config of [plain, faster]) {
      expect(config.onBrokenLinks).toBe('warn');
      const [name, preset] = config.presets[0];
      expect(name).toBe('classic');
      expect(preset.docs).toMatchObject({ path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.js' });
      expect(preset.blog).toMatchObject({ path: 'releases', routeBasePath: 'blog' });
      expect(config.themeConfig.navbar.items[0].to).toBe('/docs/a/b');
      // No search plugin: neither Algolia's config nor a local search theme.
      expect(config.themeConfig.algolia).toBeUndefined();
      expect(config.themes).toBeUndefined();
    }
    expect(require('./sidebars.js')).toEqual({ docs: [{ type: 'autogenerated', dirName: '.' }] });
    expect(existsSync(path.join(dir, 'src', 'css', 'custom.css'))).toBe(true);
  });

  it('reuses an install whose stamp names the pinned versions, without running npm', async () => {
    const { ensureDocusaurus, installStamp, docusaurusBin } = await installModule();
    const dir = temporaryFolder('docusaurus-install');
    mkdirSync(path.dirname(docusaurusBin(dir)), { recursive: true });
    writeFileSync(docusaurusBin(dir), '');
    writeFileSync(path.join(dir, 'installed.json'), installStamp());
    expect(ensureDocusaurus(dir)).toEqual({ ok: true, reused: true });
    expect(existsSync(path.join(dir, 'package.json'))).toBe(false);
    expect(JSON.parse(installStamp()).packages).toMatchObject({ '@docusaurus/core': '3.10.2', '@docusaurus/preset-classic': '3.10.2', '@docusaurus/faster': '3.10.2' });
  });
});

describe('vs-Docusaurus targets', () => {
  const build = (wallMs: number, rss: number, compile?: number) => ({ ok: true, wallMs, treePeakRssMb: rss, pages: 10, warnings: 0, timings: compile === undefined ? undefined : { compile } });
  const parsers = (mdx: number, ours: number | undefined) => ({ docs: 10, warmUp: 10, remarkGfm: { totalMs: mdx / 2, perDocMs: 1 }, mdxCompile: { totalMs: mdx, perDocMs: 1 }, compileDocument: ours === undefined ? { error: 'could not load' } : { totalMs: ours, perDocMs: 1 } });

  it('passes on the medians exactly at the limits and misses just past them', async () => {
    const { vsTargets } = await reportModule();
    const size = {
      pages: 250,
      runs: 3,
      // Medians: ours 10 s and 400 MB with a 6 s compile stage; webpack 150 s; Faster 49 s and 1,200 MB.
      builds: { docs: [build(9_000, 390, 5_000), build(10_000, 400, 6_000), build(30_000, 900, 9_000)], webpack: [build(150_000, 1_500), build(140_000, 1_500), build(160_000, 1_500)], faster: [build(49_000, 1_200), build(49_000, 1_200), build(49_000, 1_200)] },
      parsers: parsers(10_000, 12_000),
    };
    const byName = (targets: Target[]) => Object.fromEntries(targets.map((t) => [t.name.replace(/ \(.*$/, ''), t.pass]));
    expect(byName(vsTargets([size]))).toEqual({
      'cold build ≥ 15× faster than Docusaurus 3.10': true,
      'cold build ≥ 5× faster than Docusaurus 3.10 Faster': false,
      "peak RSS ≤ 1/3 of Docusaurus Faster's": true,
      'cold build ≥ 3× faster than Docusaurus 3.10 Faster, issue 25': true,
      "peak RSS under 1/2 of Docusaurus Faster's, issue 25": true,
      'compileDocument ≤ 1.2× plain MDX compile, one thread': true,
      'compile stage ≤ 0.6× plain MDX on one thread': true,
    });
  });

  it('passes issue 25 at 3× Faster exactly and misses just under it, and needs under half of its memory', async () => {
    const { vsTargets } = await reportModule();
    const at = (fasterMs: number, oursRss: number) => {
      const size = { pages: 2000, runs: 1, builds: { docs: [build(10_000, oursRss, 5_000)], faster: [build(fasterMs, 1_000)] }, parsers: parsers(10_000, 12_000) };
      const targets = vsTargets([size]).filter((t: Target) => t.name.includes('issue 25'));
      return targets.map((t: Target) => t.pass);
    };
    expect(at(30_000, 499)).toEqual([true, true]);
    expect(at(29_999, 500)).toEqual([false, false]);
  });

  it('reports a target n/a when Docusaurus failed or our compileDocument could not be loaded, and applies the 2,000-doc targets there', async () => {
    const { vsTargets } = await reportModule();
    const size = { pages: 2000, runs: 1, builds: { docs: [build(40_000, 900, 20_000)], webpack: [{ ok: false, wallMs: 1_000 }], faster: [{ ok: false, wallMs: 1_000 }] }, parsers: parsers(20_000, undefined) };
    const targets = vsTargets([size]);
    expect(targets.map((t) => [t.name, t.pass])).toEqual([
      ['cold build ≥ 6× faster than Docusaurus 3.10 Faster (2,000 docs)', null],
      ["peak RSS ≤ 1/3 of Docusaurus Faster's (2,000 docs)", null],
      ['cold build ≥ 3× faster than Docusaurus 3.10 Faster, issue 25 (2,000 docs)', null],
      ["peak RSS under 1/2 of Docusaurus Faster's, issue 25 (2,000 docs)", null],
      ['compileDocument ≤ 1.2× plain MDX compile, one thread (2,000 docs)', null],
      ['compile stage ≤ 0.6× plain MDX on one thread (2,000 docs)', false],
    ]);
    expect(targets[4].value).toBe('could not load');
  });
});
