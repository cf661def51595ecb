// The bench's issue 25 parts: `--compare` (which checkout can lend the other its node_modules, the
// ratio it judges) and the `parsers` part's reading of a build's DOCS_DEBUG=perf lines and its
// targets. The scripts are plain .mjs, imported through a path TypeScript does not resolve, with
// the shapes this test relies on written out.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/site.ts';

type Target = { name: string; pass: boolean | null; value: string };
const compare = async () =>
  (await import(path.join(ROOT, 'scripts', 'bench', 'compare.mjs'))) as {
    lockfileIsCovered(otherLockText: string, ownLockText: string): boolean;
    compareTargets(result: unknown): Target[];
  };
const measure = async () => (await import(path.join(ROOT, 'scripts', 'bench', 'measure.mjs'))) as { perfLines(stderr: string): { stageCpuMs: Record<string, number>; compileWorkers?: number } };
const parsersReport = async () => (await import(path.join(ROOT, 'scripts', 'bench', 'parsersReport.mjs'))) as {
  plainMdxTargets(result: unknown): Target[];
  plainMdxTable(result: unknown): string;
  floorsAgainstFaster(result: unknown, vsSizes: unknown, factor: number): Target[];
  stageFloorsSummary(result: unknown): { rows: { stage: string; ours: { wallMs: number }; floor: { wallMs: number } }[]; total: { ours: { wallMs: number }; floor: { wallMs: number } } };
};

const lock = (packages: Record<string, { version?: string; link?: boolean }>) => JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'docs' }, ...packages } });

describe('--compare', () => {
  it('lends this checkout’s node_modules only when the other lockfile installs nothing else', async () => {
    const { lockfileIsCovered } = await compare();
    const own = lock({ 'node_modules/a': { version: '1.0.0' }, 'node_modules/b': { version: '2.0.0' }, 'node_modules/@docs/core': { link: true } });
    expect(lockfileIsCovered(lock({ 'node_modules/a': { version: '1.0.0' } }), own)).toBe(true);
    // Workspace links are each checkout's own.
    expect(lockfileIsCovered(lock({ 'node_modules/a': { version: '1.0.0' }, 'node_modules/@docs/theme': { link: true } }), own)).toBe(true);
    expect(lockfileIsCovered(lock({ 'node_modules/a': { version: '1.1.0' } }), own)).toBe(false);
    expect(lockfileIsCovered(lock({ 'node_modules/c': { version: '1.0.0' } }), own)).toBe(false);
  });

  it('judges the ratio of the median times against 0.8', async () => {
    const { compareTargets } = await compare();
    const build = (wallMs: number, cpuMs: number) => ({ wallMs, cpuMs, loadAvg: 1, treePeakRssMb: 400, compileMs: wallMs / 2, routes: 10 });
    const result = (ours: number[], theirs: number[]) => ({ ref: 'abc', pages: 250, runs: 3, labels: { ours: 'a', theirs: 'b' }, builds: { ours: ours.map((w) => build(w, w)), theirs: theirs.map((w) => build(w, w)) } });
    expect(compareTargets(result([7, 8, 30], [10, 10, 10]))[0]!.pass).toBe(true);
    expect(compareTargets(result([9, 9, 1], [10, 10, 10]))[0]!.pass).toBe(false);
  });
});

