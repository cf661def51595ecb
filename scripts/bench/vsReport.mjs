// Tables and PASS/MISS lines of `--vs-docusaurus` (issue 14): cold builds of the same corpus by
// us and by Docusaurus, and the compile stage against the parsers' own single-thread cost.
import { formatTable } from './report.mjs';
import { TOOL_LABELS } from './vsDocusaurus.mjs';

/** Issue 14's targets, by corpus size: how many times faster than each Docusaurus variant. */
export const VS_TARGETS = {
  speedup: { 250: { webpack: 15, faster: 5 }, 2000: { faster: 6 } },
  /** Our peak memory (whole process tree) at most this fraction of Docusaurus Faster's, on every size. */
  memoryOfFaster: 1 / 3,
  /** Our compileDocument on one thread, at most this many times plain @mdx-js/mdx compile(). */
  compileDocumentOfMdx: 1.2,
  /** The compile stage's wall time on all cores, at most this fraction of plain MDX on one thread. */
  stageOfMdx: 0.6,
};

/** Issue 25's, at 250 and 2,000 docs: this many times faster than Docusaurus Faster, with under this fraction of its peak memory. */
export const ISSUE_25_VS_TARGETS = { sizes: [250, 2000], fasterSpeedup: 3, memoryOfFaster: 1 / 2 };

