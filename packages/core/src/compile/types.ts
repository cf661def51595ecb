import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { IdealImageOptions, MarkdownOptions, Mdx1CompatOptions } from '../config/types.ts';
import type { ComponentDoc } from '../docgen/types.ts';
import type { MarkdownLinkRoots } from './markdownLinks.ts';
import type { PartialImport, PartialUse } from './remarkPartials.ts';
import type { DocumentElement } from './recmaElementMarkers.ts';
import type { FeedUrls } from '../blog/feedUrls.ts';

/** Docusaurus 3's defaults: MDX 1 comments, admonition titles and heading ids all accepted. */
export const MDX1_COMPAT_DEFAULTS: Mdx1CompatOptions = { comments: true, admonitions: true, headingIds: true };

export interface Heading {
  depth: number;
  /** Plain text of the heading. */
  value: string;
  id: string;
}

/**
 * Where a compile thread finds the site's remark/rehype plugins. Plugins are functions, which
 * cannot be sent to a worker thread: each thread imports the config itself, once.
 */
export interface ContentPluginSource {
  siteDir: string;
  /** Changes whenever a plugin or its options change, so cached documents compiled with others are not reused. */
  key: string;
}

export type { TocItem } from './tocItem.ts';

export interface SourceLink {
  /** The link as written after `.md` rewriting: a route path, maybe with `#hash`, or an external URL. */
  url: string;
  line: number;
  column: number;
}

export interface CopiedAsset {
  from: string;
  /** Output path relative to the output folder. */
  to: string;
}

/** The site's `markdown` options the compiler reads: plain data, sent to the compile workers. */
export type CompileMarkdownOptions = Pick<MarkdownOptions, 'format' | 'mdx1Compat'> & { anchors?: { maintainCase?: boolean }; /** ```mermaid blocks become `<Mermaid>` diagrams. */ mermaid?: true };

export interface CompileOptions {
  /** Absolute source path → route path, for rewriting relative `.md` links. */
  permalinks: Record<string, string>;
  baseUrl: string;
  /** Where Markdown links to files are looked up besides the linking file's folder (see `markdownLinks.ts`). */
  markdownLinks?: MarkdownLinkRoots;
  /** Folders local images may come from (the site's, and content folders outside it); unchecked when absent. */
  assetRoots?: string[];
  /** The static folder, where images written with an absolute path must be. */
  staticDir?: string;
  /** With `staticDirectories` of more than one folder: all of them, the first being `staticDir`. */
  staticDirs?: string[];
  /** Components `<PropsTable of="..." />` may name, when the site configures `propsTables`. */
  components?: Record<string, ComponentDoc>;
  /** The site's `markdown` options (format of documents compiled on their own, MDX 1 compatibility). */
  markdown?: CompileMarkdownOptions;
  /** Where the site's remark/rehype plugins come from, when it has any. */
  contentPlugins?: ContentPluginSource;
  /** `themeConfig.prism.magicComments`, or Docusaurus's default when the site sets none. */
  magicComments?: MagicCommentConfig[];
  /**
   * The elements the site's MDX components replace (`a`, `table`, ...): the others are written as
   * plain HTML where no component is inside them. Unknown when absent: every element stays JSX.
   */
  replacedElements?: string[];
  /** With plugin-ideal-image: imported PNG and JPEG files become responsive image objects (see `idealImagePlugin.ts`). */
  idealImage?: IdealImageOptions;
  /** Where highlighted code blocks are cached by their text (see `codeHighlighter.ts`); not part of the compile cache's key. */
  highlightCacheDir?: string;
  /**
   * Only to find where a failed render failed (see `render/locateRenderErrors.ts`): wrap each
   * component element in a marker numbered for this document, and list the elements.
   */
  elementMarkers?: { document: number };
}

/**
 * One kind of magic comment in code blocks (Docusaurus's `themeConfig.prism.magicComments` item):
 * `// highlight-next-line` gives the next line `className`; `// highlight-start` ... `// highlight-end`
 * give it to the lines between. The comment lines themselves are removed.
 */
export interface MagicCommentConfig {
  className: string;
  /** Directive that marks the next line. */
  line?: string;
  /** Directives that open and close a range of lines. */
  block?: { start: string; end: string };
}

/** What search indexes of a document: its intro (depth 1) and each h2/h3 with the text under it. */
export interface Section {
  depth: number;
  /** The heading's anchor; absent for the intro. */
  id?: string;
  title?: string;
  text: string;
}

/** What a compile may make beside the document's module, apart from the options its cache entry is keyed by. */
export interface CompileExtras {
  /** The feeds' URLs, when the site has feeds: a blog post's compile makes its feed HTML too (`feedHtml`). */
  feed?: FeedUrls;
}

export interface CompiledDocument {
  source: string;
  /**
   * ES module whose default export is the content component (empty when compilation failed, and
   * when the code is in `storedCode`: read it with `codeOf`).
   */
  code: string;
  /** Set when the code and standalone body are on disk, not here (see `compiledCode.ts`). */
  storedCode?: StoredCode;
  headings: Heading[];
  /** Text of the first `#` heading, when the document has one. */
  contentTitle?: string;
  /** First paragraph as plain text, for descriptions. */
  excerpt: string;
  /** Whole text, for search and reading time. */
  text: string;
  sections: Section[];
  links: SourceLink[];
  assets: CopiedAsset[];
  diagnostics: Diagnostic[];
  /**
   * Holds JavaScript its author (or a site plugin) wrote, which MDX checks piece by piece only (see
   * remarkAuthoredScript.ts): its standalone body goes through esbuild, which checks the whole.
   */
  authoredScript?: boolean;
  /** Has live code blocks, which compile code in the reader's browser. */
  liveCode?: boolean;
  /** The Markdown files it imports by path (partials), with where each import is written. */
  partials?: PartialImport[];
  /** Where the partials it writes as blocks stand among its headings (see `partialHeadings.ts`). */
  partialHeadings?: PartialUse[];
  /**
   * For content that imports only the JSX runtime: the browser chunk's body, made where it was
   * compiled (see `standaloneContent.ts`), for a route that shows it without the bundler.
   */
  standalone?: StandaloneBody;
  /** With `elementMarkers`: the component elements as written, by marker number. */
  elements?: DocumentElement[];
  /**
   * A blog post's HTML for the feeds, when its compile was given the feeds' URLs: made from the
   * same parse as its page (see feedHtmlOfTree). Never in the compile cache: it depends on the
   * site's URL, which the cache is not keyed by.
   */
  feedHtml?: string;
}

export interface StandaloneBody {
  /** The runtime's import clause the body needs, as `{Fragment as _Fragment, jsx as _jsx}`. */
  runtimeImports: string;
  /**
   * Without that import (its names are free and the chunk imports them): minified when the
   * document holds authored script, else as compiled (see `standaloneContent.ts`).
   */
  code: string;
  /** The minified body's source map (JSON), sources not yet named; empty for a body as compiled. */
  map: string;
}

/**
 * Where a document's code is, when it is not in memory, and what the stages ask of it without
 * reading it. Lengths are in bytes of UTF-8: each part is read alone.
 */
export interface StoredCode {
  /** The code file: the module, then the standalone body's code and map, one after the other. */
  file: string;
  codeLength: number;
  standalone?: { runtimeImports: string; codeLength: number; mapLength: number };
  /** `hashOf(code)`: what the bundle cache fingerprints the document by. */
  hash: string;
  /** For code compiled once for every locale: the base URL that replaces its token when read (see `localeBase.ts`). */
  baseUrl?: string;
}
