// The bench's Lighthouse part (issue 15): what it reads from a report and how it judges a page.
// The script is plain .mjs, imported through a path TypeScript does not resolve, with the shapes
// this test relies on written out.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/site.ts';

type Summary = { ok: true; page: string; performance: number; accessibility: number; bestPractices: number; lcpMs: number; tbtMs: number; cls: number; jsTransferred: number; jsRequests: number; failing: string[] };
type Target = { name: string; pass: boolean; value: string };
const lighthouse = async () =>
  (await import(path.join(ROOT, 'scripts', 'bench', 'lighthouse.mjs'))) as {
    summarize(lhr: unknown): Omit<Summary, 'ok' | 'page'>;
    lighthouseTargets(results: unknown[]): Target[];
    lighthouseBesideTargets(results: unknown[]): Target[];
    lighthouseTable(results: unknown[]): string[];
    sideBySideTable(vs: { docs: unknown[]; faster: unknown[] }): string[];
  };
const gzipServer = async () => (await import(path.join(ROOT, 'scripts', 'bench', 'gzipStaticServer.mjs'))) as { serveGzipped(root: string): Promise<{ url: string; close(): Promise<void> }> };

/** A Lighthouse result with just the parts the bench reads. */
function lhr({ performance = 0.97, lcp = 1900, tbt = 30, cls = 0.01 } = {}) {
  const audit = (numericValue: number, score = 1) => ({ numericValue, score, scoreDisplayMode: 'numeric' });
  return {
    categories: { performance: { score: performance }, accessibility: { score: 1 }, 'best-practices': { score: 1 } },
    audits: {
      'largest-contentful-paint': audit(lcp),
      'total-blocking-time': audit(tbt),
      'cumulative-layout-shift': audit(cls),
      'first-contentful-paint': audit(900, 0.8),
      'unused-javascript': { score: 0.5, scoreDisplayMode: 'metricSavings' },
      'network-requests': {
        score: 1,
        scoreDisplayMode: 'informative',
        details: { items: [{ resourceType: 'Document', transferSize: 8000 }, { resourceType: 'Script', transferSize: 60_000 }, { resourceType: 'Script', transferSize: 4_000 }] },
      },
    },
  };
}

describe('the Lighthouse part of the bench', () => {
  it('reads the scores, the metrics, the scripts transferred and the failing audits', async () => {
    const s = (await lighthouse()).summarize(lhr());
    expect(s).toMatchObject({ performance: 97, accessibility: 100, bestPractices: 100, lcpMs: 1900, tbtMs: 30, cls: 0.01, jsTransferred: 64_000, jsRequests: 2 });
    expect(s.failing).toEqual(['first-contentful-paint', 'unused-javascript']);
  });

  it('holds docs pages and posts to 100 and other pages to 95, with the metric limits', async () => {
    const { summarize, lighthouseTargets, lighthouseTable } = await lighthouse();
    const page = (p: string, o?: Parameters<typeof lhr>[0]) => ({ ok: true, page: p, ...summarize(lhr(o)) });
    const targets = lighthouseTargets([page('/'), page('/quickstart'), page('/starters', { performance: 0.99, tbt: 120 }), page('/search?q=cart', { performance: 1, cls: 0.06 }), { ok: false, page: '/x', error: 'no Chrome' }]);
    expect(targets.map((t) => t.pass)).toEqual([true, false, false, false, false]);
    expect(targets[1]!.name).toContain('perf >= 100');
    expect(targets[0]!.name).toContain('perf >= 95');
    expect(targets[0]!.value).toBe('perf 97, LCP 1.9 s, TBT 30 ms, CLS 0.010, a11y 100, bp 100');
    const table = lighthouseTable([page('/')]);
    expect(table[2]).toBe('| `/` | 97 | 100 | 100 | 1.9 s | 30 ms | 0.010 | 63 KiB in 2 |');
  });

  it('holds every page to 90 while a build runs beside it', async () => {
    const { summarize, lighthouseBesideTargets } = await lighthouse();
    const page = (p: string, o?: Parameters<typeof lhr>[0]) => ({ ok: true, page: p, ...summarize(lhr(o)) });
    const targets = lighthouseBesideTargets([page('/quickstart', { performance: 0.9 }), page('/', { performance: 0.89, tbt: 250 }), { ok: false, page: '/x', error: 'no Chrome' }]);
    expect(targets.map((t) => t.pass)).toEqual([true, false, false]);
    expect(targets[1]).toEqual({ name: 'Lighthouse (phone) / with a build beside: perf >= 90', pass: false, value: 'perf 89, LCP 1.9 s, TBT 250 ms' });
  });

  it("puts our page and Docusaurus Faster's side by side, row by row", async () => {
    const { summarize, sideBySideTable } = await lighthouse();
    const row = (o?: Parameters<typeof lhr>[0]) => ({ ok: true, page: '/docs/a', ...summarize(lhr(o)) });
    const table = sideBySideTable({ docs: [row({ performance: 1 })], faster: [row({ performance: 0.8, lcp: 3100 })] });
    expect(table.slice(2)).toEqual(['| `/docs/a` | docs | 100 | 1.9 s | 30 ms | 0.010 | 63 KiB in 2 |', '| `/docs/a` | Docusaurus Faster | 80 | 3.1 s | 30 ms | 0.010 | 63 KiB in 2 |']);
  });

  it("serves both tools' output the same way: gzipped, folder index pages, nothing outside its folder", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-gzip-server-'));
    mkdirSync(path.join(dir, 'site', 'docs', 'a'), { recursive: true });
    writeFileSync(path.join(dir, 'site', 'docs', 'a', 'index.html'), '<p>a</p>');
    writeFileSync(path.join(dir, 'secret.txt'), 'outside');
    const server = await (await gzipServer()).serveGzipped(path.join(dir, 'site'));
    try {
      const page = await fetch(server.url + '/docs/a', { headers: { 'accept-encoding': 'gzip' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      // fetch decodes gzip itself; the header says it came compressed.
      expect(page.headers.get('content-encoding')).toBe('gzip');
      expect(await page.text()).toBe('<p>a</p>');
      for (const hostile of ['/../secret.txt', '/%2e%2e/secret.txt', '/docs/..%2f..%2fsecret.txt']) expect((await fetch(server.url + hostile)).status, hostile).toBe(404);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
