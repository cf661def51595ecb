// Issue 25's reading of the `parsers` part: our cold compile stage (the build's own DOCS_DEBUG=perf
// figures: wall, and CPU of all the process's threads) against plain @mdx-js/mdx + GFM over the
// same documents, on one thread and split over as many workers as our compile pool; and against
// the same work as ours done by the bare libraries (bareCompile.mjs), the floor the targets are
// read next to.
import { formatTable } from './report.mjs';
import { median } from './vsReport.mjs';

export const PLAIN_MDX_TARGETS = {
  /** The compile stage's CPU, at most this many times plain MDX + GFM's on one thread. */
  stageCpuOfOneThread: 1.5,
  /** The compile stage's wall time, at most this many times plain MDX + GFM split over the same number of workers. */
  stageWallOfSplit: 1.2,
};

/** Medians over the rounds: our stage, and plain MDX on one thread and on workers. */
export function plainMdxSummary(result) {
  const builds = result.builds.docs;
  const plain = result.plain ?? [];
  const m = (values) => median(values.filter((v) => v !== undefined && v !== null));
  return {
    rounds: plain.length,
    documents: plain[0]?.documents ?? null,
    workers: m(builds.map((b) => b.compileWorkers)),
    stage: { wallMs: m(builds.map((b) => b.timings?.compile)), cpuMs: m(builds.map((b) => b.stageCpuMs?.compile)) },
    build: { wallMs: m(builds.map((b) => b.wallMs)), cpuMs: m(builds.map((b) => b.cpuMs)) },
    oneThread: { wallMs: m(plain.map((p) => p.oneThread.totalMs)), cpuMs: m(plain.map((p) => p.oneThread.cpuMs)) },
    split: { wallMs: m(plain.map((p) => p.split.totalMs)), cpuMs: m(plain.map((p) => p.split.cpuMs)), workers: m(plain.map((p) => p.split.workers)) },
    sameWork: {
      oneThread: { wallMs: m(plain.map((p) => p.sameWork?.oneThread.totalMs)), cpuMs: m(plain.map((p) => p.sameWork?.oneThread.cpuMs)) },
      split: { wallMs: m(plain.map((p) => p.sameWork?.split.totalMs)), cpuMs: m(plain.map((p) => p.sameWork?.split.cpuMs)) },
    },
  };
}

const secs = (ms) => (ms === null || ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const ratio = (a, b) => (a === null || a === undefined || !b ? null : a / b);
const times = (x) => (x === null ? 'n/a' : `${x.toFixed(2)}×`);

export function plainMdxTable(result) {
  const s = plainMdxSummary(result);
  const floor = s.sameWork.split;
  const row = (label, x) => [label, secs(x.wallMs), secs(x.cpuMs), times(ratio(x.wallMs, s.split.wallMs)), times(ratio(x.cpuMs, s.oneThread.cpuMs)), times(ratio(x.wallMs, floor.wallMs)), times(ratio(x.cpuMs, floor.cpuMs))];
  const rows = [
    row(`plain MDX + GFM, one thread (${s.documents ?? 'n/a'} docs and posts)`, s.oneThread),
    row(`plain MDX + GFM, ${s.split.workers ?? 'n/a'} workers started cold`, s.split),
    row('the same work, bare libraries, one thread', s.sameWork.oneThread),
    row(`the same work, bare libraries, ${s.split.workers ?? 'n/a'} workers started cold`, floor),
    row(`our compile stage, cold build (${s.workers ?? 'n/a'} workers)`, s.stage),
    row('our whole cold build', s.build),
  ];
  const table = formatTable([`corpus-${result.pages}, median of ${s.rounds} rounds`, 'wall', 'CPU', 'wall / plain split', 'CPU / plain one thread', 'wall / same work split', 'CPU / same work split'], rows);
  return `${table}\nCPU: all threads of the process (GC, workers); the build's whole tree for the whole build. One-thread figures follow a warm-up over the first docs; the splits start their workers inside their time, as a cold build does. The same work: MDX + GFM + directives, and every fenced block highlighted by shiki (Oniguruma), one highlighter per thread. Each round: a cold build, then the bare runs.`;
}

export function plainMdxTargets(result) {
  const s = plainMdxSummary(result);
  const at = `corpus-${result.pages}, median of ${s.rounds}`;
  const cpu = ratio(s.stage.cpuMs, s.oneThread.cpuMs);
  const wall = ratio(s.stage.wallMs, s.split.wallMs);
  // Where the bare libraries doing the same work stand against the same reference: a target below
  // that is below the floor.
  const floorCpu = ratio(s.sameWork.split.cpuMs, s.oneThread.cpuMs);
  const floorWall = ratio(s.sameWork.split.wallMs, s.split.wallMs);
  const floor = (x) => (x === null ? '' : `; the same work on bare libraries, ${s.split.workers ?? 2} workers cold: ${times(x)}`);
  return [
    { name: `compile stage CPU ≤ ${PLAIN_MDX_TARGETS.stageCpuOfOneThread}× plain MDX + GFM on one thread (${at})`, pass: cpu === null ? null : cpu <= PLAIN_MDX_TARGETS.stageCpuOfOneThread, value: cpu === null ? 'not measured' : `${times(cpu)} (${secs(s.stage.cpuMs)} vs ${secs(s.oneThread.cpuMs)})${floor(floorCpu)}` },
    { name: `compile stage wall ≤ ${PLAIN_MDX_TARGETS.stageWallOfSplit}× plain MDX + GFM on ${s.split.workers ?? 'the same'} workers (${at})`, pass: wall === null ? null : wall <= PLAIN_MDX_TARGETS.stageWallOfSplit, value: wall === null ? 'not measured' : `${times(wall)} (${secs(s.stage.wallMs)} vs ${secs(s.split.wallMs)})${floor(floorWall)}` },
  ];
}
