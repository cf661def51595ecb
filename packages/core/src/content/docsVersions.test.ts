import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocsOptions } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { invalidVersionName, resolveDocsVersions } from './docsVersions.ts';

const root = mkdtempSync(path.join(tmpdir(), 'docs-versions-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A site with these released versions (each with its folder) and, when given, this versions.json text. */
function site(name: string, released: string[], versionsJson = JSON.stringify(released)): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'docs'), { recursive: true });
  for (const v of released) mkdirSync(path.join(dir, 'versioned_docs', `version-${v}`), { recursive: true });
  if (released.length || versionsJson !== '[]') writeFileSync(path.join(dir, 'versions.json'), versionsJson);
  return dir;
}

const base = { path: 'docs', routeBasePath: '/docs', currentVersionLabel: 'Next', sidebarPath: './sidebars.js' } as const;
function resolve(dir: string, options: Partial<DocsOptions> = {}) {
  const diagnostics: Diagnostic[] = [];
  const versions = resolveDocsVersions(dir, { ...base, ...options }, '/site/docusaurus.config.js', diagnostics);
  return { versions, diagnostics, summary: versions.map((v) => [v.name, v.routeBasePath, v.banner, v.badge, v.isLast]) };
}

describe('resolveDocsVersions', () => {
  it('gives a site without versions.json its docs folder alone, at the docs path, with no banner or badge', () => {
    expect(resolve(site('plain', [])).summary).toEqual([['current', '/docs', null, false, true]]);
  });

  it('serves the newest release at the docs path, the docs folder at next/ (unreleased) and older releases under their names (unmaintained)', () => {
    const { summary, versions } = resolve(site('released', ['2.0', '1.0']));
    expect(summary).toEqual([
      ['current', '/docs/next', 'unreleased', true, false],
      ['2.0', '/docs', null, true, true],
      ['1.0', '/docs/1.0', 'unmaintained', true, false],
    ]);
    expect(versions.map((v) => v.label)).toEqual(['Next', '2.0', '1.0']);
    expect(versions[2]!.sidebarPath).toBeUndefined();
    expect(versions[0]!.sidebarPath).toBe('./sidebars.js');
  });

  it('takes lastVersion, includeCurrentVersion, onlyIncludeVersions and per-version options', () => {
    const dir = site('options', ['2.0', '1.0']);
    expect(resolve(dir, { lastVersion: 'current' }).summary).toEqual([
      ['current', '/docs', null, true, true],
      ['2.0', '/docs/2.0', 'unmaintained', true, false],
      ['1.0', '/docs/1.0', 'unmaintained', true, false],
    ]);
    expect(resolve(dir, { includeCurrentVersion: false }).summary.map((v) => v[0])).toEqual(['2.0', '1.0']);
    // One version left: no badge by default.
    expect(resolve(dir, { onlyIncludeVersions: ['1.0'] }).summary).toEqual([['1.0', '/docs', null, false, true]]);
    const own = resolve(dir, { versions: { '1.0': { label: 'Legacy', path: 'legacy', banner: 'none', badge: false, noIndex: true, className: 'old' } } }).versions[2]!;
    expect(own).toMatchObject({ label: 'Legacy', routeBasePath: '/docs/legacy', banner: null, badge: false, noIndex: true, className: 'old' });
    expect(resolve(dir, { disableVersioning: true }).summary).toEqual([['current', '/docs', null, false, true]]);
  });

  it('reports options naming versions that do not exist, at the config file', () => {
    const dir = site('unknown', ['1.0']);
    expect(resolve(dir, { lastVersion: '9.9' }).diagnostics).toMatchObject([{ severity: 'error', file: '/site/docusaurus.config.js', message: expect.stringContaining('"9.9"') }]);
    expect(resolve(dir, { versions: { '3.0': { label: 'x' } } }).diagnostics[0]!.hint).toBe('Versions of this site: current, 1.0.');
    expect(resolve(dir, { onlyIncludeVersions: [] }).diagnostics).toHaveLength(1);
    expect(resolve(dir, { includeCurrentVersion: false, disableVersioning: true }).diagnostics).toHaveLength(1);
    expect(resolve(site('nothing-to-disable', []), { disableVersioning: true }).diagnostics[0]!.message).toMatch(/disableVersioning/);
  });

  it('reports a versions.json that is not a list of names, and a version without its folder, at versions.json', () => {
    const bad = resolve(site('bad-json', [], '{"v": 1}'));
    expect(bad.diagnostics).toMatchObject([{ severity: 'error', code: 'docs-versions', file: path.join(root, 'bad-json', 'versions.json') }]);
    const dir = site('missing-folder', ['1.0']);
    writeFileSync(path.join(dir, 'versions.json'), '["2.0", "1.0"]');
    const missing = resolve(dir);
    expect(missing.diagnostics[0]!.message).toContain('versioned_docs/version-2.0 does not exist');
    expect(missing.summary.map((v) => v[0])).toEqual(['current', '1.0']);
  });
});

describe('invalidVersionName', () => {
  it('refuses what Docusaurus refuses', () => {
    expect(invalidVersionName('1.0.0')).toBeUndefined();
    expect(invalidVersionName('a/b')).toMatch(/slash/);
    expect(invalidVersionName('..')).toBeDefined();
    expect(invalidVersionName(' ')).toBeDefined();
    expect(invalidVersionName('x'.repeat(33))).toMatch(/32/);
    expect(invalidVersionName('a?b')).toBeDefined();
    expect(invalidVersionName(2)).toBeDefined();
  });
});
