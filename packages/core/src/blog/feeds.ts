import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledDocument, CompileOptions } from '../compile/types.ts';
import { summarize } from './planBlogRoutes.ts';
import type { FeedType, SiteConfig } from '../config/types.ts';
import { joinUrl } from '../content/paths.ts';
import type { FeedLink } from '../render/htmlShell.ts';
import type { BlogPostSummary } from '../routes/types.ts';
import { hashOf } from '../util/hash.ts';
import type { KeyedCache } from '../util/keyedCache.ts';
import type { BlogPost } from './types.ts';
import type { LoadedContent } from '../content/loadedContent.ts';
import { blogsOf } from './blogInstances.ts';
import { escapeHtml } from '../../../client/src/escapeHtml.ts';
import { applyTrailingSlash } from '../../../client/src/trailingSlash.ts';
import { BuildError } from '../diagnostics/diagnostic.ts';
import { docusaurusBlogPost, postsBehind, type DocusaurusBlogPost } from './processBlogPosts.ts';
import { withStylesheet, xsltChoice, xsltFileName, xsltFileNames, xsltFiles } from './feedStylesheets.ts';
import { feedUrls } from './feedUrls.ts';

export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/** Where the blog's feeds are, for every page's `<head>`. */
export function feedLinks(config: SiteConfig): FeedLink[] {
  if (!config.blog) return [];
  const base = config.baseUrl + config.blog.routeBasePath.replace(/^\/+|\/+$/g, '');
  const at = (file: string) => `${base}/${file}`.replace(/\/{2,}/g, '/');
  const all: (FeedLink & { kind: FeedType })[] = [
    { kind: 'rss', type: 'application/rss+xml', href: at(FEED_FILES.rss), title: `${config.title} RSS Feed` },
    { kind: 'atom', type: 'application/atom+xml', href: at(FEED_FILES.atom), title: `${config.title} Atom Feed` },
    { kind: 'json', type: 'application/feed+json', href: at(FEED_FILES.json), title: `${config.title} JSON Feed` },
  ];
  // The blog's `feedOptions.type` says which are written.
  return all.filter((l) => config.blog && config.blog.feedOptions.type.includes(l.kind)).map(({ kind: _, ...link }) => link);
}

/** Every blog's feed links, for every page's `<head>` (each blog plugin adds its own); undefined for a site without a blog. */
export function siteFeedLinks(config: SiteConfig, content: Pick<LoadedContent, 'blog' | 'blogInstances'>): FeedLink[] | undefined {
  const blogs = blogsOf(config, content);
  return blogs.length ? blogs.flatMap((b) => feedLinks(b.config)) : undefined;
}

/** Every file the feeds write, by path inside the base URL: the feeds and their XSL stylesheets. */
export function feedFilePaths(config: SiteConfig): string[] {
  if (!config.blog) return [];
  const links = feedLinks(config).map((l) => l.href.slice(config.baseUrl.length));
  const dir = links[0]?.replace(/[^/]*$/, '') ?? '';
  const choice = xsltChoice(config.blog.feedOptions.xslt);
  const kinds = new Set(config.blog.feedOptions.type);
  const stylesheets = (['rss', 'atom'] as const).filter((f) => kinds.has(f)).flatMap((f) => xsltFileNames(f, choice).map((name) => dir + name));
  return [...links, ...stylesheets];
}

/**
 * One entry of a feed, with the keys Docusaurus's feed items have (the `feed` package's item):
 * what `createFeedItems` receives from `defaultCreateFeedItems` and returns.
 */
export interface FeedItem {
  title: string;
  id?: string;
  link: string;
  date: Date | string;
  description?: string;
  content?: string;
  author?: { name?: string; link?: string; email?: string }[];
  category?: { name: string; term?: string }[];
}

// XML text and attribute values escape exactly as HTML's do.
const xml = escapeHtml;
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const isoDate = (date: Date) => date.toISOString();
const rfc822 = (date: Date) => date.toUTCString();

