import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';

/** Inode of each of the build's scripts: a restored bundle is hard-linked from the last output, a new one is written. */
function scriptInodes(site: BuiltSite): Map<string, number> {
  const files = site.manifest().entry.imports.concat(site.manifest().entry.js);
  return new Map(files.map((url) => [url, statSync(path.join(site.outDir, url)).ino]));
}

describe('a warm build', () => {
  it('reuses the bundle when nothing changed, partials compiled on demand included, and bundles again when a partial changes', async () => {
    // mdx-components imports `_snippet.mdx`, a partial the bundle compiles itself.
    const siteDir = copyFixture('mdx-components');
    const first = await buildSite(siteDir);
    expect(first.report.ok).toBe(true);
    const before = scriptInodes(first);

    const second = await buildSite(siteDir);
    expect(second.report.ok).toBe(true);
    expect(scriptInodes(second)).toEqual(before);

    const snippet = path.join(siteDir, 'docs', '_snippet.mdx');
    writeFileSync(snippet, readFileSync(snippet, 'utf8').replace('shared snippet', 'edited snippet'));
    const third = await buildSite(siteDir);
    expect(third.report.ok).toBe(true);
    expect(third.read('docs/usage/index.html')).toContain('edited snippet');
    expect(scriptInodes(third)).not.toEqual(before);
  });
});

/** Every file of an output folder, by its path inside it. */
function outputFiles(dir: string): Map<string, Buffer> {
  const names = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(path.join(dir, f)).isFile());
  return new Map(names.sort().map((f) => [f.split(path.sep).join('/'), readFileSync(path.join(dir, f))]));
}

/** Rewrite a stage cache's stored values (a file per entry), to see whether the next build took them from it. */
function plant(siteDir: string, cache: string, change: (text: string) => string): void {
  const dir = path.join(siteDir, '.docs', 'cache', cache);
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) writeFileSync(path.join(dir, name), change(readFileSync(path.join(dir, name), 'utf8')));
}

/** Inode of each page of an output: the same inode in two builds means the page was reused, not written. */
function pageInodes(dir: string): Map<string, number> {
  const names = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'));
  return new Map(names.map((f) => [f.split(path.sep).join('/'), statSync(path.join(dir, f)).ino]));
}

/** Where two texts first differ, with some context: for failure messages. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a === b ? 'the same' : `differ at ${i}: ${JSON.stringify(a.slice(Math.max(0, i - 80), i + 120))} -> ${JSON.stringify(b.slice(Math.max(0, i - 80), i + 120))}`;
}

/**
 * For a failure message: whether the scripts changed, where the not-found page differs from the
 * last build's, and, when its route chunk was renamed, how the component chunk it re-exports differs.
 */
function whyRewritten(before: Map<string, Buffer>, after: BuiltSite, scripts: Map<string, number>, scriptsBefore: Map<string, number>): string {
  const afterFiles = outputFiles(after.outDir);
  const text = (files: Map<string, Buffer>, name: string) => files.get(name)?.toString('utf8') ?? '';
  const scriptNote = JSON.stringify([...scripts.keys()]) === JSON.stringify([...scriptsBefore.keys()]) ? 'same script names' : `scripts renamed: ${[...scriptsBefore.keys()].join(' ')} -> ${[...scripts.keys()].join(' ')}`;
  const notes = [scriptNote, `404.html: ${firstDifference(text(before, '404.html'), text(afterFiles, '404.html'))}`];
  // The not-found route chunk is `export{default}from"<component chunk>"` and its data.
  const componentOf = (files: Map<string, Buffer>) => {
    const chunk = [...files.keys()].find((name) => /^assets\/js\/routes\/not-found-[^/]+\.js$/.test(name));
    const target = chunk && /from"\/([^"]+)"/.exec(text(files, chunk))?.[1];
    return target ? { name: target, code: text(files, target) } : undefined;
  };
  const [was, now] = [componentOf(before), componentOf(afterFiles)];
  if (was && now && was.name !== now.name) notes.push(`not-found component ${was.name} -> ${now.name}: ${firstDifference(was.code, now.code)}`);
  return notes.join('; ');
}

