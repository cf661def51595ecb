// Issue 25's floors for the stages other than compile (whose floor, the same work on the bare
// libraries, is measurePlainMdx's): what any build of the corpus must spend, each measured on its
// own. Node's start (`node -e 0`), and globbing and reading the content files in a fresh process
// (readContent.mjs: no front matter parsed, nothing built). esbuild's passes and React's render
// are timed inside the build itself (its DOCS_DEBUG=perf lines: see perfLines in measure.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMeasured } from './measure.mjs';

const READ_CONTENT = fileURLToPath(new URL('./readContent.mjs', import.meta.url));

/** Wall and CPU of a fresh `node -e 0`, and of a fresh process globbing and reading the corpus's content (`dirs`, inside `siteDir`). */
export async function measureStageFloors(siteDir, dirs) {
  const start = await runMeasured({ args: ['-e', '0'], cwd: siteDir });
  const read = await runMeasured({ args: [READ_CONTENT, ...dirs.map((d) => path.join(siteDir, d))], cwd: siteDir });
  if (read.exitCode !== 0) throw new Error(`readContent.mjs failed: ${read.stderr.trim()}`);
  return { start: { wallMs: start.wallMs, cpuMs: start.cpuMs }, read: { wallMs: read.wallMs, cpuMs: read.cpuMs, files: Number(read.stdout.trim()) } };
}
