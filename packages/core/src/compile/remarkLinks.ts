import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Definition, Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hashOf } from '../util/hash.ts';
import type { CompileOptions, CopiedAsset, SourceLink } from './types.ts';

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export interface LinkData {
  links: SourceLink[];
  assets: CopiedAsset[];
  diagnostics: Diagnostic[];
}

/**
 * Rewrite relative links to `.md`/`.mdx` files into their routes, copy local images under a
 * content-hashed name, and record every link with its position for the link checker.
 */
export function remarkLinks(options: CompileOptions) {
  return (tree: Root, file: VFile) => {
    const source = file.path;
    const data: LinkData = { links: [], assets: [], diagnostics: [] };
    const at = (node: Link | Image | Definition) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });

    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      const n = node as Link | Image | Definition;
      const url = n.url;
      if (!url || EXTERNAL.test(url)) return;
      if (node.type === 'image') {
        rewriteImage(n as Image, source, options, data, at(n));
        return;
      }
      if (url.startsWith('#')) {
        data.links.push({ url, ...at(n) });
        return;
      }
      const [pathPart, hash = ''] = splitHash(url);
      if (/\.mdx?$/.test(pathPart) && !pathPart.startsWith('/')) {
        const target = path.resolve(path.dirname(source), decodeURIComponent(pathPart));
        const permalink = options.permalinks[target];
        if (!permalink) {
          data.diagnostics.push({
            severity: 'warning',
            code: 'broken-markdown-link',
            file: source,
            ...at(n),
            message: `Markdown link "${url}" points to ${existsSync(target) ? 'a file that is not a page' : 'a file that does not exist'}.`,
            hint: 'Link to an existing .md/.mdx file relative to this one.',
          });
          data.links.push({ url, ...at(n) });
          return;
        }
        n.url = withBase(options.baseUrl, permalink) + (hash ? `#${hash}` : '');
      } else if (pathPart.startsWith('/')) {
        n.url = withBase(options.baseUrl, pathPart) + (hash ? `#${hash}` : '');
      }
      data.links.push({ url: n.url, ...at(n) });
    });
    file.data.links = data;
  };
}

function rewriteImage(node: Image, source: string, options: CompileOptions, data: LinkData, pos: { line: number; column: number }) {
  if (node.url.startsWith('/')) return; // served from static/
  const [pathPart] = splitHash(node.url);
  const from = path.resolve(path.dirname(source), decodeURIComponent(pathPart));
  if (!existsSync(from)) {
    data.diagnostics.push({ severity: 'warning', code: 'missing-image', file: source, ...pos, message: `Image "${node.url}" does not exist.`, hint: 'Give a path relative to this file, or an absolute path into static/.' });
    return;
  }
  const ext = path.extname(from);
  const to = `assets/images/${path.basename(from, ext)}-${hashOf(readFileSync(from))}${ext}`;
  data.assets.push({ from, to });
  node.url = options.baseUrl + to;
}

function splitHash(url: string): [string, string?] {
  const i = url.indexOf('#');
  return i < 0 ? [url] : [url.slice(0, i), url.slice(i + 1)];
}

function withBase(baseUrl: string, p: string): string {
  return baseUrl === '/' ? p : baseUrl.replace(/\/$/, '') + p;
}
