import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Definition, Html, Image, Link, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { markdownLinkCandidates, MARKDOWN_FILE, resolveMarkdownLink, type MarkdownLinkRoots } from './markdownLinks.ts';
import { visitTree } from './visitTree.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hashOf } from '../util/hash.ts';
import { isInside, isReallyInside } from '../util/insidePath.ts';
import { isScriptUrl } from './rehypeSafeHtml.ts';
import type { CompileOptions, CopiedAsset, SourceLink } from './types.ts';

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
/** `src` of an `<img>` written as raw HTML in Markdown. */
const RAW_IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

export interface LinkData {
  links: SourceLink[];
  assets: CopiedAsset[];
  diagnostics: Diagnostic[];
}

interface Position {
  line: number;
  column: number;
}

/** A URL's path, query and hash, in that order (`./a.md?x=1#b` → `./a.md`, `?x=1`, `#b`). */
export function splitUrl(url: string): { pathPart: string; query: string; hash: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt < 0 ? { pathPart: beforeHash, query: '', hash } : { pathPart: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt), hash };
}

/**
 * Rewrite relative links to `.md`/`.mdx` files into their routes, copy local images under a
 * content-hashed name, and record every link with its position for the link checker. Images must
 * resolve inside the site (or the folders the config reads content from): anything else would
 * publish a file of the machine.
 */
export function remarkLinks(options: CompileOptions) {
  return (tree: Root, file: VFile) => {
    const source = file.path;
    const data: LinkData = { links: [], assets: [], diagnostics: [] };
    const at = (node: { position?: { start: { line: number; column: number } } }): Position => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    const report = (severity: Diagnostic['severity'], code: string, pos: Position, message: string, hint: string) => data.diagnostics.push({ severity, code, file: source, ...pos, message, hint });
    /** The path part decoded, or undefined (reported) when a `%` escape is malformed. */
    const decode = (url: string, pathPart: string, pos: Position) => {
      try {
        return decodeURIComponent(pathPart);
      } catch {
        report('warning', 'malformed-url', pos, `"${url}" has a malformed % escape.`, 'Write `%` as `%25`, or give a valid escape such as `%20`.');
        return undefined;
      }
    };
    const images = new ImageResolver(source, options, data, report, decode);
    // Without the site's folders (a document compiled alone), links are looked up beside the file.
    const linkRoots = options.markdownLinks ?? { siteDir: path.dirname(source), contentRoots: [] };

    visitTree(tree, (node) => {
      if (node.type === 'html') {
        images.rawHtml(node as Html, at(node));
        return;
      }
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as MdxJsxFlowElement).name === 'img') {
        images.jsxImage(node as MdxJsxFlowElement | MdxJsxTextElement, at(node));
        return;
      }
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      const n = node as Link | Image | Definition;
      const url = n.url;
      if (url && isScriptUrl(url)) {
        report('warning', 'unsafe-url', at(n), `The ${node.type === 'image' ? 'image' : 'link'} "${url.slice(0, 40)}" would run code; it was removed.`, 'Link to a page or a file; for interactive content, write the page as .mdx and use a component.');
        n.url = '';
        return;
      }
      if (!url || EXTERNAL.test(url)) return;
      if (node.type === 'image') {
        const rewritten = images.resolve(url, at(n));
        if (rewritten) n.url = rewritten;
        return;
      }
      if (url.startsWith('#')) {
        data.links.push({ url, ...at(n) });
        return;
      }
      const { pathPart, query, hash } = splitUrl(url);
      const decoded = decode(url, pathPart, at(n));
      if (decoded === undefined) return;
      if (MARKDOWN_FILE.test(pathPart)) {
        const permalink = resolveMarkdownLink(decoded, source, options.permalinks, linkRoots);
        if (permalink === undefined) {
          report('warning', 'broken-markdown-link', at(n), unresolvedMessage(url, decoded, source, linkRoots), 'Link to a .md/.mdx file of the site that is a page (not a `_` partial): relative to this file (`./a.md`), to the content folder (`/a.md`), or with `@site/`.');
          data.links.push({ url, ...at(n) });
          return;
        }
        n.url = withBase(options.baseUrl, permalink) + query + hash;
      } else if (pathPart.startsWith('/')) {
        n.url = withBase(options.baseUrl, pathPart) + query + hash;
      }
      data.links.push({ url: n.url, ...at(n) });
    });
    file.data.links = data;
  };
}

