import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from './headersFile.ts';

const FILE = `# Headers for the whole site
/*
  X-Frame-Options: DENY
  X-Robots-Tag: noindex

/docs/intro/
  Content-Security-Policy: default-src 'self'; script-src 'sha256-abc='

/blog/:year/:slug
  X-Post: yes
/assets/*.js
  X-Script: yes
/a:b
  X-Colon: yes
`;

describe('parseHeadersFile', () => {
  const { rules, problems } = parseHeadersFile(FILE);

  it('reads each pattern with its headers and line, skipping comments and blank lines', () => {
    expect(problems).toEqual([]);
    expect(rules.map((r) => [r.pattern, r.line, r.headers])).toEqual([
      ['/*', 2, [['X-Frame-Options', 'DENY'], ['X-Robots-Tag', 'noindex']]],
      ['/docs/intro/', 6, [['Content-Security-Policy', "default-src 'self'; script-src 'sha256-abc='"]]],
      ['/blog/:year/:slug', 9, [['X-Post', 'yes']]],
      ['/assets/*.js', 11, [['X-Script', 'yes']]],
      ['/a:b', 13, [['X-Colon', 'yes']]],
    ]);
  });

  it.each([
    // A literal pattern matches exactly.
    ['/docs/intro/', '/docs/intro/', true],
    ['/docs/intro/', '/docs/intro', false],
    // :name takes one whole segment.
    ['/blog/:year/:slug', '/blog/2024/hello', true],
    ['/blog/:year/:slug', '/blog/2024/hello/', false],
    ['/blog/:year/:slug', '/blog/2024/01/hello', false],
    ['/blog/:year/:slug', '/blog//hello', false],
    // * crosses slashes; everything else is literal.
    ['/assets/*.js', '/assets/js/app-X1.js', true],
    ['/assets/*.js', '/assets/app.js', true],
    ['/assets/*.js', '/assets/app.json', false],
    ['/assets/*.js', '/assetsXjs', false],
    // A colon inside a segment is a colon.
    ['/a:b', '/a:b', true],
    ['/a:b', '/ax', false],
  ])('%s against %s → %s', (pattern, p, expected) => {
    expect(rules.find((r) => r.pattern === pattern)!.matcher.test(p)).toBe(expected);
  });

  it('reports unreadable lines with their numbers and keeps the rest', () => {
    const parsed = parseHeadersFile('  X-Orphan: 1\nhttps://example.com/*\n  X-Skipped: 1\n/ok\n  not a header\n  Bad Name: 1\n  X-Good: 1\r\n  X-Ctl: a\x07b\n');
    expect(parsed.problems.map((p) => p.line)).toEqual([1, 2, 5, 6, 8]);
    expect(parsed.problems[0]!.message).toContain('before any path');
    expect(parsed.problems[1]!.message).toContain('not a path');
    expect(parsed.rules.map((r) => [r.pattern, r.headers])).toEqual([['/ok', [['X-Good', '1']]]]);
  });
});

describe('headersFor', () => {
  const { rules } = parseHeadersFile(FILE);

  it('merges every matching rule for any of the paths, in file order', () => {
    expect(headersFor(rules, ['/docs/intro', '/docs/intro/', '/docs/intro/index.html'])).toEqual({
      'X-Frame-Options': 'DENY',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': "default-src 'self'; script-src 'sha256-abc='",
    });
  });

  it('counts a rule matching several paths once, and joins one header set by several rules', () => {
    const { rules: twice } = parseHeadersFile('/*\n  Link: <a>\n/x\n  link: <b>\n  Link: <c>\n');
    expect(headersFor(twice, ['/x', '/x/'])).toEqual({ Link: '<a>, <b>, <c>' });
  });

  it('gives nothing when no rule matches', () => {
    expect(headersFor(rules.slice(1), ['/elsewhere'])).toEqual({});
  });
});