export interface FeedInput {
  config: SiteConfig;
  /** Listed posts, newest first, with their summaries in the same order. */
  posts: BlogPost[];
  summaries: BlogPostSummary[];
  compileOptions: CompileOptions;
  /** Each post's feed HTML from the last build, by its text and the options that shape it. */
  cache?: KeyedCache<string>;
  /** The site folder, where a site's own XSL stylesheet is read from (beside the blog). */
  siteDir?: string;
  /** The config file, for errors of the feed functions. */
  configFile?: string;
  /** The output folder, as Docusaurus gives it to `createFeedItems`. */
  outDir?: string;
  /** A post's feed HTML when its compile made it (see CompileExtras), by the post's file. */
  compiledHtml?: (source: string) => string | undefined;
}

/**
 * RSS 2.0, Atom 1.0 and JSON Feed 1.1 of the blog, each with every listed post's full HTML. Dates
 * come from the posts, not the clock, so an unchanged blog gives byte-identical feeds.
 */
export async function makeFeeds({ config, posts, summaries, compileOptions, cache, siteDir, configFile, outDir, compiledHtml }: FeedInput): Promise<Map<string, string>> {
  if (!config.blog) return new Map();
  const blog = config.blog;
  const origin = config.url;
  // Pages' addresses in the form the site links them (`trailingSlash`).
  const absolute = (p: string) => origin + applyTrailingSlash(joinUrl(config.baseUrl, p), config.trailingSlash, config.baseUrl);
  const home = absolute(blog.routeBasePath);
  const links = feedLinks(config);
  if (links.length === 0) return new Map();
  const urlOf = (type: FeedLink['type']) => origin + (links.find((l) => l.type === type)?.href ?? '');
  const [rssUrl, atomUrl, jsonUrl] = [urlOf('application/rss+xml'), urlOf('application/atom+xml'), urlOf('application/feed+json')];
  const feed = blog.feedOptions;
  const title = feed.title ?? `${config.title} ${blog.blogTitle}`;
  const description = feed.description ?? blog.blogDescription ?? title;
  const language = feed.language ?? config.i18n.defaultLocale;
  if (typeof feed.limit === 'number') posts = posts.slice(0, feed.limit);
  // Parsing every post again is most of this stage: a warm build parses only the posts that changed.
  const optionsKey = hashOf(JSON.stringify([compileOptions, origin, ...(config.trailingSlash === undefined ? [] : [config.trailingSlash])]));
  const htmlOf = async (post: BlogPost) => {
    const key = hashOf(JSON.stringify([optionsKey, post.source, post.format, post.frontMatter, post.body]));
    const cached = cache?.get(key);
    if (cached !== undefined) return cached;
    // Made by the post's compile when it could; parsed again here otherwise.
    const html = compiledHtml?.(post.source) ?? (await (await import('./feedHtml.ts')).feedHtml(post, compileOptions, feedUrls(config)));
    cache?.set(key, html);
    return html;
  };
  // The default items, for the posts given (all of them, or those a site's `createFeedItems` passes on).
  const views = new Map(posts.map((post, i) => [docusaurusBlogPost(post, blog.path, summaries[i]!.title), i]));
  const defaultCreateFeedItems = async ({ blogPosts }: { blogPosts: unknown[] }): Promise<FeedItem[]> => {
    const byView = new Map([...views].map(([view, i]) => [view, posts[i]!]));
    const behind = postsBehind(blogPosts, byView);
    if (behind.some((p) => p === undefined)) throw feedError('`defaultCreateFeedItems` was given a post that is not one of the blog\'s posts');
    return Promise.all(behind.map(async (post) => {
      const summary = summaries[posts.indexOf(post!)]!;
      const url = absolute(post!.permalink);
      return {
        title: summary.title,
        id: url,
        link: url,
        date: new Date(`${summary.date}T00:00:00Z`),
        ...(summary.description ? { description: summary.description } : {}),
        content: await htmlOf(post!),
        ...(summary.authors.length ? { author: summary.authors.map((a) => ({ name: a.name, ...(a.url ? { link: a.url } : {}) })) } : {}),
        category: summary.tags.map((t) => ({ name: t.label, term: t.label })),
      };
    }));
  };
  const feedError = (why: string) => new BuildError([{ severity: 'error', code: 'feed-items', file: configFile, message: `The blog's feed items could not be made: ${why}.`, hint: 'Make `feedOptions.createFeedItems` return an array of { title, link, date, ... }; `defaultCreateFeedItems(params)` gives the built-in ones.' }]);
  const blogPosts = [...views.keys()] as DocusaurusBlogPost[];
  let returned: unknown;
  try {
    returned = feed.createFeedItems ? await feed.createFeedItems({ blogPosts, siteConfig: config, outDir, defaultCreateFeedItems }) : await defaultCreateFeedItems({ blogPosts });
  } catch (error) {
    throw error instanceof BuildError ? error : feedError(`\`createFeedItems\` threw: ${(error as Error)?.message ?? String(error)}`);
  }
  await cache?.save();
  const entries = checkFeedItems(returned, feedError);
  const updated = entries[0]?.date ?? new Date('1970-01-01T00:00:00Z');

  const rss = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xml(title)}</title>`,
    `<link>${xml(home)}</link>`,
    `<description>${xml(description)}</description>`,
    `<language>${xml(language)}</language>`,
    feed.copyright ? `<copyright>${xml(feed.copyright)}</copyright>` : '',
    `<lastBuildDate>${rfc822(updated)}</lastBuildDate>`,
    '<docs>https://www.rssboard.org/rss-specification</docs>',
    '<generator>docs</generator>',
    `<atom:link href="${xml(rssUrl)}" rel="self" type="application/rss+xml"/>`,
    ...entries.map((item) =>
      [
        '<item>',
        `<title>${xml(item.title)}</title>`,
        `<link>${xml(item.link)}</link>`,
        `<guid isPermaLink="${item.id === item.link}">${xml(item.id)}</guid>`,
        `<pubDate>${rfc822(item.date)}</pubDate>`,
        item.description ? `<description>${xml(item.description)}</description>` : '',
        item.content !== undefined ? `<content:encoded>${cdata(item.content)}</content:encoded>` : '',
        ...item.author.flatMap((a) => (a.name ? [`<dc:creator>${xml(a.name)}</dc:creator>`] : [])),
        ...item.category.map((c) => `<category>${xml(c.name)}</category>`),
        '</item>',
      ].filter(Boolean).join('\n'),
    ),
    '</channel>',
    '</rss>',
  ].filter(Boolean).join('\n');

  const atom = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${xml(home)}</id>`,
    `<title>${xml(title)}</title>`,
    `<subtitle>${xml(description)}</subtitle>`,
    `<updated>${isoDate(updated)}</updated>`,
    `<link rel="alternate" href="${xml(home)}"/>`,
    `<link rel="self" href="${xml(atomUrl)}"/>`,
    `<author><name>${xml(config.title)}</name></author>`,
    feed.copyright ? `<rights>${xml(feed.copyright)}</rights>` : '',
    '<generator>docs</generator>',
    ...entries.map((item) =>
      [
        '<entry>',
        `<title type="html">${xml(item.title)}</title>`,
        `<id>${xml(item.id)}</id>`,
        `<link href="${xml(item.link)}"/>`,
        `<published>${isoDate(item.date)}</published>`,
        `<updated>${isoDate(item.date)}</updated>`,
        item.description ? `<summary type="html">${xml(item.description)}</summary>` : '',
        item.content !== undefined ? `<content type="html">${xml(item.content)}</content>` : '',
        ...item.author.map((a) => `<author><name>${xml(a.name ?? '')}</name>${a.link ? `<uri>${xml(a.link)}</uri>` : ''}${a.email ? `<email>${xml(a.email)}</email>` : ''}</author>`),
        ...item.category.map((c) => `<category term="${xml(c.term ?? c.name)}" label="${xml(c.name)}"/>`),
        '</entry>',
      ].filter(Boolean).join('\n'),
    ),
    '</feed>',
  ].filter(Boolean).join('\n');

  const json = {
    version: 'https://jsonfeed.org/version/1.1',
    title,
    home_page_url: home,
    feed_url: jsonUrl,
    description,
    language,
    items: entries.map((item) => ({
      id: item.id,
      url: item.link,
      title: item.title,
      ...(item.content !== undefined ? { content_html: item.content } : {}),
      ...(item.description ? { summary: item.description } : {}),
      date_published: isoDate(item.date),
      ...(item.category.length ? { tags: item.category.map((c) => c.name) } : {}),
      ...(item.author.length ? { authors: item.author.map((a) => ({ name: a.name, ...(a.link ? { url: a.link } : {}) })) } : {}),
    })),
  };

  // `feedOptions.xslt`: the RSS and Atom feeds name their stylesheet, written beside them.
  const choice = xsltChoice(feed.xslt);
  const texts: Record<FeedLink['type'], string> = {
    'application/rss+xml': withStylesheet(rss, xsltFileName('rss', choice)) + '\n',
    'application/atom+xml': withStylesheet(atom, xsltFileName('atom', choice)) + '\n',
    'application/feed+json': JSON.stringify(json, null, 2) + '\n',
  };
  // By path inside the base URL, in the order of feedLinks, then the stylesheets.
  const files = new Map(links.map((l) => [l.href.slice(config.baseUrl.length), texts[l.type]]));
  const dir = [...files.keys()][0]!.replace(/[^/]*$/, '');
  const blogDir = siteDir === undefined ? undefined : path.join(siteDir, blog.path);
  for (const kind of ['rss', 'atom'] as const) {
    if (!feed.type.includes(kind)) continue;
    for (const [name, text] of await xsltFiles(kind, choice, blogDir, configFile)) files.set(dir + name, text);
  }
  return files;
}

