import path from 'node:path';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { DevSession } from '../../packages/core/src/dev/devSession.ts';
import { copyFixture, ROOT } from '../helpers/site.ts';
import { events, request, startDev, type Dev, stopDev } from '../helpers/dev.ts';

const CACHING_TEXT = 'Pages are cached at the edge and rebuilt when content changes.';

let session: DevSession | undefined;
let dev: Dev | undefined;

afterEach(async () => {
  await session?.dispose();
  session = undefined;
  if (dev) await stopDev(dev);
  dev = undefined;
});

/** A session on a fresh copy of a fixture: no compile cache, as on a first `docs dev`. */
async function started(fixture: string, prepare?: (siteDir: string) => void): Promise<{ siteDir: string; session: DevSession }> {
  const siteDir = copyFixture(fixture);
  prepare?.(siteDir);
  session = new DevSession(siteDir);
  const first = await session.update();
  expect(first.ok, JSON.stringify(first.diagnostics)).toBe(true);
  return { siteDir, session };
}

/** What the session's compile thread is asked to compile, and whether the first bundle was done then. */
function compilesOf(devSession: DevSession, siteDir: string): { sources: string[]; bundled: boolean }[] {
  const compiler = (devSession as unknown as { compiler: { compile: (docs: { source: string }[], options: unknown) => Promise<unknown> } }).compiler;
  const calls: { sources: string[]; bundled: boolean }[] = [];
  const compile = compiler.compile.bind(compiler);
  compiler.compile = (docs, options) => {
    calls.push({ sources: docs.map((d) => path.relative(siteDir, d.source)), bundled: devSession.bundled !== undefined });
    return compile(docs, options);
  };
  return calls;
}

