import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { writeFileAtomicSync } from '../util/writeFileAtomic.ts';
import type { Highlighter } from 'shiki';
import { HIGHLIGHTED_LINE_CLASS } from './magicComments.ts';
import { highlightOnThread } from './highlightThreadClient.ts';
import type { CodeToHighlight } from './codeToHighlight.ts';

/** The class highlighted lines had before magic comments: theme and site styles still use it. */
const LEGACY_HIGHLIGHTED_CLASS = 'highlighted';

/**
 * Part of every key and entry name: bumped when the HTML of a highlighted block or the entries'
 * shape changes, so older entries are never read (they age out). 3: one entry per document; 4: the
 * JavaScript regular-expression engine; 5: Oniguruma again (see highlighter.ts).
 */
const HIGHLIGHT_CACHE_VERSION = '5';

/** Entries (documents) kept at most: several builds' worth for a large site, a few tens of MB. */
const MAX_ENTRIES = 20_000;

export type { CodeToHighlight } from './codeToHighlight.ts';

/** Where a document's highlighted blocks are cached: a folder shared by the compile workers, and the document. */
export interface HighlightCache {
  dir: string;
  document: string;
}

/**
 * Highlighted code by its text: an edit to a document highlights only the blocks it changed, and
 * a document with no new block does not load shiki at all (its grammars and the regular-expression
 * engine cost a worker a third of a second). One entry per document, its blocks' HTML by a hash of
 * what the HTML depends on: with a file per block, a cold build of the bench corpus wrote 541 files
 * instead of 290, and its compile stage took a tenth more CPU. `pruneHighlightCache` bounds the folder.
 */
export async function highlightBlocks(blocks: CodeToHighlight[], cache: HighlightCache | undefined): Promise<string[]> {
  if (!blocks.length) return [];
  const keys = blocks.map((b) => createHash('sha1').update(JSON.stringify([HIGHLIGHT_CACHE_VERSION, b.language, [...b.lineClasses], b.code])).digest('hex'));
  const file = cache && path.join(cache.dir, `${createHash('sha1').update(`${HIGHLIGHT_CACHE_VERSION}\0${cache.document}`).digest('hex')}.json`);
  const entry = file ? readEntry(file) : {};
  const html = keys.map((key) => (Object.hasOwn(entry, key) && typeof entry[key] === 'string' ? entry[key] : undefined));
  const missing = blocks.flatMap((b, i) => (html[i] === undefined ? [i] : []));
  // Blocks the document no longer has are dropped from its entry, so it never grows.
  const stale = Object.keys(entry).some((key) => !keys.includes(key));
  if (!missing.length && !stale) return html as string[];
  if (missing.length) {
    const missingBlocks = missing.map((i) => blocks[i]!);
    const fresh = (await highlightOnThread(missingBlocks)) ?? (await highlightHere(missingBlocks));
    missing.forEach((i, k) => (html[i] = fresh[k]!));
  }
  if (file) writeEntry(file, Object.fromEntries(keys.map((key, i) => [key, html[i]!])));
  return html as string[];
}

/** The blocks' HTML, highlighted on this thread (its highlighter loaded and warmed on first use). */
export async function highlightHere(blocks: CodeToHighlight[]): Promise<string[]> {
  // Loaded on first use: shiki is 50 ms of module loading, which the main thread of a build or
  // of `docs dev` would pay at its start for a highlighter only the compile threads run.
  const { CODE_THEME, withHighlighterFor } = await import('./highlighter.ts');
  const html: string[] = [];
  for (const block of blocks) html.push(await withHighlighterFor(block.language, (highlighter) => highlightOne(highlighter, block, CODE_THEME)));
  return html;
}

function highlightOne(highlighter: Highlighter, { code, language, lineClasses }: CodeToHighlight, theme: string): string {
  const hast = highlighter.codeToHast(code, {
    lang: language,
    theme,
    // shiki stops colouring a line after 500 ms by default, so a busy machine wrote blocks with
    // lines left plain, and two builds of the same site differed. The compile timeout is the
    // one guard against a grammar that never ends.
    tokenizeTimeLimit: 0,
    transformers: [
      {
        line(line, n) {
          for (const className of lineClasses.get(n) ?? []) {
            if (className === HIGHLIGHTED_LINE_CLASS) this.addClassToHast(line, LEGACY_HIGHLIGHTED_CLASS);
            this.addClassToHast(line, className);
          }
        },
      },
    ],
  });
  const innerCode = (hast.children[0] as Element).children[0] as Element;
  return toHtml(innerCode.children);
}

/** Synchronous: a small local file, read while nothing else waits on this thread. Empty when missing or unreadable. */
function readEntry(file: string): Record<string, string> {
  try {
    const entry = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return entry && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Folders made already by this thread: made once, not before every entry. */
const madeDirs = new Set<string>();

/** Two workers may write the same entry at once: each renames whole bytes into place. */
function writeEntry(file: string, entry: Record<string, string>): void {
  const dir = path.dirname(file);
  if (!madeDirs.has(dir)) {
    try {
      mkdirSync(dir, { recursive: true });
    } catch {
      return;
    }
    madeDirs.add(dir);
  }
  // The folder may have been removed since (`docs clear` during docs dev): made again once.
  if (!writeFileAtomicSync(file, JSON.stringify(entry))) {
    madeDirs.delete(dir);
    try {
      mkdirSync(dir, { recursive: true });
      writeFileAtomicSync(file, JSON.stringify(entry));
    } catch {
      // A missing entry is a miss next time.
    }
  }
}

/**
 * Keep the folder bounded: entries are never removed one by one (a block no longer in any document
 * is not known to be unused: another build of the site may still have it), so when there are too
 * many, the oldest written go, down to three quarters of the limit. Called after compiling.
 */
export function pruneHighlightCache(dir: string, maxEntries = MAX_ENTRIES): number {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  // Entries of the per-block cache (before version 3) are never read again.
  const old = names.filter((name) => name.endsWith('.html'));
  for (const name of old) {
    try {
      unlinkSync(path.join(dir, name));
    } catch {
      // Gone already.
    }
  }
  if (old.length) names = names.filter((name) => !name.endsWith('.html'));
  if (names.length <= maxEntries) return old.length;
  const byAge = names
    .map((name) => ({ name, mtime: statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => a.mtime - b.mtime || (a.name < b.name ? -1 : 1));
  const remove = byAge.slice(0, names.length - Math.floor(maxEntries * 0.75));
  for (const { name } of remove) {
    try {
      unlinkSync(path.join(dir, name));
    } catch {
      // Gone already: another build pruned it.
    }
  }
  return old.length + remove.length;
}
