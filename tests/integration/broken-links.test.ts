import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startDev, stopDev } from '../helpers/dev.ts';
import { copyFixture, runCli, shownPath, type CliResult, snapshot, temporaryFolder } from '../helpers/site.ts';

type Diagnostic = { severity: string; code: string; file?: string; line?: number; column?: number; message: string; hint?: string };
interface Report {
  ok: boolean;
  routes: number;
  warnings: number;
  errors: number;
  diagnostics: Diagnostic[];
}

let siteDir: string;
let outDir: string;
let first: CliResult;
let report: Report;
let before: Map<string, string>;
let strict: CliResult;
let strictReport: Report;
let strictHuman: CliResult;


const src = (rel: string) => path.join(siteDir, rel);
const find = (d: Diagnostic[], needle: string) => d.filter((x) => x.message.includes(needle));
/** 1-based line and column where `needle` starts in a fixture file, so expectations follow the fixture. */
const positionIn = (rel: string, needle: string) => {
  const text = readFileSync(path.join(siteDir, rel), 'utf8');
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`${needle} is not in ${rel}`);
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
};
/** Every broken link of the fixture: the four of docs/, then the post's, the config's, the page's and the suggestion cases. */
const WARNINGS = 14;

beforeAll(async () => {
  siteDir = copyFixture('broken-links');
  outDir = path.join(temporaryFolder('docs-broken-links-out-'), 'site');
  first = await runCli(['build', siteDir, '--out-dir', outDir, '--json']);
  report = JSON.parse(first.stdout);
  before = snapshot(outDir);
  // Change a page, then rebuild with --strict into the same folder: the warnings must fail the
  // build and leave the previous output exactly as it was.
  writeFileSync(src('docs/target.md'), readFileSync(src('docs/target.md'), 'utf8').replace('Target version one.', 'Target version two.'));
  strict = await runCli(['build', siteDir, '--out-dir', outDir, '--strict', '--json']);
  strictReport = JSON.parse(strict.stdout);
  strictHuman = await runCli(['build', siteDir, '--out-dir', outDir, '--strict']);
});

