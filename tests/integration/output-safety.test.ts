import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, ROOT, runCli, shownPath, snapshot, temporaryFolder } from '../helpers/site.ts';

/** The minimal site at `<parent>/site`, with a neighbour beside it, in a temporary folder of its own. */
function siteWithNeighbour() {
  const parent = temporaryFolder('docs-output-safety-');
  const siteDir = path.join(parent, 'site');
  cpSync(path.join(ROOT, 'fixtures', 'minimal'), siteDir, { recursive: true });
  writeFileSync(path.join(parent, 'neighbour.txt'), 'not the site');
  return { parent, siteDir };
}

/** Every file under `dir` byte for byte (and modification time) but the tool's cache, which loading the config writes to. */
const sources = (dir: string) => new Map([...snapshot(dir)].filter(([file]) => !file.split(path.sep).includes('.docs')));

interface Report {
  ok: boolean;
  diagnostics: { severity: string; code: string; file?: string; message: string; hint?: string }[];
}

async function buildInto(siteDir: string, outDir: string, extra: string[] = []) {
  const result = await runCli(['build', siteDir, '--out-dir', outDir, '--json', ...extra]);
  return { result, report: JSON.parse(result.stdout) as Report };
}

describe.concurrent('docs build refuses an --out-dir it would destroy, and touches nothing', () => {
  const shapes: [string, (site: { parent: string; siteDir: string }) => string][] = [
    ['the site itself', ({ siteDir }) => siteDir],
    ['the folder holding the site', ({ parent }) => parent],
    ['a symlink to the site', ({ parent, siteDir }) => {
      symlinkSync(siteDir, path.join(parent, 'link'));
      return path.join(parent, 'link');
    }],
    ['the docs folder', ({ siteDir }) => path.join(siteDir, 'docs')],
    ['a folder inside docs', ({ siteDir }) => path.join(siteDir, 'docs', 'out')],
    ['the static folder', ({ siteDir }) => path.join(siteDir, 'static')],
    ["a folder holding a stranger's file", ({ parent }) => {
      mkdirSync(path.join(parent, 'thesis'));
      writeFileSync(path.join(parent, 'thesis', 'chapter-1.tex'), 'three years of work');
      return path.join(parent, 'thesis');
    }],
    ["the default build/ holding the user's own files", ({ siteDir }) => {
      mkdirSync(path.join(siteDir, 'build'));
      writeFileSync(path.join(siteDir, 'build', 'notes.txt'), 'mine');
      return path.join(siteDir, 'build');
    }],
  ];

  it.each(shapes)('%s', async (_name, make) => {
    const site = siteWithNeighbour();
    const outDir = make(site);
    const before = sources(site.parent);
    const { result, report } = await buildInto(site.siteDir, outDir);
    expect(result.code, result.stderr).toBe(1);
    expect(report.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'out-dir-unsafe', file: outDir })]);
    expect(report.diagnostics[0]!.hint).toContain('--out-dir');
    // Nothing removed, nothing changed, nothing added: not even a staging folder.
    expect(sources(site.parent)).toEqual(before);
  });

  it('says so in words, naming the folder', async () => {
    const { siteDir } = siteWithNeighbour();
    const r = await runCli(['build', siteDir, '--out-dir', siteDir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${shownPath(siteDir)}: error: The output folder is the site folder itself`);
    expect(r.stderr).toContain('[out-dir-unsafe]');
    expect(r.stderr).toContain('No output was written, and nothing was removed.');
  });

  it('--empty-out-dir never lets the output replace the site or its sources', async () => {
    const site = siteWithNeighbour();
    const before = sources(site.parent);
    for (const outDir of [site.siteDir, site.parent, path.join(site.siteDir, 'docs')]) {
      const { result, report } = await buildInto(site.siteDir, outDir, ['--empty-out-dir']);
      expect(result.code, outDir).toBe(1);
      expect(report.diagnostics.map((d) => d.code)).toEqual(['out-dir-unsafe']);
    }
    expect(sources(site.parent)).toEqual(before);
  });
});

describe('docs build into a safe --out-dir', () => {
  let siteDir: string;
  let parent: string;

  beforeAll(() => {
    ({ siteDir, parent } = siteWithNeighbour());
  });

  it('builds into the default build/, and again over its own output', async () => {
    for (let i = 0; i < 2; i++) {
      const built = await buildSite(siteDir);
      expect(built.result.code, built.result.stderr).toBe(0);
      expect(built.exists('index.html')).toBe(true);
    }
  });

  it('builds into an empty folder, then over the output it wrote there', async () => {
    const outDir = path.join(parent, 'empty');
    mkdirSync(outDir);
    for (let i = 0; i < 2; i++) {
      const { result } = await buildInto(siteDir, outDir);
      expect(result.code, result.stderr).toBe(0);
      expect(existsSync(path.join(outDir, 'docs', 'intro', 'index.html'))).toBe(true);
    }
  });

  it("replaces a stranger's folder only with --empty-out-dir", async () => {
    const outDir = path.join(parent, 'stranger');
    mkdirSync(outDir);
    writeFileSync(path.join(outDir, 'old-site.html'), 'from another generator');
    const { result } = await buildInto(siteDir, outDir, ['--empty-out-dir']);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, 'old-site.html'))).toBe(false);
  });
});

describe('docs clear', () => {
  it("leaves a build/ folder it did not write, and says so", async () => {
    const siteDir = copyFixture('minimal');
    mkdirSync(path.join(siteDir, 'build'));
    writeFileSync(path.join(siteDir, 'build', 'notes.txt'), 'mine');
    mkdirSync(path.join(siteDir, '.docs'));
    const r = await runCli(['clear', siteDir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${shownPath(path.join(siteDir, 'build'))} is not an output of docs build`);
    expect(readFileSync(path.join(siteDir, 'build', 'notes.txt'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(siteDir, '.docs'))).toBe(false);
  });

  it('leaves .docs/ alone in a folder that is not a site', async () => {
    const dir = temporaryFolder('docs-clear-');
    mkdirSync(path.join(dir, '.docs'));
    writeFileSync(path.join(dir, '.docs', 'notes.md'), 'mine');
    const r = await runCli(['clear', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('has no docs.config.ts or docusaurus.config.*');
    expect(readFileSync(path.join(dir, '.docs', 'notes.md'), 'utf8')).toBe('mine');
  });
});

describe('a build killed between the two renames of its swap', () => {
  let template: string;
  let deadPid: number;

  beforeAll(async () => {
    template = copyFixture('minimal');
    const built = await buildSite(template);
    expect(built.result.code, built.result.stderr).toBe(0);
    // A pid that surely runs nothing: a child's, once it has exited.
    const done = spawn(process.execPath, ['-e', '']);
    await once(done, 'exit');
    deadPid = done.pid!;
  });

  /** A copy of the built site as such a build leaves it: no output folder, the previous output under its `old` name. */
  const killedSwap = () => {
    const siteDir = temporaryFolder('docs-killed-swap-');
    cpSync(template, siteDir, { recursive: true });
    const old = path.join(siteDir, `.build.old-${deadPid}`);
    renameSync(path.join(siteDir, 'build'), old);
    const workFolders = () => readdirSync(siteDir).filter((name) => name.startsWith('.build.'));
    return { siteDir, old, workFolders };
  };
  const breakADocument = (siteDir: string) => {
    const file = path.join(siteDir, 'docs', 'broken.mdx');
    writeFileSync(file, '# Broken\n\nAn unclosed <div> element.\n');
    return file;
  };

  it('is followed by a failing build that leaves the previous output in place', async () => {
    const { siteDir, old, workFolders } = killedSwap();
    const previous = snapshot(old);
    const broken = breakADocument(siteDir);
    const failed = await buildSite(siteDir);
    expect(failed.result.code).toBe(1);
    expect(failed.report.diagnostics.some((d) => d.severity === 'error' && d.file === broken)).toBe(true);
    expect(snapshot(failed.outDir)).toEqual(previous);
    expect(workFolders()).toEqual([]);
  });

  it('with its complete new output beside: a failing build puts that one in place', async () => {
    const { siteDir, old, workFolders } = killedSwap();
    const ready = path.join(siteDir, `.build.ready-${deadPid}`);
    cpSync(old, ready, { recursive: true });
    writeFileSync(path.join(ready, 'only-in-the-new-output.txt'), 'new');
    breakADocument(siteDir);
    const failed = await buildSite(siteDir);
    expect(failed.result.code).toBe(1);
    expect(failed.exists('only-in-the-new-output.txt')).toBe(true);
    expect(failed.exists('index.html')).toBe(true);
    expect(workFolders()).toEqual([]);
  });

  it('is followed by a successful build that builds on the previous output, and leaves no leftovers', async () => {
    const { siteDir, old, workFolders } = killedSwap();
    const notFound = statSync(path.join(old, '404.html'));
    // An edit of a doc's text (adding a doc would change the docs list every page's app carries).
    appendFileSync(path.join(siteDir, 'docs', '01-intro.md'), '\nEdited after the kill.\n');
    const built = await buildSite(siteDir);
    expect(built.result.code, built.result.stderr).toBe(0);
    expect(built.read('docs/intro/index.html')).toContain('Edited after the kill.');
    // A page the edit did not change is linked from the previous output, which was put back first.
    const reused = statSync(path.join(built.outDir, '404.html'));
    expect([reused.ino, reused.mtimeMs]).toEqual([notFound.ino, notFound.mtimeMs]);
    // The output it replaced is being deleted by a process of its own, under a name no build puts back.
    expect(workFolders().filter((name) => !/^\.build\.removing-\d+$/.test(name))).toEqual([]);
    await expect.poll(workFolders, { timeout: 30_000 }).toEqual([]);
  });
});