describe('docs dev started with an empty cache', () => {
  it('plans every route from placeholders, compiles a page when it is asked for, and the rest in the background', async () => {
    const { siteDir, session } = await started('search');
    const intro = path.join(siteDir, 'docs', 'intro.md');
    const pending = session.site!.pending!;
    expect(pending.sources.has(intro)).toBe(true);
    expect(session.site!.routes.map((r) => r.path)).toContain('/docs/guides/caching');

    const page = await session.render(session.routeFor('/docs/intro')!);
    expect(page).toContain('The zephyr theme is a light look for the storefront.');
    // Its table of contents came with it: the route was planned again from the compiled document.
    expect(page).toContain('href="#zephyr-theme"');
    expect(pending.sources.has(intro)).toBe(false);
    expect(pending.sources.size).toBeGreaterThan(0);
    // A page not asked for yet holds its placeholder, which renders nothing.
    const caching = session.site!.compiled.get(path.join(siteDir, 'docs', 'guides', 'caching.md'))!;
    expect(caching.code).not.toContain('cached at the edge');

    const done = await session.compileInBackground();
    expect(done).toMatchObject({ ok: true, kind: 'full' });
    // The full update that follows finds every document in the cache, and tells only the pages whose content changed.
    const full = await session.update();
    expect(full.ok).toBe(true);
    expect(session.site!.pending).toBeUndefined();
    expect(full.paths).not.toBe('*');
    expect(full.paths).toContain('/docs/guides/caching');
    expect(full.paths).not.toContain('/docs/intro');
    expect(await session.render(session.routeFor('/docs/guides/caching')!)).toContain(CACHING_TEXT);
  });

  it('knows its routes before the first bundle is done, and compiles a page asked for meanwhile at once, once', async () => {
    const siteDir = copyFixture('search');
    session = new DevSession(siteDir);
    const calls = compilesOf(session, siteDir);
    const first = session.update();
    await session.loaded();
    // Loaded, not bundled: the server can take requests, and plan which documents a page needs.
    expect(session.site).toBeUndefined();
    expect(session.bundled).toBeUndefined();
    expect(session.planned!.routes.map((r) => r.path)).toContain('/docs/intro');
    session.prefetch('/docs/intro');
    expect(calls).toEqual([{ sources: [path.join('docs', 'intro.md')], bundled: false }]);
    expect((await first).ok).toBe(true);
    const page = await session.render(session.routeFor('/docs/intro')!);
    expect(page).toContain('The zephyr theme is a light look for the storefront.');
    // The render took the compile begun during the update rather than compiling again.
    expect(calls).toHaveLength(1);
  });

  it('compiles the Markdown a React page imports on the compile thread, once for the browser and server bundles', async () => {
    const siteDir = copyFixture('search');
    mkdirSync(path.join(siteDir, 'src', 'components'), { recursive: true });
    writeFileSync(path.join(siteDir, 'src', 'components', 'Preview.mdx'), '## A preview\n\n```tsx\nexport const Price = () => <b>$149</b>;\n```\n');
    writeFileSync(path.join(siteDir, 'src', 'pages', 'preview.tsx'), "import MDXComponents from '@theme/MDXComponents';\nimport Preview from '../components/Preview.mdx';\n\nexport default function PreviewPage() {\n  return <main><Preview components={MDXComponents} /></main>;\n}\n");
    session = new DevSession(siteDir);
    const calls = compilesOf(session, siteDir);
    expect((await session.update()).ok).toBe(true);
    expect(calls.filter((c) => c.sources.includes(path.join('src', 'components', 'Preview.mdx')))).toEqual([{ sources: [path.join('src', 'components', 'Preview.mdx')], bundled: false }]);
    const page = await session.render(session.routeFor('/preview')!);
    expect(page).toContain('<h2 id="a-preview">A preview');
    expect(page).toMatch(/<span style="color:var\(--code-token-function\)"> Price<\/span>/);
  });

  it('leaves routes whose documents import nothing out of its bundles, and makes their chunks when asked for, from the document as compiled then', async () => {
    const { siteDir, session } = await started('search');
    const bundler = (session as unknown as { bundler: { standalone: Set<string>; rebuildClientSoon: (...args: unknown[]) => void } }).bundler;
    const route = session.routeFor('/docs/guides/caching')!;
    expect(bundler.standalone.has(route.chunkName)).toBe(true);
    const chunkUrl = `/assets/js/routes/${route.chunkName}.js`;
    expect(session.bundled!.routes[route.chunkName]!.chunk).toBe(chunkUrl);
    // Nothing was bundled for it: no output of esbuild's is the route's.
    expect(session.bundled!.files.some((f) => f.path.includes(`routes/${route.chunkName}`))).toBe(false);
    const rebuilds: unknown[] = [];
    const rebuild = bundler.rebuildClientSoon.bind(bundler);
    bundler.rebuildClientSoon = (...args: unknown[]) => {
      rebuilds.push(args);
      rebuild(...args);
    };
    // Asked for before its page (a link followed in the browser): the document is compiled first.
    const chunk = Buffer.from((await session.clientFile(chunkUrl))!).toString();
    expect(chunk).toContain('cached at the edge');
    // A document without script of its author's: its body as compiled, readable, with no map.
    expect(chunk).toContain('function MDXContent(');
    expect(chunk).not.toContain('sourceMappingURL');
    // It imports its component and the JSX runtime from the component's entry, as the build's does.
    const component = session.bundled!.routes[route.chunkName]!.imports[0]!;
    expect(chunk).toContain(JSON.stringify(component));
    expect(await session.render(session.routeFor('/docs/guides/caching')!)).toContain(CACHING_TEXT);
    // Only standalone routes show it: the browser bundle was not rebuilt for it.
    expect(rebuilds).toEqual([]);
    expect(path.relative(siteDir, route.contentSource!)).toBe(path.join('docs', 'guides', 'caching.md'));
  });

  it('bundles a route after all when its document, compiled, imports modules a site plugin added (npm2yarn)', async () => {
    const { siteDir, session } = await started('docusaurus-migration', (dir) => {
      // The config imports the plugin: the copy finds it in the repository's node_modules.
      const link = path.join(dir, 'node_modules', '@docusaurus', 'remark-plugin-npm2yarn');
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(path.join(ROOT, 'node_modules', '@docusaurus', 'remark-plugin-npm2yarn'), link, 'dir');
    });
    const bundler = (session as unknown as { bundler: { standalone: Set<string> } }).bundler;
    const install = path.join(siteDir, 'docs', 'getting-started', 'install.md');
    const route = session.site!.routes.find((r) => r.contentSource === install)!;
    // Its text imports nothing: taken for standalone until it compiles.
    expect(bundler.standalone.has(route.chunkName)).toBe(true);
    const page = await session.render(session.routeFor(route.path)!);
    expect(bundler.standalone.has(route.chunkName)).toBe(false);
    // esbuild made its chunk this time (at the same address).
    expect(session.bundled!.files.map((f) => f.path)).toContain(`/assets/js/routes/${route.chunkName}.js`);
    // The tabs npm2yarn wrote are there, server-rendered from the new bundle.
    expect(page).toMatch(/role="tab"[^>]*>npm<\/button>/);
    expect(page).toMatch(/role="tab"[^>]*>Yarn<\/button>/);
  });

  it('does not tell a page compiled on request as the update after the background compile begins that it changed', async () => {
    const { session } = await started('search');
    expect(await session.compileInBackground()).toMatchObject({ ok: true, kind: 'full' });
    // The request compiles its document while the full update loads the site: the page is sent
    // with that document, so the update must not make its browser reload it.
    const page = session.render(session.routeFor('/docs/intro')!);
    const full = await session.update();
    expect(full.ok).toBe(true);
    expect(full.paths).not.toBe('*');
    expect(full.paths).not.toContain('/docs/intro');
    expect(full.paths).toContain('/docs/guides/caching');
    expect(await page).toContain('The zephyr theme is a light look for the storefront.');
  });

  it('compiles every document before it makes the search index or a feed', async () => {
    const { session } = await started('search');
    const meta = JSON.parse((await session.generatedFile('/search/meta.json'))!) as { recordCount: number };
    expect(session.site!.pending!.sources.size).toBe(0);
    const lazyRecords = meta.recordCount;
    const full = await session.update();
    expect(full.ok).toBe(true);
    expect(JSON.parse((await session.generatedFile('/search/meta.json'))!)).toMatchObject({ recordCount: lazyRecords });
    expect(lazyRecords).toBeGreaterThan(4);
  });

  it('reports an error of a document it had not compiled at start, once the background compile finds it', async () => {
    const siteDir = copyFixture('minimal');
    writeFileSync(path.join(siteDir, 'docs', 'broken.mdx'), '---\ntitle: Broken\n---\n\nFine line.\n\n<Unclosed>\n\nMore text.\n');
    dev = await startDev(siteDir);
    const stream = events(dev.port);
    const error = await stream.next();
    expect(error.type).toBe('error');
    expect(error.diagnostics![0]).toMatchObject({ file: path.join('docs', 'broken.mdx'), line: 7 });
    stream.close();
  });
});

