import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, shownPath, type CliResult } from '../helpers/site.ts';

/**
 * 5,000 links to 40 missing pages, written 100 to a document in 50 documents: the human output
 * folds each missing page into one block with a count, and the `--json` report keeps all 5,000.
 */
const DOCUMENTS = 50;
const LINKS = 100;
const TARGETS = 40;

let siteDir: string;
let human: CliResult;
let json: CliResult;

beforeAll(async () => {
  siteDir = copyFixture('minimal');
  for (let d = 0; d < DOCUMENTS; d++) {
    const links = Array.from({ length: LINKS }, (_, i) => `See [the page](/docs/missing-${i % TARGETS}).`);
    writeFileSync(path.join(siteDir, 'docs', `p${d}.md`), `# Page ${d}\n\n${links.join('\n\n')}\n`);
  }
  human = await runCli(['build', siteDir, '--out-dir', path.join(siteDir, 'out-human')]);
  json = await runCli(['build', siteDir, '--json', '--out-dir', path.join(siteDir, 'out-json')]);
});

describe('many broken links', () => {
  it('prints one block per missing page, at its first place, with a count of the others', () => {
    expect(human.code).toBe(0);
    const first = shownPath(path.join(siteDir, 'docs', 'p0.md'));
    expect(human.stderr).toContain(`${first}:3:5: warning: Broken link "/docs/missing-0": it links to /docs/missing-0, which is not a page of this site. [broken-link]\n  also at ${first}:83:5\n  also at ${first}:163:5\n  ... and 147 more places (150 in 50 files; run with --verbose to list them all)`);
    expect(human.stderr.match(/warning: Broken link/g)).toHaveLength(TARGETS);
    expect(human.stderr).toContain('By code: broken-link 5000 (40 distinct).');
    expect(human.stderr).toContain('with 5000 warnings.');
    // Each block is five lines and a blank: the whole report stays a few hundred lines.
    expect(human.stderr.split('\n').length).toBeLessThan(TARGETS * 6 + 30);
  });

  it('keeps every one of them in the --json report', () => {
    const report = JSON.parse(json.stdout) as { warnings: number; diagnostics: { code: string; file: string; line: number }[] };
    expect(report.warnings).toBe(DOCUMENTS * LINKS);
    expect(report.diagnostics.filter((d) => d.code === 'broken-link')).toHaveLength(DOCUMENTS * LINKS);
    expect(new Set(report.diagnostics.map((d) => `${d.file}:${d.line}`)).size).toBe(DOCUMENTS * LINKS);
  });
});
