// Per stage of one build: its wall time, its CPU time and heap (what the build prints with
// DOCS_DEBUG=perf), and the peak resident memory of the whole process tree while it ran (from the
// samples runMeasured takes). A stage's window runs from the previous stage's line to its own:
// the first one also holds Node's start.

const PERF_LINE = /^\[perf\] ([\w-]+): (\d+) ms, cpu (\d+) ms, heap (\d+) MB/;

/**
 * @param {{ ms: number, text: string }[]} stderrLines the build's stderr, each line with when it arrived
 * @param {{ ms: number, treeKb: number }[]} samples the tree's resident memory over time
 * @returns {{ stage: string, wallMs: number, cpuMs: number, heapMb: number, peakRssMb: number | null }[]}
 *   in the order the stages ran; cpuMs counts the build process's threads (workers included), not
 *   esbuild's process.
 */
export function stageProfile(stderrLines, samples) {
  const stages = [];
  let from = 0;
  for (const { ms, text } of stderrLines) {
    const m = PERF_LINE.exec(text);
    if (!m) continue;
    const inWindow = samples.filter((s) => s.ms >= from && s.ms <= ms);
    const peakKb = inWindow.length ? Math.max(...inWindow.map((s) => s.treeKb)) : null;
    stages.push({ stage: m[1], wallMs: Number(m[2]), cpuMs: Number(m[3]), heapMb: Number(m[4]), peakRssMb: peakKb === null ? null : Math.round(peakKb / 1024) });
    from = ms;
  }
  return stages;
}
