import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { writeFileAtomicSync } from '../util/writeFileAtomic.ts';
import { CODE_THEME, getHighlighter, loadLanguages } from './highlighter.ts';
import { HIGHLIGHTED_LINE_CLASS } from './magicComments.ts';

/** The class highlighted lines had before magic comments: theme and site styles still use it. */
const LEGACY_HIGHLIGHTED_CLASS = 'highlighted';

/** Part of every key: bumped when the HTML of a highlighted block changes, so older entries are never read (they age out). */
const HIGHLIGHT_CACHE_VERSION = '2';

/** Entries kept at most: several builds' worth of code blocks for a large site, a few tens of MB. */
const MAX_ENTRIES = 20_000;

/** One code block to highlight: its code (magic comments taken out), grammar and line classes. */
export interface CodeToHighlight {
  code: string;
  /** A grammar name from `resolveLanguage`. */
  language: string;
  /** Classes per line, 1-based; none for live code, which the editor re-highlights. */
  lineClasses: Map<number, string[]>;
}

/**
 * Highlighted code by its text: an edit to a document highlights only the blocks it changed, and
 * a document with no new block does not load shiki at all (its grammars and the regular-expression
 * engine cost a worker a third of a second). Entries are files of a folder shared by the compile
 * workers, named by a hash of what the HTML depends on; `pruneHighlightCache` bounds them.
 */
export async function highlightBlocks(blocks: CodeToHighlight[], cacheDir: string | undefined): Promise<string[]> {
  const keys = blocks.map((b) => createHash('sha1').update(JSON.stringify([HIGHLIGHT_CACHE_VERSION, b.language, [...b.lineClasses], b.code])).digest('hex'));
  const html = keys.map((key) => (cacheDir ? readEntry(cacheDir, key) : undefined));
  const missing = blocks.flatMap((b, i) => (html[i] === undefined ? [i] : []));
  if (!missing.length) return html as string[];
  const highlighter = await getHighlighter();
  await loadLanguages(highlighter, missing.map((i) => blocks[i]!.language));
  for (const i of missing) {
    const { code, language, lineClasses } = blocks[i]!;
    const hast = highlighter.codeToHast(code, {
      lang: language,
      theme: CODE_THEME,
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
    html[i] = toHtml(innerCode.children);
    if (cacheDir) writeEntry(cacheDir, keys[i]!, html[i]!);
  }
  return html as string[];
}

/** Synchronous: a small local file, read while nothing else waits on this thread. */
function readEntry(dir: string, key: string): string | undefined {
  try {
    return readFileSync(path.join(dir, `${key}.html`), 'utf8');
  } catch {
    return undefined;
  }
}

/** Two workers may write the same block at once: each renames whole bytes into place. */
function writeEntry(dir: string, key: string, html: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch {
    return;
  }
  writeFileAtomicSync(path.join(dir, `${key}.html`), html);
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
  if (names.length <= maxEntries) return 0;
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
  return remove.length;
}