const searchFilesOf = (site: BuiltSite) => [...outputFiles(site.outDir)].filter(([name]) => name.startsWith('search/') && name.endsWith('.json')).map(([, bytes]) => bytes.toString('utf8'));

describe('a warm build of a site with a blog and search', () => {
  it('takes rendered pages, feed entries and the search index from its caches, and redoes only what an edit changed', async () => {
    const siteDir = copyFixture('reproducible');
    const first = await buildSite(siteDir);
    expect(first.report.ok, first.result.stderr).toBe(true);
    const second = await buildSite(siteDir);
    expect(second.report.ok).toBe(true);
    const [a, b] = [outputFiles(first.outDir), outputFiles(second.outDir)];
    const differing = [...new Set([...a.keys(), ...b.keys()])].filter((f) => !a.get(f)?.equals(b.get(f) ?? Buffer.alloc(0)));
    expect(differing, 'a build from the caches gives the same bytes').toEqual([]);

    // Marked values in each cache: the next build shows them only if it read them.
    plant(siteDir, 'render', (t) => t.replaceAll('Install Node 20.', 'Planted render.'));
    plant(siteDir, 'feeds', (t) => t.replaceAll('The first release is out.', 'Planted first feed.').replaceAll('</p>', ' planted-feed-mark</p>'));
    plant(siteDir, 'search', (t) => t.replaceAll('Welcome', 'Plantedsearch'));
    const third = await buildSite(siteDir);
    expect(third.report.ok).toBe(true);
    expect(third.read('docs/intro/index.html')).toContain('Planted render.');
    expect(third.read('blog/rss.xml')).toContain('Planted first feed.');
    expect(searchFilesOf(third).some((text) => text.includes('Plantedsearch'))).toBe(true);

    // An edit to one doc and one post: their page, feed entry and the index are made again.
    const intro = path.join(siteDir, 'docs', 'intro.md');
    writeFileSync(intro, readFileSync(intro, 'utf8').replace('Welcome.', 'Welcome, reader.'));
    const post = path.join(siteDir, 'blog', '2024-01-10-first.md');
    writeFileSync(post, readFileSync(post, 'utf8').replace('The first release is out.', 'The first release shipped.'));
    const pagesBefore = pageInodes(third.outDir);
    // Kept to explain a failure below: the pages as the third build wrote them, and its scripts.
    const thirdPages = outputFiles(third.outDir);
    const thirdScripts = scriptInodes(third);
    const fourth = await buildSite(siteDir);
    expect(fourth.report.ok).toBe(true);
    // No page names anything an edit changes (the routes index has a fixed name), so every page
    // but those showing the edited text (the doc and post, and the lists with their descriptions)
    // is the last build's file, hard-linked (with its compressed copies, when the build makes them).
    const pagesAfter = pageInodes(fourth.outDir);
    const rewritten = [...pagesAfter.keys()].filter((name) => pagesAfter.get(name) !== pagesBefore.get(name));
    expect(rewritten.sort(), whyRewritten(thirdPages, fourth, scriptInodes(fourth), thirdScripts)).toEqual(['blog/2024/01/10/first/index.html', 'blog/index.html', 'blog/tags/release/index.html', 'docs/intro/index.html', 'docs/tags/start/index.html']);
    // Both edited files are standalone routes: the app bundle is the last one, hard-linked.
    expect(scriptInodes(fourth)).toEqual(scriptInodes(third));
    expect(fourth.read('docs/intro/index.html')).toContain('Welcome, reader.');
    expect(fourth.read('docs/intro/index.html')).not.toContain('Planted');
    const rss = fourth.read('blog/rss.xml');
    expect(rss).toContain('The first release shipped.');
    expect(rss).not.toContain('Planted first feed.');
    // The other post's entry was not parsed again.
    expect(rss).toContain('planted-feed-mark');
    const search = searchFilesOf(fourth);
    expect(search.some((text) => text.includes('Welcome, reader.'))).toBe(true);
    expect(search.some((text) => text.includes('Plantedsearch'))).toBe(false);
  });
});
