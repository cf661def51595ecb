import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from './diagnostic.ts';
import { formatDiagnosticReport } from './diagnosticReport.ts';
import { groupDiagnostics, groupsByCode } from './groupDiagnostics.ts';

const broken = (target: string, file: string, line: number): Diagnostic => ({
  severity: 'warning',
  code: 'broken-link',
  file: `/site/docs/${file}`,
  line,
  column: 5,
  message: `Broken link "${target}": it links to ${target}, which is not a page of this site.`,
  hint: 'Correct the link.',
});

describe('groupDiagnostics', () => {
  it('folds diagnostics that differ only in place, in the order they came', () => {
    const list = [broken('/a', 'x.md', 1), broken('/b', 'x.md', 2), broken('/a', 'y.md', 3)];
    const groups = groupDiagnostics(list);
    expect(groups.map((g) => [g.first.message.slice(0, 16), g.places.length])).toEqual([
      ['Broken link "/a"', 2],
      ['Broken link "/b"', 1],
    ]);
    expect(groups[0]!.places.map((d) => d.file)).toEqual(['/site/docs/x.md', '/site/docs/y.md']);
  });

  it('keeps apart what differs in severity, code or hint', () => {
    const a = broken('/a', 'x.md', 1);
    expect(groupDiagnostics([a, { ...a, severity: 'error' }, { ...a, code: 'other' }, { ...a, hint: 'Another.' }])).toHaveLength(4);
  });

  it('counts groups and diagnostics under their code', () => {
    const list = [broken('/a', 'x.md', 1), { ...broken('/a', 'x.md', 1), code: 'mdx-syntax' }, broken('/a', 'y.md', 1), broken('/b', 'y.md', 2)];
    expect(groupsByCode(groupDiagnostics(list)).map((c) => [c.code, c.groups.length, c.count])).toEqual([
      ['broken-link', 2, 3],
      ['mdx-syntax', 1, 1],
    ]);
  });
});

describe('formatDiagnosticReport', () => {
  it('prints a lone diagnostic as formatDiagnostic does, with no summary', () => {
    expect(formatDiagnosticReport([broken('/a', 'x.md', 7)], { cwd: '/site' })).toBe(
      'docs/x.md:7:5: warning: Broken link "/a": it links to /a, which is not a page of this site. [broken-link]\n  hint: Correct the link.',
    );
  });

  it('prints a repeated problem once, at its first place, with a few others and a count of the rest', () => {
    const list = Array.from({ length: 150 }, (_, i) => broken('/gone', `p${i % 50}.md`, 7 + Math.floor(i / 50) * 80));
    expect(formatDiagnosticReport(list, { cwd: '/site' })).toBe(
      [
        'docs/p0.md:7:5: warning: Broken link "/gone": it links to /gone, which is not a page of this site. [broken-link]',
        '  also at docs/p1.md:7:5',
        '  also at docs/p2.md:7:5',
        '  ... and 147 more places (150 in 50 files; run with --verbose to list them all)',
        '  hint: Correct the link.',
        '',
        'By code: broken-link 150 (1 distinct).',
      ].join('\n'),
    );
  });

  it('prints each place of a small group in full, and every diagnostic in full when asked for all', () => {
    const five = Array.from({ length: 5 }, (_, i) => broken('/gone', 'x.md', i + 1));
    expect(formatDiagnosticReport(five)).toBe(five.map((d) => formatDiagnostic(d)).join('\n\n'));
    const many = Array.from({ length: 60 }, (_, i) => broken('/gone', 'x.md', i + 1));
    const all = formatDiagnosticReport(many, { all: true });
    expect(all).toBe(many.map((d) => formatDiagnostic(d)).join('\n\n'));
  });

  it('lists the first problems of a code with a great many and counts the rest, with the files they are in', () => {
    const list = Array.from({ length: 5000 }, (_, i) => broken(`/gone-${i}`, `p${i % 50}.md`, i + 1));
    const text = formatDiagnosticReport(list, { cwd: '/site' });
    expect(text.match(/warning: Broken link/g)).toHaveLength(40);
    expect(text).toContain('... and 4960 more broken-link warnings (4960 distinct problems in 50 files) not listed: run with --verbose to list every one, or --json.');
    expect(text.endsWith('By code: broken-link 5000 (5000 distinct).')).toBe(true);
    expect(formatDiagnosticReport(list, { all: true }).match(/warning: Broken link/g)).toHaveLength(5000);
  });

  it('keeps codes apart in the summary, in the order they came', () => {
    const syntax: Diagnostic = { severity: 'error', code: 'mdx-syntax', file: '/site/docs/a.mdx', line: 1, column: 1, message: 'Unexpected character.' };
    const links = Array.from({ length: 6 }, (_, i) => broken('/a', 'x.md', i + 1));
    const text = formatDiagnosticReport([syntax, ...links], { cwd: '/site' });
    expect(text.split('\n')[0]).toBe('docs/a.mdx:1:1: error: Unexpected character. [mdx-syntax]');
    expect(text.endsWith('By code: mdx-syntax 1 (1 distinct), broken-link 6 (1 distinct).')).toBe(true);
  });
});
