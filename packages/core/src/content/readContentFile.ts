import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseFrontMatter, type ParsedFrontMatter } from './frontMatter.ts';
import { checkFrontMatter, type FrontMatterKind } from './frontMatterSchema.ts';
import { readSource } from './readSource.ts';
import { applyMarkdownHooks, type MarkdownHooks } from './markdownHooks.ts';

export interface ContentFile extends ParsedFrontMatter {
  /** True when the file could not be read as a document (encoding or front-matter errors). */
  failed: boolean;
}

/** Parse a document's text: its front matter, checked against the keys `kind` knows. */
export function parseContentText(text: string, file: string, kind: FrontMatterKind): ContentFile {
  return checkContent(parseFrontMatter(text, file), file, kind);
}

function checkContent(fm: ParsedFrontMatter, file: string, kind: FrontMatterKind): ContentFile {
  const checked = checkFrontMatter(fm.data, kind, fm.keyPositions, file);
  const diagnostics: Diagnostic[] = [...fm.diagnostics, ...checked.diagnostics];
  return { ...fm, data: checked.data, diagnostics, failed: diagnostics.some((d) => d.severity === 'error') };
}

/**
 * Read a Markdown or MDX document: its text (UTF-8, not binary) and its front matter, through the
 * site's `markdown.parseFrontMatter` and `preprocessor` when it has them.
 */
export async function readContentFile(file: string, kind: FrontMatterKind, hooks?: MarkdownHooks): Promise<ContentFile> {
  const source = await readSource(file);
  if (source.diagnostics.length) return { data: {}, body: '', keyPositions: new Map(), diagnostics: source.diagnostics, failed: true };
  if (!hooks) return parseContentText(source.text, file, kind);
  return checkContent(await applyMarkdownHooks(parseFrontMatter(source.text, file), source.text, file, hooks), file, kind);
}
