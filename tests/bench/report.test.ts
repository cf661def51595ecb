// The bench's verdicts on warm builds (issue 14): nothing changed under 15% of a cold build, one
// document edited under 20%. The script is plain .mjs, imported through a path TypeScript does
// not resolve, with the shapes this test relies on written out.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/site.ts';

type Target = { name: string; pass: boolean | null; value: string };
type Build = { wallMs: number; warnings: number };
const report = async () => (await import(path.join(ROOT, 'scripts', 'bench', 'report.mjs'))) as { evaluateTargets(runs: unknown[]): Target[] };

const run = (coldMs: number, warmMs: number, editMs: number) => {
  const build = (wallMs: number): Build => ({ wallMs, warnings: 0 });
  const load = { js: { gzip: 50_000 }, css: { gzip: 5_000 }, html: { gzip: 5_000 }, data: { gzip: 1_000 } };
  return { pages: 1000, cold: build(coldMs), warm: build(warmMs), edit: build(editMs), warmColdRatio: warmMs / coldMs, editColdRatio: editMs / coldMs, firstLoad: load };
};
const verdict = (targets: Target[], start: string) => targets.find((t) => t.name.startsWith(start))!;

describe('the bench verdicts on warm builds', () => {
  it('passes a warm build under 15% of cold and an edited one under 20%', async () => {
    const targets = (await report()).evaluateTargets([run(10_000, 1_400, 1_900)]);
    expect(verdict(targets, 'warm build, nothing changed').pass).toBe(true);
    expect(verdict(targets, 'warm build, one doc edited').pass).toBe(true);
    expect(verdict(targets, 'warm build, one doc edited').value).toBe('1.90 s, limit 2.00 s (19%)');
  });

  it('misses them at or over the limits', async () => {
    const targets = (await report()).evaluateTargets([run(10_000, 1_500, 2_600)]);
    expect(verdict(targets, 'warm build, nothing changed').pass).toBe(false);
    expect(verdict(targets, 'warm build, one doc edited').pass).toBe(false);
    expect(verdict(targets, 'builds report zero warnings').value).toBe('0 warnings over 3 builds');
  });
});