describe('the parsers part', () => {
  it('reads each stage’s CPU and the compile pool’s size from DOCS_DEBUG=perf', async () => {
    const { perfLines } = await measure();
    const stderr = '[perf] config: 60 ms, cpu 51 ms, heap 12 MB\n[docs] config done in 61 ms\n[perf] compile pool: 2 workers for 331 documents\n[perf] compile: 8777 ms, cpu 9656 ms, heap 34 MB\n[perf] import check: 4 ms\n';
    expect(perfLines(stderr)).toEqual({ stageCpuMs: { config: 51, compile: 9656 }, compileWorkers: 2 });
    // A build from before the CPU figures: none read, nothing made up.
    expect(perfLines('[perf] compile: 8777 ms, heap 34 MB\n')).toEqual({ stageCpuMs: {}, compileWorkers: undefined });
  });

  it('reads the libraries’ own time inside the bundle and render stages, and how many workers rendered', async () => {
    const { perfLines } = await measure();
    const stderr = [
      '[perf] bundle: 900 ms, cpu 850 ms, heap 40 MB',
      '[perf] esbuild passes: 610 ms',
      '[perf] react render: 612 ms for 331 routes over 2 workers',
      '[perf] render: 640 ms, cpu 1100 ms, heap 36 MB',
    ].join('\n');
    expect(perfLines(stderr)).toMatchObject({ stageCpuMs: { bundle: 850, render: 1100 }, esbuildMs: 610, reactRender: { ms: 612, routes: 331, workers: 2 } });
    expect(perfLines('[perf] bundle: 900 ms, cpu 850 ms, heap 40 MB\n')).toMatchObject({ esbuildMs: undefined, reactRender: undefined });
  });

  it('sets each stage beside its floor, and sums the floors for the whole build', async () => {
    const { stageFloorsSummary } = await parsersReport();
    const timings = { config: 30, content: 200, compile: 2700, routes: 30, bundle: 900, search: 20, render: 640, feeds: 0, links: 25, write: 15 };
    const build = { wallMs: 4800, cpuMs: 7600, timings, stageCpuMs: { content: 300, compile: 4800, bundle: 850, render: 1100 }, compileWorkers: 2, esbuildMs: 600, reactRender: { ms: 700, routes: 331, workers: 2 } };
    const summary = stageFloorsSummary({
      pages: 250,
      builds: { docs: [build] },
      plain: [{ documents: 290, oneThread: { totalMs: 10, cpuMs: 10 }, split: { workers: 2, totalMs: 6, cpuMs: 12 }, sameWork: { oneThread: { totalMs: 2000, cpuMs: 2100 }, split: { workers: 2, totalMs: 2500, cpuMs: 4600 } } }],
      floors: [{ start: { wallMs: 50, cpuMs: 40 }, read: { wallMs: 90, cpuMs: 70, files: 331 } }],
    });
    const byStage = Object.fromEntries(summary.rows.map((r) => [r.stage.split(':')[0], [r.ours.wallMs, r.floor.wallMs]]));
    // Start: the wall no stage accounts for, plus the config stage, against node -e 0.
    expect(byStage.start).toEqual([4800 - 4560 + 30, 50]);
    expect(byStage.content).toEqual([200, 40]);
    expect(byStage.compile).toEqual([2700, 2500]);
    expect(byStage.bundle).toEqual([900, 600]);
    expect(byStage.render).toEqual([640, 350]);
    expect(summary.total.floor.wallMs).toBe(50 + 40 + 2500 + 600 + 350);
    expect(summary.total.ours.wallMs).toBe(4800);
  });

  it('says whether 3× Docusaurus Faster is within reach of our stages’ floors, from the same run’s Faster builds', async () => {
    const { floorsAgainstFaster } = await parsersReport();
    const result = {
      pages: 250,
      builds: { docs: [{ wallMs: 4800, cpuMs: 7600, timings: { config: 30, content: 200, compile: 2700, bundle: 900, render: 640 }, stageCpuMs: {}, esbuildMs: 600, reactRender: { ms: 700, routes: 331, workers: 2 } }] },
      plain: [{ documents: 290, oneThread: { totalMs: 10, cpuMs: 10 }, split: { workers: 2, totalMs: 6, cpuMs: 12 }, sameWork: { oneThread: { totalMs: 2000, cpuMs: 2100 }, split: { workers: 2, totalMs: 2500, cpuMs: 4600 } } }],
      floors: [{ start: { wallMs: 50, cpuMs: 40 }, read: { wallMs: 90, cpuMs: 70, files: 331 } }],
    };
    // Floors: 50 + 40 + 2,500 + 600 + 350 = 3,540 ms.
    const faster = (ms: number[]) => [{ pages: 250, builds: { faster: ms.map((wallMs) => ({ ok: true, wallMs })) } }];
    expect(floorsAgainstFaster(result, faster([10000, 9500, 12000]), 3)[0]).toMatchObject({ pass: false, value: expect.stringContaining('2.82× (10.00 s vs 3.54 s') });
    expect(floorsAgainstFaster(result, faster([11000, 10700, 12000]), 3)[0]!.pass).toBe(true);
    expect(floorsAgainstFaster(result, undefined, 3)).toEqual([]);
  });

  it('judges the compile stage’s CPU against plain MDX on one thread and its wall time against the split', async () => {
    const { plainMdxTargets } = await parsersReport();
    const result = (stage: { wall: number; cpu: number }) => ({
      pages: 250,
      builds: { docs: [{ wallMs: 20, cpuMs: 20, timings: { compile: stage.wall }, stageCpuMs: { compile: stage.cpu }, compileWorkers: 2 }] },
      plain: [{ documents: 290, oneThread: { totalMs: 10, cpuMs: 10 }, split: { workers: 2, totalMs: 6, cpuMs: 12 } }],
    });
    expect(plainMdxTargets(result({ wall: 7, cpu: 15 })).map((t) => t.pass)).toEqual([true, true]);
    expect(plainMdxTargets(result({ wall: 8, cpu: 16 })).map((t) => t.pass)).toEqual([false, false]);
  });

  it('puts the same work done by the bare libraries beside the targets: where it stands against plain MDX, and the stage against it', async () => {
    const { plainMdxTargets, plainMdxTable } = await parsersReport();
    const result = {
      pages: 1000,
      builds: { docs: [{ wallMs: 14_000, cpuMs: 20_000, timings: { compile: 9_000 }, stageCpuMs: { compile: 15_000 }, compileWorkers: 2 }] },
      plain: [{ documents: 1040, oneThread: { totalMs: 6_000, cpuMs: 7_000 }, split: { workers: 2, totalMs: 5_000, cpuMs: 10_000 }, sameWork: { oneThread: { totalMs: 8_000, cpuMs: 8_500 }, split: { workers: 2, totalMs: 7_500, cpuMs: 14_000 } } }],
    };
    const [cpu, wall] = plainMdxTargets(result);
    expect(cpu!.value).toBe('2.14× (15.00 s vs 7.00 s); the same work on bare libraries, 2 workers cold: 2.00×');
    expect(wall!.value).toBe('1.80× (9.00 s vs 5.00 s); the same work on bare libraries, 2 workers cold: 1.50×');
    const stageRow = plainMdxTable(result).split('\n').find((line) => line.includes('our compile stage'))!;
    // Wall and CPU against the same work on the same number of workers.
    expect(stageRow).toMatch(/1\.20×\s*\|?\s*1\.07×/);
  });
});