describe('broken-links: without --strict', () => {
  it('succeeds with exit code 0 and writes the output', () => {
    expect(first.code, first.stderr).toBe(0);
    expect(report.ok).toBe(true);
    expect(existsSync(path.join(outDir, 'docs', 'links', 'index.html'))).toBe(true);
  });

  it('reports exactly the broken links as warnings, each with a file, and no error', () => {
    expect(report.errors).toBe(0);
    expect(report.warnings).toBe(WARNINGS);
    expect(report.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
    expect(report.diagnostics.every((d) => d.code === 'broken-link' || d.code === 'broken-markdown-link')).toBe(true);
    expect(report.diagnostics).toHaveLength(WARNINGS);
    expect(report.diagnostics.filter((d) => !d.file || !d.line || !d.column)).toEqual([]);
  });

  it('reports a relative .md link to a missing file at its position, naming it', () => {
    const [d, ...rest] = find(report.diagnostics, './missing.md');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'warning', file: src('docs/links.md'), line: 8, column: 3 });
    expect(['broken-link', 'broken-markdown-link']).toContain(d!.code);
  });

  it('reports an absolute link to a missing page at its position, with the closest route as hint', () => {
    const [d, ...rest] = find(report.diagnostics, '/docs/nope');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'warning', code: 'broken-link', file: src('docs/links.md'), line: 10, column: 13 });
    expect(d!.hint).toContain('/docs/hope');
  });

  it('reports a missing anchor on an existing page, naming the anchor', () => {
    const [d, ...rest] = find(report.diagnostics, 'does-not-exist');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'warning', code: 'broken-link', file: src('docs/links.md'), line: 12, column: 5 });
    expect(d!.message).toContain('#does-not-exist');
    expect(d!.message).toContain('/docs/target');
  });

  it('reports a broken link in an .mdx file at its true position (front matter counted)', () => {
    const [d, ...rest] = find(report.diagnostics, '/docs/gone');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'warning', code: 'broken-link', file: src('docs/jsx-anchor.mdx'), line: 7, column: 22 });
    // No route is close to /docs/gone (/docs/hope is two edits in four letters): no guess.
    expect(d!.hint).not.toMatch(/Did you mean/);
  });

  it("reports a post's broken link once, at the post's line, though the list, tag and post pages all show it", () => {
    const [d, ...rest] = find(report.diagnostics, '/docs/removed-in-post');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'warning', code: 'broken-link', file: src('blog/2024-01-02-post.md'), ...positionIn('blog/2024-01-02-post.md', '[broken link]') });
    expect(d!.message).toContain('3 pages');
    for (const page of ['blog/index.html', 'blog/tags/news/index.html', 'blog/2024/01/02/post/index.html']) {
      expect(readFileSync(path.join(outDir, page), 'utf8'), page).toContain('href="/docs/removed-in-post"');
    }
  });

  it('reports navbar and footer links once, at their line in docs.config.ts', () => {
    const [navbar, ...moreNavbar] = find(report.diagnostics, '/docs/missing-page');
    expect(moreNavbar).toEqual([]);
    expect(navbar).toMatchObject({ code: 'broken-link', file: src('docs.config.ts'), ...positionIn('docs.config.ts', "/docs/missing-page'") });
    expect(navbar!.message).toContain('in the navbar (item "Missing")');
    const [footer, ...moreFooter] = find(report.diagnostics, '/old-page');
    expect(moreFooter).toEqual([]);
    expect(footer).toMatchObject({ code: 'broken-link', file: src('docs.config.ts'), ...positionIn('docs.config.ts', "/old-page'") });
    expect(footer!.message).toContain('in the footer (item "Old")');
  });

  it('reports a link written in a .tsx page at its line in the page', () => {
    const [d, ...rest] = find(report.diagnostics, '/docs/old-guide');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ code: 'broken-link', file: src('src/pages/about.tsx'), ...positionIn('src/pages/about.tsx', '/docs/old-guide') });
  });

  it('suggests a route or a heading only when it is close', () => {
    const at = (url: string) => find(report.diagnostics, `"${url}"`);
    const close: Record<string, string> = {
      '/docs/Target': '/docs/target',
      '/docs/getting-startd': '/docs/getting-started',
      '/blog/2024/01/02/psot': '/blog/2024/01/02/post',
      '/docs/target#real-sectoin': '/docs/target#real-section',
    };
    for (const [url, meant] of Object.entries(close)) {
      const [d, ...rest] = at(url);
      expect(rest, url).toEqual([]);
      expect(d, url).toMatchObject({ file: src('docs/suggestions.md'), line: positionIn('docs/suggestions.md', `(${url})`).line });
      expect(d!.hint, url).toBe(`Did you mean ${meant}?`);
    }
    for (const url of ['/docs/nowhere', '/docs/target#nothing-like-this']) {
      const [d, ...rest] = at(url);
      expect(rest, url).toEqual([]);
      expect(d, url).toMatchObject({ file: src('docs/suggestions.md'), line: positionIn('docs/suggestions.md', `(${url})`).line });
      expect(d!.hint, url).not.toMatch(/Did you mean/);
      expect(d!.hint, url).toBeTruthy();
    }
  });

  it('accepts anchors from {#custom} and from a JSX id, a static file, own headings and other pages', () => {
    for (const valid of ['#custom', 'from-jsx', 'guide.pdf', 'own-section', 'real-section', 'hope"']) {
      expect(find(report.diagnostics, valid), valid).toEqual([]);
    }
    const html = readFileSync(path.join(outDir, 'docs', 'links', 'index.html'), 'utf8');
    expect(html).toContain('href="/docs/target#custom"');
    expect(html).toContain('href="/docs/jsx-anchor#from-jsx"');
    expect(html).toContain('href="/files/guide.pdf"');
    expect(existsSync(path.join(outDir, 'files', 'guide.pdf'))).toBe(true);
    expect(readFileSync(path.join(outDir, 'docs', 'jsx-anchor', 'index.html'), 'utf8')).toContain('id="from-jsx"');
    expect(readFileSync(path.join(outDir, 'docs', 'target', 'index.html'), 'utf8')).toContain('id="custom"');
  });

  it('prints each warning as file:line:col with its hint in the human output', () => {
    // With --json the human text goes to stderr.
    expect(first.stderr).toContain(`${shownPath(src('docs/links.md'))}:10:13: warning: Broken link "/docs/nope"`);
    expect(first.stderr).toContain('hint: Did you mean /docs/hope?');
    expect(first.stderr).toMatch(new RegExp(`Built 14 routes into .* with ${WARNINGS} warnings\\.`));
  });
});