export function median(values) {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** Medians of the successful builds of each tool at one size; null for a tool with none. */
export function summarize(size) {
  const out = {};
  for (const [tool, builds] of Object.entries(size.builds)) {
    const ok = builds.filter((b) => b.ok);
    out[tool] = ok.length
      ? { builds: ok.length, failed: builds.length - ok.length, wallMs: median(ok.map((b) => b.wallMs)), peakRssMb: median(ok.map((b) => b.treePeakRssMb)), pages: ok[0].pages, warnings: ok[0].warnings, compileMs: median(ok.map((b) => b.timings?.compile)) }
      : null;
  }
  return out;
}

const secs = (ms) => (ms === null || ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
const mb = (x) => (x === null || x === undefined ? 'n/a' : `${(x / 1024).toFixed(2)} GB`);
const ms = (x) => (x === null || x === undefined ? 'n/a' : `${Math.round(x).toLocaleString('en-US')} ms`);
const times = (x) => (x === null || x === undefined || !Number.isFinite(x) ? 'n/a' : `${x.toFixed(1)}×`);

export function vsTable(sizes) {
  const rows = [];
  for (const size of sizes) {
    const s = summarize(size);
    const ours = s.docs;
    for (const [tool, m] of Object.entries(s)) {
      const label = `${TOOL_LABELS[tool]} (${size.pages.toLocaleString('en-US')} docs)`;
      if (!m) {
        rows.push([label, 'failed', '', '', '', '', '']);
        continue;
      }
      const speed = tool === 'docs' || !ours ? '' : times(m.wallMs / ours.wallMs);
      const memory = tool === 'docs' || !ours ? '' : times(m.peakRssMb / ours.peakRssMb);
      rows.push([label, secs(m.wallMs), speed, mb(m.peakRssMb), memory, String(m.pages ?? 'n/a'), String(m.warnings ?? 'n/a')]);
    }
  }
  const table = formatTable(['cold build, median', 'wall', 'its time / ours', 'peak RSS', 'its RSS / ours', 'HTML pages', 'warnings'], rows);
  const runs = sizes[0]?.runs ?? 0;
  return `${table}\nMedian of ${runs} cold build${runs === 1 ? '' : 's'} each, interleaved (ours, Docusaurus, Faster per run); peak RSS: all processes of the build together (sum of resident memory at 20 ms polls).`;
}

export function parsersTable(sizes) {
  const rows = [];
  for (const size of sizes) {
    const p = size.parsers;
    const mdx = p.mdxCompile.totalMs;
    const stage = summarize(size).docs?.compileMs ?? null;
    const ours = p.compileDocument;
    rows.push(
      [`remark-parse + remark-gfm (${size.pages} docs)`, ms(p.remarkGfm.totalMs), `${p.remarkGfm.perDocMs} ms`, times(p.remarkGfm.totalMs / mdx)],
      ['@mdx-js/mdx compile(), MDX + GFM', ms(mdx), `${p.mdxCompile.perDocMs} ms`, '1.0×'],
      ours.totalMs === undefined ? ['our compileDocument', 'n/a', ours.error, ''] : ['our compileDocument', ms(ours.totalMs), `${ours.perDocMs} ms`, times(ours.totalMs / mdx)],
      ['our compile stage, all cores (cold build)', ms(stage), '', stage === null ? 'n/a' : times(stage / mdx)],
    );
  }
  return `${formatTable(['compile, one thread unless said', 'total', 'per doc', '/ plain MDX'], rows)}\nOne thread in the bench's own process, after a warm-up over the first ${sizes[0]?.parsers.warmUp ?? 0} docs; the stage's time is the median of the cold builds above (the build's own stage timings, as DOCS_DEBUG=perf prints them).`;
}

/** PASS/MISS of issue 14's targets and issue 25's; a target a failed tool leaves unmeasured is n/a. */
export function vsTargets(sizes) {
  const out = [];
  for (const size of sizes) {
    const s = summarize(size);
    const at = `${size.pages.toLocaleString('en-US')} docs`;
    const ours = s.docs;
    for (const [tool, factor] of Object.entries(VS_TARGETS.speedup[size.pages] ?? {})) {
      if (!(tool in s)) continue;
      const other = s[tool];
      const ratio = ours && other ? other.wallMs / ours.wallMs : null;
      out.push({ name: `cold build ≥ ${factor}× faster than ${TOOL_LABELS[tool]} (${at})`, pass: ratio === null ? null : ratio >= factor, value: ratio === null ? 'not measured' : `${times(ratio)} (${secs(other.wallMs)} vs ${secs(ours.wallMs)})` });
    }
    if ('faster' in s) {
      const f = s.faster;
      const share = ours && f ? ours.peakRssMb / f.peakRssMb : null;
      const shareText = share === null ? 'not measured' : `${(share * 100).toFixed(0)}% (${mb(ours.peakRssMb)} vs ${mb(f.peakRssMb)})`;
      out.push({ name: `peak RSS ≤ 1/3 of Docusaurus Faster's (${at})`, pass: share === null ? null : share <= VS_TARGETS.memoryOfFaster, value: shareText });
      if (ISSUE_25_VS_TARGETS.sizes.includes(size.pages)) {
        const ratio = ours && f ? f.wallMs / ours.wallMs : null;
        const factor = ISSUE_25_VS_TARGETS.fasterSpeedup;
        out.push({ name: `cold build ≥ ${factor}× faster than ${TOOL_LABELS.faster}, issue 25 (${at})`, pass: ratio === null ? null : ratio >= factor, value: ratio === null ? 'not measured' : `${times(ratio)} (${secs(f.wallMs)} vs ${secs(ours.wallMs)})` });
        out.push({ name: `peak RSS under 1/2 of Docusaurus Faster's, issue 25 (${at})`, pass: share === null ? null : share < ISSUE_25_VS_TARGETS.memoryOfFaster, value: shareText });
      }
    }
    const p = size.parsers;
    const mdx = p.mdxCompile.totalMs;
    const doc = p.compileDocument;
    const docRatio = doc.totalMs === undefined ? null : doc.totalMs / mdx;
    out.push({ name: `compileDocument ≤ ${VS_TARGETS.compileDocumentOfMdx}× plain MDX compile, one thread (${at})`, pass: docRatio === null ? null : docRatio <= VS_TARGETS.compileDocumentOfMdx, value: docRatio === null ? doc.error : `${times(docRatio)} (${ms(doc.totalMs)} vs ${ms(mdx)})` });
    const stage = ours?.compileMs ?? null;
    const stageRatio = stage === null ? null : stage / mdx;
    out.push({ name: `compile stage ≤ ${VS_TARGETS.stageOfMdx}× plain MDX on one thread (${at})`, pass: stageRatio === null ? null : stageRatio <= VS_TARGETS.stageOfMdx, value: stageRatio === null ? 'not measured' : `${times(stageRatio)} (${ms(stage)} vs ${ms(mdx)})` });
  }
  return out;
}

/** The figures for results.json: medians and every build, without failure logs. */
export function vsJson(result) {
  return {
    tools: result.tools,
    sizes: result.sizes.map((size) => ({
      pages: size.pages,
      releases: size.releases,
      contentFiles: size.contentFiles,
      sameFiles: size.sameFiles,
      runs: size.runs,
      medians: summarize(size),
      builds: Object.fromEntries(Object.entries(size.builds).map(([tool, builds]) => [tool, builds.map(({ output, ...b }) => b)])),
      parsers: size.parsers,
    })),
  };
}
