import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_CASES, type HostileCase, type HostileGroup } from '../../fixtures/hostile/cases.ts';
import { buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';

/** Whether each group's build must succeed (warnings only) or fail. */
const GROUP_OK: Record<HostileGroup, boolean> = { content: false, routes: false, compile: false, render: false, warnings: true };
const groups = Object.keys(GROUP_OK) as HostileGroup[];

function addCase(siteDir: string, c: HostileCase): void {
  for (const [rel, content] of Object.entries(c.files)) {
    const file = path.join(siteDir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  for (const [rel, target] of Object.entries(c.symlinks ?? {})) {
    const link = path.join(siteDir, rel);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(target, link);
  }
}

const builds = new Map<HostileGroup, BuiltSite>();
/** What the sites' parent folder (the system's temporary folder) held before the builds: only what they add is theirs. */
let beforeBuilds: Set<string>;

beforeAll(async () => {
  beforeBuilds = new Set(readdirSync(tmpdir()));
  // One build per group, two at a time (each build uses both cores while it compiles).
  for (let i = 0; i < groups.length; i += 2) {
    await Promise.all(
      groups.slice(i, i + 2).map(async (group) => {
        const siteDir = copyFixture(path.join('hostile', 'site'));
        for (const c of HOSTILE_CASES.filter((x) => x.group === group)) addCase(siteDir, c);
        builds.set(group, await buildSite(siteDir, ['--out-dir', path.join(siteDir, 'out')]));
      }),
    );
  }
}, 300_000);

describe('hostile content: a located diagnostic, never a crash', () => {
  it('has at least 40 cases, each with a unique name', () => {
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(HOSTILE_CASES.map((c) => c.name)).size).toBe(HOSTILE_CASES.length);
  });

  it.each(groups)('the %s group builds to a JSON report and the expected outcome', (group) => {
    const site = builds.get(group)!;
    const unexpected = site.report.diagnostics.filter((d) => d.severity === 'error' && !HOSTILE_CASES.some((c) => c.group === group && c.expect.some((e) => e.code === d.code && d.file === path.join(site.siteDir, e.file))));
    expect(unexpected, 'errors no case asked for').toEqual([]);
    expect(site.report.ok, JSON.stringify(site.report.diagnostics, null, 2)).toBe(GROUP_OK[group]);
    expect(site.result.code).toBe(GROUP_OK[group] ? 0 : 1);
    expect(site.result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/); // no stack trace
  });

  it.each(HOSTILE_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const site = builds.get(c.group)!;
    const ofFile = (file: string) => site.report.diagnostics.filter((d) => d.file === path.join(site.siteDir, file));
    for (const e of c.expect) {
      const found = ofFile(e.file).find((d) => d.code === e.code && d.severity === e.severity && (e.line === undefined || d.line === e.line) && (e.column === undefined || d.column === e.column) && (e.message === undefined || d.message.includes(e.message)));
      expect(found, `${JSON.stringify(e)} among ${JSON.stringify(ofFile(e.file), null, 2)}`).toBeDefined();
    }
    // Nothing else about the case's own files.
    const files = new Set([...Object.keys(c.files), ...Object.keys(c.symlinks ?? {})].filter((f) => !/(^|\/)(_category_\.json|docs\.config\.ts)$/.test(f)));
    for (const file of files) {
      const extra = ofFile(file).filter((d) => !c.expect.some((e) => e.file === file && e.code === d.code));
      expect(extra, `unexpected diagnostics for ${file}`).toEqual([]);
    }
  });

  it('writes nothing outside the output folder, and publishes no file from outside the site', () => {
    for (const group of groups) {
      const site = builds.get(group)!;
      const parent = path.dirname(site.siteDir);
      expect(parent).toBe(tmpdir());
      // Names the climbing cases aim at; one the machine already had is not the builds' doing.
      for (const name of readdirSync(parent).filter((n) => !beforeBuilds.has(n))) expect(name, `written beside the site by the ${group} build`).not.toMatch(/^(pwn|escaped|outside|up|tag|x)$/);
    }
    const warnings = builds.get('warnings')!;
    const published: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else published.push(full);
      }
    };
    walk(path.join(warnings.siteDir, 'out'));
    expect(published.some((f) => f.endsWith('hostname.txt'))).toBe(false);
    const hostname = readFileSync('/etc/hostname', 'utf8').trim();
    if (hostname.length >= 6) for (const f of published.filter((p) => statSync(p).size < 1_000_000 && !/\.(br|gz)$/.test(p))) expect(readFileSync(f, 'utf8').includes(hostname), f).toBe(false);
  });

  it('rewrites a .md link with a query string and keeps both query and hash', () => {
    const html = readFileSync(path.join(builds.get('warnings')!.siteDir, 'out', 'docs', 'query-link', 'index.html'), 'utf8');
    expect(html).toContain('href="/docs/intro?tab=npm#setup"');
  });

  it('keeps every script element whole when front matter and text hold </script>, <!--, U+2028 and U+2029', () => {
    const html = readFileSync(path.join(builds.get('warnings')!.siteDir, 'out', 'docs', 'payloads', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    // The colour-mode script, the page data, the base-URL check and the loader of the scripts: no more, no less.
    expect(scripts.map((m) => /^<script\b([^>]*)>/.exec(m[0])![1]!.trim().split(/[\s=]/)[0] || 'inline')).toEqual(['inline', 'type', 'data-base-url', 'data-load']);
    const boot = JSON.parse(scripts[1]![1]!) as { data: { title: string; description: string } };
    expect(boot.data.title).toBe('T </script><script>window.__xss=1</script> <!-- \u2028 \u2029');
    expect(boot.data.description).toBe('D </script><!--<script> \u2028');
    for (const [, inside] of scripts) {
      expect(inside).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
    }
  });
});

describe('a document that compiles for too long', () => {
  it('is reported with its file, and the build ends with a report instead of waiting', async () => {
    // A limit no compile can meet: every document times out, and each is reported on its own.
    const site = await buildSite(copyFixture(path.join('hostile', 'site')), [], { DOCS_COMPILE_TIMEOUT_MS: '1' });
    expect(site.report.ok).toBe(false);
    expect(site.report.diagnostics).toContainEqual(expect.objectContaining({ severity: 'error', code: 'compile-timeout', file: path.join(site.siteDir, 'docs', 'intro.md') }));
    expect(site.report.diagnostics).toContainEqual(expect.objectContaining({ code: 'compile-timeout', file: path.join(site.siteDir, 'blog', '2024-01-02-first.md') }));
  });
});