describe('broken-links: with --strict', () => {
  it('fails with exit code 1 and reports the same warnings', () => {
    expect(strict.code).toBe(1);
    expect(strictReport.ok).toBe(false);
    expect(strictReport.warnings).toBe(WARNINGS);
    expect(strictReport.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual(report.diagnostics.map((d) => [d.code, d.file, d.line, d.column]));
    expect(strictHuman.code).toBe(1);
    expect(strictHuman.stderr).toContain(`Build failed: ${WARNINGS} warnings under --strict`);
  });

  it('leaves the previous output untouched', () => {
    const after = snapshot(outDir);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [file, content] of before) expect(after.get(file), file).toBe(content);
    const target = readFileSync(path.join(outDir, 'docs', 'target', 'index.html'), 'utf8');
    expect(target).toContain('Target version one.');
    expect(target).not.toContain('Target version two.');
  });

  it('leaves no staging folder behind', () => {
    expect(readdirSync(path.dirname(outDir))).toEqual(['site']);
  });

  it('writes the new output once the links are fixed', async () => {
    const fix = (rel: string, from: string, to: string) => writeFileSync(src(rel), readFileSync(src(rel), 'utf8').replace(from, to));
    fix('docs/links.md', '[missing file](./missing.md)', '[hope file](./hope.md)');
    fix('docs/links.md', '(/docs/nope)', '(/docs/hope)');
    fix('docs/links.md', '#does-not-exist', '#real-section');
    fix('docs/jsx-anchor.mdx', '(/docs/gone)', '(/docs/target)');
    fix('blog/2024-01-02-post.md', '(/docs/removed-in-post)', '(/docs/target)');
    fix('docs.config.ts', "'/docs/missing-page'", "'/docs/target'");
    fix('docs.config.ts', "'/old-page'", "'/docs/hope'");
    fix('src/pages/about.tsx', '"/docs/old-guide"', '"/docs/links"');
    writeFileSync(src('docs/suggestions.md'), '---\ntitle: Suggestions\n---\n\nNo links left.\n');
    const fixed = await runCli(['build', siteDir, '--out-dir', outDir, '--strict', '--json']);
    expect(JSON.parse(fixed.stdout).diagnostics).toEqual([]);
    expect(fixed.code).toBe(0);
    expect(readFileSync(path.join(outDir, 'docs', 'target', 'index.html'), 'utf8')).toContain('Target version two.');
  });
});

describe('broken-links: docs dev', () => {
  it('reports links the way the build does: a post link at its line, a navbar link in the config', async () => {
    const devSite = copyFixture('broken-links');
    const dev = await startDev(devSite);
    try {
      const at = (rel: string, needle: string) => {
        const text = readFileSync(path.join(devSite, rel), 'utf8');
        const before = text.slice(0, text.indexOf(needle));
        // `docs dev` names files relative to the site.
        return `${rel}:${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`;
      };
      const expected = [
        `${at('blog/2024-01-02-post.md', '[broken link]')}: warning: Broken link "/docs/removed-in-post"`,
        `${at('docs.config.ts', "/docs/missing-page'")}: warning: Broken link "/docs/missing-page" in the navbar`,
        `${at('src/pages/about.tsx', '/docs/old-guide')}: warning: Broken link "/docs/old-guide"`,
      ];
      await expect.poll(() => expected.filter((line) => !dev.stderr().includes(line)), { timeout: 30_000 }).toEqual([]);
      expect(dev.stderr().match(/Broken link "\/docs\/removed-in-post"/g)).toHaveLength(1);
    } finally {
      await stopDev(dev);
    }
  });
});
