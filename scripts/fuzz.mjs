// `npm run fuzz`: the compile fuzz test of `npm test` with more documents and a new seed each time
// (printed first, so a failure can be replayed with --seed).
//
//   node scripts/fuzz.mjs [--runs 50000] [--seed N]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '50000' }, seed: { type: 'string' } } });
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`Fuzzing the compile stage with ${values.runs} documents, seed ${seed}.`);
if (spawnSync(process.execPath, ['scripts/build-packages.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const run = spawnSync(vitest, ['run', 'tests/integration/fuzz-compile.test.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: values.runs, FUZZ_SEED: seed } });
process.exit(run.status ?? 1);