describe('docs dev started with an empty cache, on a site with props tables', () => {
  it('reads the components\' types off the thread that answers requests, then compiles the page with its tables', async () => {
    dev = await startDev(copyFixture('props-tables'));
    // Said before the first bundle is done: the routes are counted from the site as loaded.
    expect(dev.stdout()).toMatch(/docs dev: [1-9]\d* routes ready/);
    const page = await request(dev.port, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div class="props-table" data-component="Rating">');
    expect(page.body).toContain('The rating, from 0 to <code>max</code>.');
  });

  it('compiles a page with tables on the compile thread after one without: the thread is sent the tables once they are read', async () => {
    // The compile thread got the session's options with the first page, before the types were
    // read; the tables filled in later on the same object never reached it.
    dev = await startDev(copyFixture('props-tables'));
    expect((await request(dev.port, '/plain')).status).toBe(200);
    const page = await request(dev.port, '/');
    expect(page.status, page.body.slice(0, 500)).toBe(200);
    expect(page.body).toContain('<div class="props-table" data-component="Rating">');
  });

  it('compiles a page that shows no props table without waiting for the types, and one that does with them', async () => {
    const { session } = await started('props-tables');
    const site = session.site!;
    expect(site.compileOptions.components).toBeUndefined();
    const route = (source: string) => site.routes.find((r) => r.contentSource?.endsWith(source))!;
    const plain = await session.render(route('plain.md'));
    expect(plain).toContain('<h1');
    // The extraction was neither waited for nor started by that page.
    expect(site.compileOptions.components).toBeUndefined();
    const rating = await session.render(route('rating.mdx'));
    expect(rating).toContain('<div class="props-table" data-component="Rating">');
    expect(site.compileOptions.components).toBeDefined();
  });
});
