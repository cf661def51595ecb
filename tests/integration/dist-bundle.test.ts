// packages/core/dist, as `npm install` builds it: the Markdown stack is bundled in (loading it as
// hundreds of installed modules cost each compile worker a third of a second), and the packages
// that must stay installed files are imported as such.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/site.ts';

const DIST = path.join(ROOT, 'packages', 'core', 'dist');
const lists = async () => (await import(path.join(ROOT, 'scripts', 'bundledPackages.mjs'))) as { BUNDLED: RegExp; NEVER_BUNDLED: RegExp };

/** The packages the built files import at run time: static imports at the start of a line, and dynamic ones. */
function importedPackages(): Set<string> {
  const found = new Set<string>();
  for (const name of readdirSync(DIST).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(path.join(DIST, name), 'utf8');
    for (const m of text.matchAll(/^import\s[^;]*?\sfrom\s"([^"]+)";|^import\s"([^"]+)";|\bimport\("([^"]+)"\)/gm)) {
      const specifier = m[1] ?? m[2] ?? m[3]!;
      if (!specifier.startsWith('.') && !specifier.startsWith('node:')) found.add(specifier);
    }
  }
  return found;
}

/** A built file and every chunk it imports statically, through other chunks too, as one text. */
function staticGraph(entry: string): string {
  const texts = new Map<string, string>();
  const visit = (file: string) => {
    if (texts.has(file)) return;
    const text = readFileSync(path.join(DIST, file), 'utf8');
    texts.set(file, text);
    for (const m of text.matchAll(/from "\.\/(chunk-[A-Z0-9]+\.js)"/g)) visit(m[1]!);
  };
  visit(entry);
  return [...texts.values()].join('\n');
}

describe('packages/core/dist', () => {
  it('imports none of the Markdown stack as installed files, and the native and shared packages only as such', async () => {
    const { BUNDLED, NEVER_BUNDLED } = await lists();
    const imported = [...importedPackages()];
    expect(imported.filter((p) => BUNDLED.test(p))).toEqual([]);
    expect(imported).toContain('esbuild');
    expect(imported.filter((p) => /^shiki(\/|$)/.test(p)).length).toBeGreaterThan(0);
    // What stays installed is what the lists leave out or keep out, nothing of the stack.
    for (const p of imported.filter((p) => NEVER_BUNDLED.test(p))) expect(BUNDLED.test(p), p).toBe(false);
  });

  it('bundles the compiler itself: the compile worker has no import of micromark or @mdx-js/mdx left', () => {
    const all = staticGraph('compileWorker.js');
    expect(all).not.toMatch(/from "(micromark|@mdx-js\/mdx|mdast-util-[a-z-]+)"/);
    // The parser is in there, by a function of its own.
    expect(all).toContain('function createTokenizer(');
  });

  it('starts the CLI without the engine: each command loads its own modules when it runs', () => {
    const start = staticGraph('cli.js');
    // The dev server, the static server, the engine's build and its file watcher are not loaded to print --version.
    expect(start).not.toMatch(/function startDevServer\(|function createStaticServer\(|async function build\(/);
    expect(start).not.toMatch(/from "(chokidar|lunr)"/);
    expect(start).toMatch(/await import\("\.\/chunk-[A-Z0-9]+\.js"\)/);
  });
});
