import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderWith } from '../../../../tests/helpers/files.ts';
import { withDefaults } from '../config/loadConfig.ts';
import type { BlogOptions, SiteConfig, UserConfig } from '../config/types.ts';
import { BuildError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { feedFilePaths, makeFeeds } from './feeds.ts';
import { loadBlog } from './loadBlog.ts';
import { summarize } from './planBlogRoutes.ts';

/** The blog's functions and feed options: processBlogPosts, feedOptions.createFeedItems and xslt. */


const site = (files: Record<string, string>) => folderWith('feed-options-', files);

const POSTS = {
  'blog/2024-01-05-first.md': '---\ntitle: First\ntags: [watch]\n---\nBefore.\n',
  'blog/2024-02-11-second.md': '---\ntitle: Second\ntags: [internal]\n---\nOpening.\n',
  'blog/2024-03-20-third.md': '---\ntitle: Third\nauthors: [{ name: Annis, url: "https://annis.example" }]\n---\nOnly.\n',
};

const configOf = (blog: Partial<UserConfig['blog'] & object>) => withDefaults({ title: 'Keepers', url: 'https://k.example', blog } as UserConfig);

async function load(dir: string, config: SiteConfig, diagnostics: Diagnostic[] = []) {
  const blog = config.blog as BlogOptions;
  return (await loadBlog({ blogDir: path.join(dir, 'blog'), options: blog, includeDrafts: false, configFile: path.join(dir, 'docusaurus.config.js') }, diagnostics))!.posts;
}

async function feeds(dir: string, config: SiteConfig) {
  const posts = await load(dir, config);
  return makeFeeds({ config, posts, summaries: summarize(posts, new Map()), compileOptions: { permalinks: {}, baseUrl: '/' }, siteDir: dir, configFile: path.join(dir, 'docusaurus.config.js') });
}

describe('processBlogPosts', () => {
  it("keeps the posts it returns, in its order, given Docusaurus's post shape", async () => {
    const dir = site(POSTS);
    let seen: unknown;
    const config = configOf({
      processBlogPosts: async ({ blogPosts }: { blogPosts: unknown[] }) => {
        seen = blogPosts[0];
        return (blogPosts as { metadata: { tags: { label: string }[] } }[]).filter((p) => !p.metadata.tags.some((t) => t.label === 'internal')).reverse();
      },
    } as never);
    const posts = await load(dir, config);
    expect(posts.map((p) => p.title)).toEqual(['First', 'Third']);
    expect(seen).toMatchObject({ id: '/blog/2024/03/20/third', content: '\n\n\n\nOnly.\n', metadata: { permalink: '/blog/2024/03/20/third', source: '@site/blog/2024-03-20-third.md', title: 'Third', date: new Date('2024-03-20T00:00:00Z'), authors: [{ name: 'Annis', url: 'https://annis.example' }], unlisted: false, hasTruncateMarker: false } });
  });

  it('keeps every post when it returns nothing, takes a changed title, and reports what it cannot use', async () => {
    const dir = site(POSTS);
    expect((await load(dir, configOf({ processBlogPosts: async () => undefined } as never))).length).toBe(3);
    const renamed = await load(dir, configOf({ processBlogPosts: async ({ blogPosts }: { blogPosts: { metadata: object }[] }) => blogPosts.map((p) => ({ ...p, metadata: { ...p.metadata, title: 'Renamed' } })) } as never));
    expect(renamed.map((p) => p.title)).toEqual(['Renamed', 'Renamed', 'Renamed']);
    const diagnostics: Diagnostic[] = [];
    const kept = await load(dir, configOf({ processBlogPosts: async () => [{ id: 'new' }] } as never), diagnostics);
    expect(kept.length).toBe(3);
    expect(diagnostics.map((d) => [d.severity, d.code, path.basename(d.file!)])).toEqual([['error', 'blog-process-posts', 'docusaurus.config.js']]);
  });
});

describe('feedOptions.createFeedItems', () => {
  it("writes the items it returns, built on defaultCreateFeedItems with Docusaurus's item keys", async () => {
    const dir = site(POSTS);
    let defaults: unknown[] = [];
    const config = configOf({
      feedOptions: {
        type: 'all',
        createFeedItems: async ({ blogPosts, defaultCreateFeedItems }: { blogPosts: { metadata: { title: string } }[]; defaultCreateFeedItems: (p: { blogPosts: unknown[] }) => Promise<{ title: string }[]> }) => {
          defaults = await defaultCreateFeedItems({ blogPosts: blogPosts.filter((p) => p.metadata.title !== 'Second') });
          return defaults.map((item) => ({ ...(item as object), title: `[Log] ${(item as { title: string }).title}` }));
        },
      },
    } as never);
    const files = await feeds(dir, config);
    expect(defaults[0]).toMatchObject({ title: 'Third', id: 'https://k.example/blog/2024/03/20/third', link: 'https://k.example/blog/2024/03/20/third', date: new Date('2024-03-20T00:00:00Z'), author: [{ name: 'Annis', link: 'https://annis.example' }], category: [] });
    expect((defaults[0] as { content: string }).content).toContain('<p>Only.</p>');
    const rss = files.get('blog/rss.xml')!;
    expect([...rss.matchAll(/<item>\n<title>([^<]+)/g)].map((m) => m[1])).toEqual(['[Log] Third', '[Log] First']);
    expect(JSON.parse(files.get('blog/feed.json')!).items.map((i: { title: string }) => i.title)).toEqual(['[Log] Third', '[Log] First']);
    expect(files.get('blog/atom.xml')).toContain('<title type="html">[Log] First</title>');
  });

  it('stops the build, naming the config, on items without a title, link or date', async () => {
    const dir = site(POSTS);
    const failing = feeds(dir, configOf({ feedOptions: { createFeedItems: async () => [{ title: 'x', link: 'https://k.example/x', date: 'someday' }] } } as never));
    await expect(failing).rejects.toBeInstanceOf(BuildError);
    await expect(failing).rejects.toMatchObject({ diagnostics: [expect.objectContaining({ code: 'feed-items', file: path.join(dir, 'docusaurus.config.js') })] });
  });
});

describe('feedOptions.xslt', () => {
  it('writes a stylesheet beside the RSS and Atom feeds, named in each, with xslt: true', async () => {
    const dir = site(POSTS);
    const config = configOf({ feedOptions: { type: 'all', xslt: true } } as never);
    const files = await feeds(dir, config);
    expect([...files.keys()]).toEqual(['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'blog/rss.xsl', 'blog/rss.css', 'blog/atom.xsl', 'blog/atom.css']);
    expect(feedFilePaths(config)).toEqual([...files.keys()]);
    expect(files.get('blog/rss.xml')!.split('\n').slice(0, 2)).toEqual(['<?xml version="1.0" encoding="utf-8"?>', '<?xml-stylesheet type="text/xsl" href="rss.xsl"?>']);
    expect(files.get('blog/atom.xml')!.split('\n')[1]).toBe('<?xml-stylesheet type="text/xsl" href="atom.xsl"?>');
    expect(files.get('blog/rss.xsl')).toContain('<xsl:for-each select="/rss/channel/item">');
    expect(files.get('blog/atom.xsl')).toContain('href="atom.css"');
    expect((await feeds(dir, configOf({ feedOptions: { type: 'all' } } as never))).get('blog/rss.xml')).not.toContain('xml-stylesheet');
  });

  it("uses the site's own stylesheet and its CSS from the blog folder, per feed, and stops when one is missing", async () => {
    const dir = site({ ...POSTS, 'blog/styles/pretty.xsl': '<xsl:stylesheet/>', 'blog/styles/pretty.css': 'body{}' });
    const files = await feeds(dir, configOf({ feedOptions: { type: ['rss', 'atom'], xslt: { rss: 'styles/pretty.xsl', atom: false } } } as never));
    expect([...files.keys()]).toEqual(['blog/rss.xml', 'blog/atom.xml', 'blog/pretty.xsl', 'blog/pretty.css']);
    expect(files.get('blog/pretty.xsl')).toBe('<xsl:stylesheet/>');
    expect(files.get('blog/rss.xml')).toContain('href="pretty.xsl"');
    expect(files.get('blog/atom.xml')).not.toContain('xml-stylesheet');
    await expect(feeds(dir, configOf({ feedOptions: { xslt: { rss: 'styles/missing.xsl' } } } as never))).rejects.toMatchObject({ diagnostics: [expect.objectContaining({ code: 'feed-xslt' })] });
  });
});