/** What `createFeedItems` returned, checked: an array of items with a title, a link and a date. */
function checkFeedItems(value: unknown, fail: (why: string) => Error): (Required<Pick<FeedItem, 'title' | 'id' | 'link' | 'author' | 'category'>> & Omit<FeedItem, 'date'> & { date: Date })[] {
  if (!Array.isArray(value)) throw fail(`\`createFeedItems\` returned ${value === null ? 'null' : typeof value}, not an array of items`);
  return value.map((raw, i) => {
    const item = raw as Partial<FeedItem> | undefined;
    if (typeof item?.title !== 'string' || typeof item.link !== 'string') throw fail(`item ${i} has no \`title\` and \`link\` text`);
    const date = new Date(item.date ?? Number.NaN);
    if (Number.isNaN(date.getTime())) throw fail(`item ${i} ("${item.title}") has no valid \`date\``);
    return { ...item, title: item.title, link: item.link, id: typeof item.id === 'string' ? item.id : item.link, date, author: Array.isArray(item.author) ? item.author : [], category: Array.isArray(item.category) ? item.category : [] };
  });
}

/**
 * Every blog's feeds (the default blog's and each of `blogInstances`), by path inside the base
 * URL: what `docs build` writes and `docs dev` serves.
 */
export async function siteFeeds(o: Omit<FeedInput, 'config' | 'posts' | 'summaries'> & { config: SiteConfig; content: Pick<LoadedContent, 'blog' | 'blogInstances'>; compiled: Map<string, CompiledDocument> }): Promise<Map<string, string>> {
  const { config, content, compiled, ...input } = o;
  const all = new Map<string, string>();
  for (const blog of blogsOf(config, content)) {
    const posts = blog.posts.filter((p) => !p.unlisted);
    for (const [file, text] of await makeFeeds({ ...input, config: blog.config, posts, summaries: summarize(posts, compiled, blog.config.blog), compiledHtml: (source) => compiled.get(source)?.feedHtml })) all.set(file, text);
  }
  return all;
}

/** The feeds written into the output folder; returns their paths inside the base URL. */
export async function writeFeeds(outDir: string, feeds: Map<string, string>): Promise<string[]> {
  await Promise.all(
    [...feeds].map(async ([file, text]) => {
      await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
      await writeFile(path.join(outDir, file), text);
    }),
  );
  return [...feeds.keys()];
}
