import { createProcessor } from '@mdx-js/mdx';
import type { Code, Root as MdastRoot } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { PluginError } from './blamePlugin.ts';
import { feedHtmlOfTree } from '../blog/feedHtml.ts';
import { pluginsFor, type SectionPlugins } from './contentPlugins.ts';
import { compilableSource, mdx1Hint } from './mdx1Compat.ts';
import { fencedLines } from '../content/fencedLines.ts';
import { codeFrame, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourceDocument } from '../content/types.ts';
import { remarkAdmonitions } from './remarkAdmonitions.ts';
import { remarkAuthoredScript } from './remarkAuthoredScript.ts';
import { remarkRawCodeBlocks } from './remarkRawCodeBlocks.ts';
import { CONTENT_FRONT_MATTER, remarkDocusaurusExports } from './remarkDocusaurusExports.ts';
import { remarkHeadingIds } from './remarkHeadingIds.ts';
import { excessiveNesting } from './nestingDepth.ts';
import { parseInPieces } from './parseInPieces.ts';
import { remarkLinks, type LinkData } from './remarkLinks.ts';
import { remarkPartials, type PartialImport, type PartialUse } from './remarkPartials.ts';
import { remarkPropsTables } from './remarkPropsTables.ts';
import { remarkSections } from './remarkSections.ts';
import { rehypeCodeBlocks } from './rehypeCodeBlocks.ts';
import { rehypeDetailsElements } from './rehypeDetailsElements.ts';
import { rehypeMergeText } from './rehypeMergeText.ts';
import { rehypeRawHtml } from './rehypeRawHtml.ts';
import { rehypeRawComments } from './rehypeRawComments.ts';
import { rehypeSafeHtml } from './rehypeSafeHtml.ts';
import { ELEMENT_MARKERS_RUNTIME, recmaElementMarkers, type DocumentElement } from './recmaElementMarkers.ts';
import { rehypeStaticHtml } from './rehypeStaticHtml.ts';
import { withStandaloneBody } from './standaloneContent.ts';
import { tableRowHandler } from './tableRowHandler.ts';
import { visitTree } from './visitTree.ts';
import { MDX1_COMPAT_DEFAULTS, type CompiledDocument, type CompileExtras, type CompileOptions, type Heading, type Section } from './types.ts';

/**
 * Carry each fence's meta string (`title="a.ts" {1,3}`) as a property of its `code` element: the
 * element's `data` does not survive rehype-raw, properties do.
 */
function remarkCodeMeta() {
  return (tree: MdastRoot) => {
    visitTree(tree, 'code', (node: Code) => {
      if (node.meta) node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), dataMeta: node.meta } };
    });
  };
}

/** Plain text and first paragraph, taken from the Markdown tree before it becomes code. */
function remarkCollectText() {
  return (tree: MdastRoot, file: VFile) => {
    const firstParagraph = tree.children.find((n) => n.type === 'paragraph');
    // Raw HTML is markup, not text: a comment or a tag must not become the page's description.
    file.data.excerpt = firstParagraph ? toString(firstParagraph, { includeHtml: false }).replace(/\s+/g, ' ').trim() : '';
    file.data.text = tree.children
      .filter((n) => n.type !== 'mdxjsEsm' as string && n.type !== 'code')
      .map((n) => toString(n, { includeHtml: false }))
      .join('\n')
      .replace(/[ \t]+/g, ' ');
  };
}


/**
 * Let the Markdown tree go once the HTML tree is made: unified holds the tree it started from until
 * its last transform, and a long document's Markdown tree is as large as its HTML one (150 MB for a
 * table of 50,000 rows). `keep` goes last of the Markdown plugins, `release` first of the HTML ones;
 * the tree is kept on the file, as a processor serves many documents.
 */
function keepMarkdownTree() {
  return (root: MdastRoot, file: VFile) => void (file.data.markdownTree = root);
}
function releaseMarkdownTree() {
  return (_: unknown, file: VFile) => {
    const tree = file.data.markdownTree as MdastRoot | undefined;
    if (tree) tree.children = [];
    delete file.data.markdownTree;
  };
}

type Processor = ReturnType<typeof createProcessor>;

/**
 * The processor for documents of this format, these options and these site plugins. Nothing in it
 * is particular to a document (its front matter goes in `file.data`), so a build makes one per
 * format and options, as @mdx-js/loader and Docusaurus do, not one per document (making and
 * freezing it cost each document half a millisecond). Sections with remark or rehype plugins of
 * the site get their own, as before: their plugin list is made per document.
 */
