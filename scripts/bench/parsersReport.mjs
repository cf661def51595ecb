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

/** The stages read against floors of their own; the others (routes, search, feeds, links, write) are our own work alone. */
const FLOORED = ['content', 'compile', 'bundle', 'render'];

/**
 * Our cold build stage by stage, each next to what that stage cannot go below (medians over the
 * rounds): Node's start for the time before the first stage and the config; globbing and reading
 * the files for content; the same work on the bare libraries, split cold, for compile; esbuild's
 * passes as the build runs them for bundle; React's render of the routes, spread over the render
 * workers, for render. Null where a build printed no such figure.
 */
export function stageFloorsSummary(result) {
  const builds = result.builds.docs;
  const floors = result.floors ?? [];
  const m = (values) => {
    const known = values.filter((v) => v !== undefined && v !== null && !Number.isNaN(v));
    return known.length ? median(known) : null;
  };
  const stagesMs = (b) => Object.values(b.timings ?? {}).reduce((a, v) => a + v, 0);
  const startFloor = { wallMs: m(floors.map((f) => f.start.wallMs)), cpuMs: m(floors.map((f) => f.start.cpuMs)) };
  const rows = [
    {
      stage: 'start: Node, the CLI, config (and exit)',
      ours: { wallMs: m(builds.map((b) => b.wallMs - stagesMs(b) + (b.timings?.config ?? 0))), cpuMs: null },
      floor: startFloor,
      floorIs: 'node -e 0',
    },
    {
      stage: 'content',
      ours: { wallMs: m(builds.map((b) => b.timings?.content)), cpuMs: m(builds.map((b) => b.stageCpuMs?.content)) },
      // The fresh process's own start is counted in the start row.
      floor: { wallMs: m(floors.map((f) => f.read.wallMs - f.start.wallMs)), cpuMs: m(floors.map((f) => f.read.cpuMs - f.start.cpuMs)) },
      floorIs: 'glob and read the files (fast-glob, fs), fresh process less its start',
    },
    {
      stage: 'compile',
      ours: { wallMs: m(builds.map((b) => b.timings?.compile)), cpuMs: m(builds.map((b) => b.stageCpuMs?.compile)) },
      floor: plainMdxSummary(result).sameWork.split,
      floorIs: 'the same work on the bare libraries, as many workers, cold',
    },
    {
      stage: 'bundle',
      ours: { wallMs: m(builds.map((b) => b.timings?.bundle)), cpuMs: m(builds.map((b) => b.stageCpuMs?.bundle)) },
      floor: { wallMs: m(builds.map((b) => b.esbuildMs)), cpuMs: null },
      floorIs: "esbuild's passes, as the build runs them",
    },
    {
      stage: 'render',
      ours: { wallMs: m(builds.map((b) => b.timings?.render)), cpuMs: m(builds.map((b) => b.stageCpuMs?.render)) },
      floor: { wallMs: m(builds.map((b) => b.reactRender && b.reactRender.ms / Math.max(1, b.reactRender.workers))), cpuMs: m(builds.map((b) => b.reactRender?.ms)) },
      floorIs: "React's render of every route, spread over the render workers",
    },
    {
      stage: 'routes, search, feeds, links, write',
      ours: { wallMs: m(builds.map((b) => ['routes', 'search', 'feeds', 'links', 'write'].reduce((a, k) => a + (b.timings?.[k] ?? 0), 0))), cpuMs: null },
      floor: { wallMs: 0, cpuMs: 0 },
      floorIs: 'none: our own work',
    },
  ];
  const sum = (values) => (values.some((v) => v === null) ? null : values.reduce((a, v) => a + v, 0));
  return {
    rounds: builds.length,
    rows,
    total: { ours: { wallMs: m(builds.map((b) => b.wallMs)), cpuMs: m(builds.map((b) => b.cpuMs)) }, floor: { wallMs: sum(rows.map((r) => r.floor.wallMs)), cpuMs: null } },
  };
}

export function stageFloorsTable(result) {
  const s = stageFloorsSummary(result);
  const gap = (a, b) => (a === null || b === null ? 'n/a' : `${((a - b) / 1000).toFixed(2)} s`);
  const rows = s.rows.map((r) => [r.stage, secs(r.ours.wallMs), secs(r.ours.cpuMs), secs(r.floor.wallMs), secs(r.floor.cpuMs), gap(r.ours.wallMs, r.floor.wallMs), r.floorIs]);
  rows.push(['the whole cold build', secs(s.total.ours.wallMs), secs(s.total.ours.cpuMs), secs(s.total.floor.wallMs), 'n/a', gap(s.total.ours.wallMs, s.total.floor.wallMs), 'the floors above, one after another']);
  const table = formatTable([`corpus-${result.pages}, stage by stage, median of ${s.rounds}`, 'wall', 'CPU', 'floor wall', 'floor CPU', 'ours − floor', 'the floor'], rows);
  return `${table}\nStage wall and CPU: the build's DOCS_DEBUG=perf lines (CPU: the build process's threads; esbuild runs in a process of its own, so the whole build's CPU is its process tree's). ${FLOORED.join(', ')} have floors of their own; the stages in the last row are our code alone. The whole build's floor is the sum of the stages' floors: what a build doing the same work with nothing of ours around the libraries would take.`;
}

/**
 * Whether issue 25's 3× Docusaurus Faster at this corpus size can be reached at all: Faster's
 * median time (from `--vs-docusaurus` at the same size, in the same run of the bench) against the
 * sum of our stages' floors, a build with nothing of ours around the libraries. Empty without both.
 */
export function floorsAgainstFaster(result, vsSizes, factor) {
  const faster = vsSizes?.find((s) => s.pages === result.pages)?.builds?.faster?.filter((b) => b.ok) ?? [];
  const floor = stageFloorsSummary(result).total.floor.wallMs;
  if (!faster.length || floor === null) return [];
  const fasterMs = median(faster.map((b) => b.wallMs));
  const ratio = fasterMs / floor;
  return [{ name: `${factor}× Docusaurus Faster is within reach: Faster's time / our stages' floors summed (${result.pages} docs)`, pass: ratio >= factor, value: `${ratio.toFixed(2)}× (${secs(fasterMs)} vs ${secs(floor)}; ${factor}× needs a build of ${secs(fasterMs / factor)} at most)` }];
}
