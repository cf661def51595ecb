// The scale part's per-stage figures: each stage's line of DOCS_DEBUG=perf, and the peak of the
// memory samples taken between it and the stage before.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/site.ts';

type Stage = { stage: string; wallMs: number; cpuMs: number; heapMb: number; peakRssMb: number | null };
const load = async () => (await import(path.join(ROOT, 'scripts', 'bench', 'stageProfile.mjs'))) as { stageProfile(lines: { ms: number; text: string }[], samples: { ms: number; treeKb: number }[]): Stage[] };

describe('stageProfile', () => {
  it('gives each stage its times and heap, and the peak memory of the tree while it ran', async () => {
    const lines = [
      { ms: 100, text: '[perf] config: 20 ms, cpu 18 ms, heap 14 MB' },
      { ms: 110, text: '[docs] config done in 20 ms' },
      { ms: 900, text: '[perf] compile: 790 ms, cpu 1500 ms, heap 300 MB' },
      { ms: 950, text: '[perf] import check: 12 ms' },
      { ms: 1000, text: '[perf] render: 95 ms, cpu 180 ms, heap 120 MB' },
    ];
    const samples = [
      { ms: 50, treeKb: 100 * 1024 },
      { ms: 400, treeKb: 900 * 1024 },
      { ms: 800, treeKb: 600 * 1024 },
      { ms: 980, treeKb: 500 * 1024 },
    ];
    expect((await load()).stageProfile(lines, samples)).toEqual([
      { stage: 'config', wallMs: 20, cpuMs: 18, heapMb: 14, peakRssMb: 100 },
      { stage: 'compile', wallMs: 790, cpuMs: 1500, heapMb: 300, peakRssMb: 900 },
      { stage: 'render', wallMs: 95, cpuMs: 180, heapMb: 120, peakRssMb: 500 },
    ]);
  });

  it('has no peak for a stage no sample fell in', async () => {
    const [only] = (await load()).stageProfile([{ ms: 5, text: '[perf] config: 4 ms, cpu 4 ms, heap 10 MB' }], [{ ms: 20, treeKb: 1024 }]);
    expect(only!.peakRssMb).toBeNull();
  });
});