function processorFor(format: 'md' | 'mdx', options: CompileOptions, plugins: SectionPlugins): Processor {
  if (hasSitePlugins(plugins)) return makeProcessor(format, options, plugins);
  let byFormat = processors.get(options);
  if (!byFormat) processors.set(options, (byFormat = new Map()));
  const made = byFormat.get(format);
  const captured = capturedOptions(options);
  if (made && made.captured.every((value, i) => value === captured[i])) return made.processor;
  const processor = makeProcessor(format, options, plugins);
  byFormat.set(format, { processor, captured });
  return processor;
}

/**
 * The options `makeProcessor` hands its plugins by value. `docs dev` fills some in on the same
 * options object once they are known (the props tables' components, read after the first page):
 * a processor made before must not serve with the old ones.
 */
function capturedOptions(options: CompileOptions): unknown[] {
  return [options.components, options.markdown, options.markdownLinks, options.magicComments, options.highlightCacheDir, options.replacedElements, options.elementMarkers];
}

function hasSitePlugins(plugins: SectionPlugins): boolean {
  return plugins.beforeRemark.length + plugins.remark.length + plugins.beforeRehype.length + plugins.rehype.length > 0;
}

const processors = new WeakMap<CompileOptions, Map<string, { processor: Processor; captured: unknown[] }>>();

function makeProcessor(format: 'md' | 'mdx', options: CompileOptions, plugins: SectionPlugins): Processor {
  // Plain rows are written as HTML as they are made, unless a plugin of the site is to see them.
  const rowsAsHtml = options.replacedElements && !plugins.beforeRehype.length && !plugins.rehype.length ? new Set(options.replacedElements) : undefined;
  return createProcessor({
    format,
    outputFormat: 'program',
    development: false,
    // The site's own plugins go where Docusaurus puts them: before or after the built-in ones.
    remarkPlugins: [
      remarkGfm,
      remarkDirective,
      ...plugins.beforeRemark,
      remarkAuthoredScript,
      remarkCodeMeta,
      remarkRawCodeBlocks,
      remarkAdmonitions,
      [remarkHeadingIds, { maintainCase: options.markdown?.anchors?.maintainCase }],
      [remarkPartials, options.markdownLinks?.siteDir],
      remarkDocusaurusExports,
      [remarkLinks, options],
      [remarkPropsTables, options.components],
      ...plugins.remark,
      remarkCollectText,
      remarkSections,
      keepMarkdownTree,
    ],
    remarkRehypeOptions: { handlers: { tableRow: tableRowHandler(rowsAsHtml) } },
    // Raw HTML is markup only in `.md` (in MDX, tags are JSX): parsed when the tree has some, then made safe.
    rehypePlugins: [
      releaseMarkdownTree,
      ...plugins.beforeRehype,
      ...(format === 'md' ? [rehypeRawHtml, rehypeRawComments, rehypeSafeHtml] : []),
      rehypeDetailsElements,
      ...plugins.rehype,
      rehypeMergeText,
      [rehypeCodeBlocks, { magicComments: options.magicComments, cacheDir: options.highlightCacheDir, mermaid: options.markdown?.mermaid }],
      [rehypeStaticHtml, { replaced: options.replacedElements }],
    ],
    recmaPlugins: options.elementMarkers ? [[recmaElementMarkers, options.elementMarkers]] : [],
  });
}

/** Compile a document as the compile stage keeps it: with its standalone body (see withStandaloneBody). */
export async function compileWithStandaloneBody(doc: SourceDocument, options: CompileOptions, extra: CompileExtras = {}): Promise<CompiledDocument> {
  return withStandaloneBody(await compileDocument(doc, options, extra));
}

