import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompileOptions } from '../compile/types.ts';
import type { FeedType, SiteConfig } from '../config/types.ts';
import { joinUrl } from '../content/paths.ts';
import type { FeedLink } from '../render/htmlShell.ts';
import type { BlogPostSummary } from '../routes/types.ts';
import { hashOf } from '../util/hash.ts';
import type { KeyedCache } from '../util/keyedCache.ts';
import type { BlogPost } from './types.ts';
import { escapeHtml } from '../../../client/src/escapeHtml.ts';
import { applyTrailingSlash } from '../../../client/src/trailingSlash.ts';

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

// XML text and attribute values escape exactly as HTML's do.
const xml = escapeHtml;
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const isoDate = (date: string) => new Date(`${date}T00:00:00Z`).toISOString();
const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

export interface FeedInput {
  config: SiteConfig;
  /** Listed posts, newest first, with their summaries in the same order. */
  posts: BlogPost[];
  summaries: BlogPostSummary[];
  compileOptions: CompileOptions;
  /** Each post's feed HTML from the last build, by its text and the options that shape it. */
  cache?: KeyedCache<string>;
}

/**
 * RSS 2.0, Atom 1.0 and JSON Feed 1.1 of the blog, each with every listed post's full HTML. Dates
 * come from the posts, not the clock, so an unchanged blog gives byte-identical feeds.
 */
export async function makeFeeds({ config, posts, summaries, compileOptions, cache }: FeedInput): Promise<Map<string, string>> {
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
    const { feedHtml } = await import('./feedHtml.ts');
    const html = await feedHtml(post, compileOptions, { origin, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash });
    cache?.set(key, html);
    return html;
  };
  const entries = await Promise.all(posts.map(async (post, i) => ({ post, summary: summaries[i]!, url: absolute(post.permalink), html: await htmlOf(post) })));
  await cache?.save();
  const updated = entries[0]?.summary.date ?? '1970-01-01';

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
    ...entries.map(({ summary, url, html }) =>
      [
        '<item>',
        `<title>${xml(summary.title)}</title>`,
        `<link>${xml(url)}</link>`,
        `<guid isPermaLink="true">${xml(url)}</guid>`,
        `<pubDate>${rfc822(summary.date)}</pubDate>`,
        summary.description ? `<description>${xml(summary.description)}</description>` : '',
        `<content:encoded>${cdata(html)}</content:encoded>`,
        ...summary.authors.map((a) => `<dc:creator>${xml(a.name)}</dc:creator>`),
        ...summary.tags.map((t) => `<category>${xml(t.label)}</category>`),
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
    ...entries.map(({ summary, url, html }) =>
      [
        '<entry>',
        `<title type="html">${xml(summary.title)}</title>`,
        `<id>${xml(url)}</id>`,
        `<link href="${xml(url)}"/>`,
        `<published>${isoDate(summary.date)}</published>`,
        `<updated>${isoDate(summary.date)}</updated>`,
        summary.description ? `<summary type="html">${xml(summary.description)}</summary>` : '',
        `<content type="html">${xml(html)}</content>`,
        ...summary.authors.map((a) => `<author><name>${xml(a.name)}</name>${a.url ? `<uri>${xml(a.url)}</uri>` : ''}</author>`),
        ...summary.tags.map((t) => `<category term="${xml(t.label)}" label="${xml(t.label)}"/>`),
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
    items: entries.map(({ summary, url, html }) => ({
      id: url,
      url,
      title: summary.title,
      content_html: html,
      ...(summary.description ? { summary: summary.description } : {}),
      date_published: isoDate(summary.date),
      ...(summary.tags.length ? { tags: summary.tags.map((t) => t.label) } : {}),
      ...(summary.authors.length ? { authors: summary.authors.map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}) })) } : {}),
    })),
  };

  const texts: Record<FeedLink['type'], string> = { 'application/rss+xml': rss + '\n', 'application/atom+xml': atom + '\n', 'application/feed+json': JSON.stringify(json, null, 2) + '\n' };
  // By path inside the base URL, in the order of feedLinks.
  return new Map(links.map((l) => [l.href.slice(config.baseUrl.length), texts[l.type]]));
}

/** The feeds written into the output folder; returns their paths inside the base URL. */
export async function writeFeeds(input: FeedInput & { outDir: string }): Promise<string[]> {
  const feeds = await makeFeeds(input);
  await Promise.all(
    [...feeds].map(async ([file, text]) => {
      await mkdir(path.dirname(path.join(input.outDir, file)), { recursive: true });
      await writeFile(path.join(input.outDir, file), text);
    }),
  );
  return [...feeds.keys()];
}