/** Why a Markdown link leads nowhere: the file it names is not a page, or there is no such file where Docusaurus looks. */
function unresolvedMessage(url: string, decoded: string, source: string, roots: MarkdownLinkRoots): string {
  const files = [...new Set(markdownLinkCandidates(decoded, source, roots).map((c) => c.file))];
  const existing = files.find((f) => isFile(f));
  if (existing) return `Markdown link "${url}" points to ${path.basename(existing).startsWith('_') || /[\\/]_/.test(path.relative(roots.siteDir, existing)) ? 'a partial' : 'a file'} that is not a page.`;
  return `Markdown link "${url}" points to a file that does not exist (looked for ${files.map((f) => path.relative(roots.siteDir, f) || f).join(', ')}).`;
}

/** Where each image a document uses comes from, and the address it gets. */
class ImageResolver {
  constructor(
    private readonly source: string,
    private readonly options: CompileOptions,
    private readonly data: LinkData,
    private readonly report: (severity: Diagnostic['severity'], code: string, pos: Position, message: string, hint: string) => void,
    private readonly decode: (url: string, pathPart: string, pos: Position) => string | undefined,
  ) {}

  /**
   * The address to use for an image written as `url`, or undefined to leave it as written
   * (external, or reported). An absolute path is a file of the static folder; a relative one is
   * copied into the output under a content-hashed name.
   */
  resolve(url: string, pos: Position): string | undefined {
    if (!url || EXTERNAL.test(url) || url.startsWith('data:')) return undefined;
    const { pathPart, query, hash } = splitUrl(url);
    const decoded = this.decode(url, pathPart, pos);
    if (decoded === undefined || decoded.includes('\0')) return undefined;
    if (pathPart.startsWith('/')) return this.fromStatic(url, pathPart, decoded, pos) ? withBase(this.options.baseUrl, pathPart) + query + hash : undefined;
    const from = path.resolve(path.dirname(this.source), decoded);
    const roots = this.options.assetRoots ?? [];
    if (roots.length && !roots.some((root) => isInside(root, from))) {
      this.report('error', 'asset-outside-site', pos, `Image "${url}" is outside the site folder; it is not published.`, 'Move the image into the site (next to the document, or into static/) and link it from there.');
      return undefined;
    }
    if (!isFile(from)) {
      this.report('warning', 'missing-image', pos, `Image "${url}" does not exist.`, 'Give a path relative to this file, or an absolute path into static/.');
      return undefined;
    }
    if (roots.length && !isReallyInside(roots, from)) {
      this.report('error', 'asset-outside-site', pos, `Image "${url}" is a link to a file outside the site folder; it is not published.`, 'Copy the image into the site instead of linking to it.');
      return undefined;
    }
    const ext = path.extname(from);
    const to = `assets/images/${path.basename(from, ext)}-${hashOf(readFileSync(from))}${ext}`;
    this.data.assets.push({ from, to });
    return this.options.baseUrl + to;
  }

  /** Whether an absolute image path names a file of the static folder (reported when not). */
  private fromStatic(url: string, pathPart: string, decoded: string, pos: Position): boolean {
    const staticDir = this.options.staticDir;
    if (!staticDir) return true;
    for (const dir of this.options.staticDirs ?? [staticDir]) {
      const file = path.join(dir, decoded);
      if (isInside(dir, file) && isFile(file)) return true;
    }
    this.report('warning', 'missing-image', pos, `Image "${url}" is not in the static folder.`, `Put it at ${path.join(path.basename(staticDir), pathPart)}, or link a file that is there.`);
    return false;
  }

  /** `<img src="...">` in a Markdown file's raw HTML: checked, and a relative file copied like `![]()`. */
  rawHtml(node: Html, start: Position): void {
    node.value = node.value.replace(RAW_IMG_SRC, (whole: string, double?: string, single?: string, bare?: string, offset = 0) => {
      const src = double ?? single ?? bare ?? '';
      const lines = node.value.slice(0, offset).split('\n');
      const pos = { line: start.line + lines.length - 1, column: (lines.length > 1 ? 1 : start.column) + lines.at(-1)!.length };
      const rewritten = this.resolve(decodeEntities(src), pos);
      const at = whole.lastIndexOf(src);
      return rewritten === undefined ? whole : whole.slice(0, at) + rewritten + whole.slice(at + src.length);
    });
  }

  /** `<img src="...">` in MDX, when `src` is a plain string. */
  jsxImage(node: MdxJsxFlowElement | MdxJsxTextElement, pos: Position): void {
    const src = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src');
    if (!src || typeof src.value !== 'string') return;
    const rewritten = this.resolve(src.value, pos);
    if (rewritten !== undefined) src.value = rewritten;
  }
}

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

const decodeEntities = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

function withBase(baseUrl: string, p: string): string {
  return baseUrl === '/' ? p : baseUrl.replace(/\/$/, '') + p;
}
