import type { SourceDocument } from '../content/types.ts';
import type { CompiledDocument } from './types.ts';

/**
 * What `docs dev` holds for a document it has not compiled yet: enough to plan the routes and the
 * sidebars (the title a first-heading scan finds) and to bundle (a module that renders nothing,
 * with the named exports Docusaurus documents have, so a document importing another's `toc` still
 * bundles). The document is compiled when its page is first asked for, the rest in the background.
 */
export function placeholderDocument(doc: SourceDocument): CompiledDocument {
  return {
    source: doc.source,
    code: PLACEHOLDER_CODE,
    headings: [],
    contentTitle: firstHeading(doc.body),
    excerpt: '',
    text: '',
    sections: [],
    links: [],
    assets: [],
    diagnostics: [],
  };
}

const PLACEHOLDER_CODE = ['export const frontMatter = {};', 'export const contentTitle = undefined;', 'export const toc = [];', 'export default function MDXContent() {', '  return null;', '}', ''].join('\n');

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_H1 = /^ {0,3}#(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_H1 = /^ {0,3}=+[ \t]*$/;

/**
 * The text of a Markdown document's first `#` heading (ATX or setext), outside code fences, as the
 * compiler would give it: inline code, emphasis, links and tags reduced to their text, a custom
 * `{#id}` left out. A cheap scan, not a parser: a title the compiler reads otherwise is corrected
 * once the document compiles.
 */
export function firstHeading(body: string): string | undefined {
  const lines = body.split(/\r?\n/);
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    const atx = ATX_H1.exec(line);
    if (atx) return plainText(atx[1] ?? '');
    const next = lines[i + 1];
    if (line.trim() && next !== undefined && SETEXT_H1.test(next) && !/^ {0,3}[-*+>]|^ {4}/.test(line)) return plainText(line.trim());
  }
  return undefined;
}

/** Escaped punctuation is held out of the markup's way as a private-use character, then put back. */
const HELD = 0xe000;

function plainText(markdown: string): string | undefined {
  const text = markdown
    .replace(/\\([!-/:-@[-`{-~])/g, (_, c: string) => String.fromCharCode(HELD + c.charCodeAt(0)))
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(`+)(.*?)\1/g, '$2')
    .replace(/(\*\*?)(.+?)\1/g, '$2')
    // Underscores inside a word (snake_case) are not emphasis.
    .replace(/(^|\W)(__?)(.+?)\2(?=\W|$)/g, '$1$3')
    .replace(/[\ue000-\ue07f]/g, (c) => String.fromCharCode(c.charCodeAt(0) - HELD))
    .trim();
  return text || undefined;
}
