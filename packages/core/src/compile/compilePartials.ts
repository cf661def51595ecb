import { statSync } from 'node:fs';
import type { MarkdownFormat } from '../config/types.ts';
import { documentFormat } from '../content/documentFormat.ts';
import { readContentFile } from '../content/readContentFile.ts';
import type { MarkdownHooks } from '../content/markdownHooks.ts';
import type { ContentSection, SourceDocument } from '../content/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { isInside } from '../util/insidePath.ts';
import type { CompiledDocument } from './types.ts';

export interface CompilePartialsInput {
  /** The documents compiled so far; the partials are added to it. */
  compiled: Map<string, CompiledDocument>;
  /** The documents whose partials to compile (`docs dev` compiles a page's when it is asked for); all of `compiled` by default. */
  from?: CompiledDocument[];
  /** Compile documents as the compile stage does (cached, on its workers). */
  compile: (docs: SourceDocument[]) => Promise<Map<string, CompiledDocument>>;
  /** The content folders: a partial inside one gets that section's remark and rehype plugins, as in Docusaurus. */
  sections: { dir: string; section: ContentSection }[];
  markdownFormat: MarkdownFormat;
  /** The site's `markdown.parseFrontMatter` / `preprocessor`: Docusaurus runs them on partials too. */
  markdownHooks?: MarkdownHooks;
}

export interface CompiledPartials {
  documents: SourceDocument[];
  /** Problems reading a partial (its compile diagnostics are in its compiled result). */
  diagnostics: Diagnostic[];
}

/**
 * Compile the partials the compiled documents import (and those they import, in rounds), through
 * the same pipeline and cache as the documents: the bundler then finds them compiled, their
 * diagnostics are located in them, and their headings and links are known before the routes are
 * planned. An import of a file that does not exist is left to the bundle stage, which reports it
 * at the import.
 */
export async function compilePartials(o: CompilePartialsInput): Promise<CompiledPartials> {
  const documents: SourceDocument[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  let round = o.from ?? [...o.compiled.values()];
  while (round.length) {
    const wanted = [...new Set(round.flatMap((doc) => (doc.partials ?? []).map((p) => p.source)))].filter((source) => !seen.has(source) && !o.compiled.has(source) && isFile(source));
    for (const source of wanted) seen.add(source);
    const read = await Promise.all(wanted.map((source) => readPartial(source, o)));
    const readable = read.filter((r) => !r.failed).map((r) => r.doc);
    for (const r of read) diagnostics.push(...r.diagnostics);
    documents.push(...readable);
    const compiled = readable.length ? await o.compile(readable) : new Map<string, CompiledDocument>();
    for (const [source, doc] of compiled) o.compiled.set(source, doc);
    round = [...compiled.values()];
  }
  return { documents, diagnostics };
}

async function readPartial(source: string, o: CompilePartialsInput): Promise<{ doc: SourceDocument; failed: boolean; diagnostics: Diagnostic[] }> {
  const file = await readContentFile(source, 'page', o.markdownHooks);
  // Docusaurus ignores a partial's front matter: only what cannot be read at all is reported.
  const errors = file.diagnostics.filter((d) => d.severity === 'error');
  const section = o.sections.filter((s) => isInside(s.dir, source)).sort((a, b) => b.dir.length - a.dir.length)[0]?.section;
  const doc: SourceDocument = { source, format: documentFormat(source, file.data, o.markdownFormat), body: file.body, frontMatter: file.data, ...(section ? { section } : {}) };
  return { doc, failed: errors.length > 0, diagnostics: errors };
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() === true;