/** Compile one Markdown/MDX document to an ES module plus what later stages need to know about it. */
export async function compileDocument(doc: SourceDocument, options: CompileOptions, extra: CompileExtras = {}): Promise<CompiledDocument> {
  const tooDeep = excessiveNesting(doc.body, doc.source);
  if (tooDeep) return failedDocument(doc, { ...tooDeep, frame: codeFrame(doc.body, tooDeep.line!, 1) });
  const plugins = await pluginsFor(options.contentPlugins, doc.section, doc.pluginId);
  const source = compilableSource(doc, options.markdown?.mdx1Compat ?? MDX1_COMPAT_DEFAULTS);
  // Docusaurus's plugins find the front matter here too.
  const file = new VFile({ path: doc.source, value: source, data: { frontMatter: doc.frontMatter } });
  try {
    const processor = processorFor(doc.format, options, plugins);
    // What `compile` does, but parsed in pieces where a table is long (see parseInPieces). The
    // processor's types start its transforms at the JavaScript tree; they start at the Markdown one.
    const tree = parseInPieces({ parser: processor, file });
    // A post's feed HTML is made from this parse (the feeds' own transforms), cloned before the
    // page's transforms change it: the main thread would otherwise parse every post again. Not
    // when the blog has remark plugins of its own: one may add syntax (math, say) the feeds' own
    // parser does not read, and their HTML stays what it was.
    const feedTree = extra.feed && doc.section === 'blog' && !hasSitePlugins(plugins) ? structuredClone(tree) : undefined;
    const code = processor.stringify(await processor.run(tree as unknown as Parameters<typeof processor.run>[0], file), file);
    // Without it, the feeds parse the post themselves, as before.
    const feedHtml = feedTree && extra.feed ? await feedHtmlOfTree(feedTree as MdastRoot, file, doc, options, extra.feed).catch(() => undefined) : undefined;
    const links = file.data.links as LinkData;
    const headings = (file.data.headings as Heading[]) ?? [];
    return {
      source: doc.source,
      code: String(code) + (file.data.frontMatterExport ? CONTENT_FRONT_MATTER : '') + (options.elementMarkers ? ELEMENT_MARKERS_RUNTIME : ''),
      ...(options.elementMarkers ? { elements: file.data.elements as DocumentElement[] } : {}),
      headings,
      contentTitle: headings.find((h) => h.depth === 1)?.value,
      excerpt: (file.data.excerpt as string) ?? '',
      text: (file.data.text as string) ?? '',
      sections: (file.data.sections as Section[] | undefined) ?? [],
      links: links.links,
      assets: links.assets,
      liveCode: file.data.liveCode === true || undefined,
      // A site's plugin may add any JavaScript, anywhere in the tree: its output is checked too.
      ...(file.data.authoredScript || hasSitePlugins(plugins) ? { authoredScript: true } : {}),
      ...(file.data.partials ? { partials: file.data.partials as PartialImport[] } : {}),
      ...(file.data.partialHeadings ? { partialHeadings: file.data.partialHeadings as PartialUse[] } : {}),
      diagnostics: [links.diagnostics, file.data.headingDiagnostics, file.data.safeHtmlDiagnostics, file.data.propsTableDiagnostics, file.data.codeBlockDiagnostics].flatMap((d) => (d as Diagnostic[] | undefined) ?? []),
      ...(feedHtml === undefined ? {} : { feedHtml }),
    };
  } catch (error) {
    const first = toDiagnostic(error, doc, source);
    if (first.code !== 'mdx-syntax') return failedDocument(doc, first);
    // The parser finds some errors in a first pass over the text and others building the tree: in line order for the reader.
    return failedDocument(doc, ...[first, ...laterSyntaxErrors(doc, source, first, plugins)].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
  }
}

const MAX_SYNTAX_ERRORS = 20;

/**
 * MDX stops at its first error. To report every error of a file in one build (not one per round
 * of fixes), blank the block that failed and parse again, until the file parses or the limit.
 */
function laterSyntaxErrors(doc: SourceDocument, source: string, first: Diagnostic, plugins: SectionPlugins): Diagnostic[] {
  const processor = createProcessor({ format: doc.format, remarkPlugins: [remarkGfm, remarkDirective, ...plugins.beforeRemark] });
  const lines = source.split('\n');
  const fenced = fencedLines(source);
  const found: Diagnostic[] = [];
  let last = first;
  while (found.length < MAX_SYNTAX_ERRORS - 1 && last.line) {
    blankBlock(lines, last.line - 1, fenced);
    try {
      processor.parse(new VFile({ path: doc.source, value: lines.join('\n') }));
      break;
    } catch (error) {
      const next = toDiagnostic(error, doc, source);
      // No progress: an error the blanking cannot move past (an unclosed tag opened far above).
      // Inside a code block of the file: the blanking changed how the file reads, so it is no
      // error of the file's own.
      if (next.code !== 'mdx-syntax' || !next.line || (next.line === last.line && next.message === last.message) || fenced[next.line - 1]) break;
      found.push(next);
      last = next;
    }
  }
  return found;
}

/**
 * Empty the lines of the block around `index`, keeping the line count: up to the blank lines
 * around it, and never across the edge of a fenced code block (a fence interrupts a paragraph), so
 * no fence is left open or closed by half of it.
 */
function blankBlock(lines: string[], index: number, fenced: boolean[]): void {
  let start = Math.min(index, lines.length - 1);
  let end = start;
  const inFence = fenced[start] === true;
  const joins = (i: number) => (inFence ? fenced[i] === true : lines[i]!.trim() !== '' && !fenced[i]);
  while (start > 0 && joins(start - 1)) start--;
  while (end < lines.length - 1 && joins(end + 1)) end++;
  for (let i = start; i <= end; i++) lines[i] = '';
}

function failedDocument(doc: SourceDocument, ...diagnostics: Diagnostic[]): CompiledDocument {
  return { source: doc.source, code: '', headings: [], excerpt: '', text: '', sections: [], links: [], assets: [], diagnostics };
}

/** A parser exception as one readable diagnostic: the reason in plain words, the true position, a code frame. */
function toDiagnostic(error: unknown, doc: SourceDocument, source: string): Diagnostic {
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    // Nesting the line scan cannot see (elements, expressions, brackets) overflowed a recursion.
    return { severity: 'error', code: 'nesting-too-deep', file: doc.source, line: 1, column: 1, message: 'The document nests too deeply to compile (elements, expressions or links inside one another).', hint: 'Flatten the structure: no reader follows more than a few levels of nesting.' };
  }
  if (error instanceof PluginError) return pluginFailure(error, doc);
  const e = error as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } }; ruleId?: string; source?: string };
  const start = e.place && 'start' in e.place && e.place.start ? e.place.start : (e.place as { line?: number; column?: number } | undefined);
  let reason = (e.reason ?? e.message ?? String(error)).split('\n')[0]!;
  // Some parser messages name the exact place in their text, as `(15:1-15:6)`: more precise than the
  // node they are attached to (a whole paragraph, say), so it wins.
  const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  if (inText) reason = (reason.slice(0, inText.index) + reason.slice(inText.index + inText[0].length)).trim();
  const line = inText ? Number(inText[1]) : e.line ?? start?.line;
  const column = inText ? Number(inText[2]) : e.column ?? start?.column;
  if (typeof e.reason !== 'string' && !line) {
    // Not a parser message (those are VFileMessages, with a reason): a transform threw, most likely a remark/rehype plugin of the site.
    return { severity: 'error', code: 'compile-failed', file: doc.source, message: `Compiling this document failed: ${reason}`, hint: 'If the site adds remark or rehype plugins, check them against this file; otherwise report it as a bug of docs with the file.' };
  }
  const mdx1 = doc.format === 'mdx' ? mdx1Hint(reason, e.ruleId, source.split('\n')[(line ?? 1) - 1] ?? '', column) : undefined;
  return {
    severity: 'error',
    code: doc.format === 'mdx' ? 'mdx-syntax' : 'markdown-syntax',
    file: doc.source,
    line,
    column,
    message: reason,
    hint: mdx1 ?? (doc.format === 'mdx'
      ? 'In MDX, `<` and `{` start JSX and expressions: close every tag, or escape them as `\\<` and `\\{`.'
      : 'Check the Markdown syntax around this position.'),
    frame: line ? codeFrame(doc.body, line, column ?? 1) : undefined,
  };
}

