import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { applyTrailingSlash } from '../../../client/src/trailingSlash.ts';
import { compilableSource } from '../compile/mdx1Compat.ts';
import { remarkLinks } from '../compile/remarkLinks.ts';
import { MDX1_COMPAT_DEFAULTS, type CompileOptions } from '../compile/types.ts';
import type { BlogPost } from './types.ts';
import type { FeedUrls } from './feedUrls.ts';
import type { SourceDocument } from '../content/types.ts';

// A module of its own, imported when a post's feed HTML is not cached: the Markdown pipeline is
// hundreds of modules, which every start of the CLI would otherwise load.

/** MDX posts in a feed: imports and expressions go, JSX elements give way to their children. */
function remarkPlainMdx() {
  return (tree: MdastRoot) => {
    const strip = (children: RootContent[]): RootContent[] =>
      children.flatMap((node): RootContent[] => {
        const type = node.type as string;
        if (type === 'mdxjsEsm' || type === 'mdxFlowExpression' || type === 'mdxTextExpression') return [];
        if (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') return strip((node as unknown as { children: RootContent[] }).children ?? []);
        if ('children' in node) (node as { children: RootContent[] }).children = strip(node.children as RootContent[]);
        return [node];
      });
    tree.children = strip(tree.children);
  };
}

/** `:::tip Title` becomes an `<aside>` with its title in bold, as readable in any feed reader. */
function remarkFeedAdmonitions() {
  return (tree: MdastRoot) => {
    visit(tree, 'containerDirective', (node) => {
      const label = node.children[0]?.data && 'directiveLabel' in node.children[0].data ? node.children.shift() : undefined;
      const title = label && 'children' in label ? label.children : [{ type: 'text' as const, value: node.name.charAt(0).toUpperCase() + node.name.slice(1) }];
      node.data = { hName: 'aside', hProperties: { className: [`admonition`, `admonition-${node.name}`] } };
      node.children.unshift({ type: 'paragraph', children: [{ type: 'strong', children: title as never }] });
    });
  };
}

/**
 * Every `/path` link and image source as an absolute URL, since feed readers have no base; a link
 * in the `trailingSlash` form, as the site's pages write it.
 */
function rehypeAbsoluteUrls({ origin, trailingSlash, baseUrl }: FeedUrls) {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      for (const key of ['href', 'src'] as const) {
        const value = node.properties[key];
        if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) continue;
        node.properties[key] = origin + (key === 'href' ? applyTrailingSlash(value, trailingSlash, baseUrl) : value);
      }
    });
  };
}

/** The transforms from a post's Markdown tree to its feed HTML: JSX and script out, admonitions as asides, links resolved and absolute. */
function feedTransforms(post: Pick<SourceDocument, 'format'>, options: CompileOptions, urls: FeedUrls) {
  const processor = unified();
  if (post.format === 'mdx') processor.use(remarkPlainMdx);
  return processor.use(remarkFeedAdmonitions).use(remarkLinks, options).use(remarkRehype).use(rehypeAbsoluteUrls, urls).use(rehypeStringify);
}

/** A post's full HTML for feeds, through remark and rehype (`rehype-stringify`), with absolute URLs. */
export async function feedHtml(post: BlogPost, options: CompileOptions, urls: FeedUrls): Promise<string> {
  const parser = unified().use(remarkParse);
  if (post.format === 'mdx') parser.use(remarkMdx);
  parser.use(remarkGfm).use(remarkDirective);
  const file = new VFile({ path: post.source, value: compilableSource(post, options.markdown?.mdx1Compat ?? MDX1_COMPAT_DEFAULTS) });
  return feedHtmlOfTree(parser.parse(file), file, post, options, urls);
}

/**
 * feedHtml from a tree already parsed from the post's text (the compile worker's, cloned before
 * the page's own transforms), so the post is not parsed twice. `file` is the one it was parsed from.
 */
export async function feedHtmlOfTree(tree: MdastRoot, file: VFile, post: Pick<SourceDocument, 'format'>, options: CompileOptions, urls: FeedUrls): Promise<string> {
  const processor = feedTransforms(post, options, urls);
  // A fresh file for the transforms' data (links, diagnostics): the page's own stays as it was.
  const feedFile = new VFile({ path: file.path, value: file.value });
  return String(processor.stringify(await processor.run(tree, feedFile), feedFile)).trim();
}