/**
 * A site plugin that threw, as what it is: the plugin, its error, the document it was working on
 * (at the place its error names, when it names one), and what to do, a missing package first.
 */
function pluginFailure(error: PluginError, doc: SourceDocument): Diagnostic {
  const cause = error.cause as { message?: string; code?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } } | undefined;
  const reason = (cause?.message ?? String(cause)).split('\n')[0]!;
  const missing = cause?.code === 'MODULE_NOT_FOUND' || cause?.code === 'ERR_MODULE_NOT_FOUND' ? /Cannot find (?:module|package) '([^']+)'/.exec(reason)?.[1] : undefined;
  const place = cause?.place && 'start' in cause.place && cause.place.start ? cause.place.start : cause?.place;
  const line = cause?.line ?? place?.line;
  const column = cause?.column ?? place?.column;
  return {
    severity: 'error',
    code: 'plugin-failed',
    file: doc.source,
    ...(line ? { line, column: column ?? 1, frame: codeFrame(doc.body, line, column ?? 1) } : {}),
    message: `The plugin ${error.plugin} failed on this document: ${reason}`,
    hint: missing
      ? `The plugin needs the package "${missing.replace(/^((?:@[^/]+\/)?[^/]+).*$/, '$1')}", which is not installed: install it (npm install ${missing.replace(/^((?:@[^/]+\/)?[^/]+).*$/, '$1')}), or remove the plugin from the config.`
      : 'The error is in the plugin, or in what it expects of the document: check the plugin\'s options and version, or remove it from the config to build without it.',
  };
}
