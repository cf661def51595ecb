import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderWith } from '../../../../tests/helpers/files.ts';
import { loadBlog } from '../blog/loadBlog.ts';
import { paginate, planBlogRoutes } from '../blog/planBlogRoutes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { withDefaults } from './loadConfig.ts';
import { siteConfigSchema } from './schema.ts';
import type { BlogOptions, UserConfig } from './types.ts';
import { validate } from './validate.ts';
import { warnUnsupported } from './unsupportedKeys.ts';

/** The content plugins' options Docusaurus sites tune: base paths, post order, excerpt marker. */

const base = { title: 'T', url: 'https://x.dev' };
const config = (extra: Partial<UserConfig>) => withDefaults({ ...base, ...extra } as UserConfig);

const blogFolder = (files: Record<string, string>) => folderWith('blog-options-', files);

describe('content plugin base paths', () => {
  it("normalizes every routeBasePath as Docusaurus does: a leading slash, no trailing one, '' the root", () => {
    const c = config({ docs: { routeBasePath: 'guide/' }, blog: { routeBasePath: 'news' }, pages: { routeBasePath: '' } });
    expect([c.docs.routeBasePath, c.blog && c.blog.routeBasePath, c.pages.routeBasePath]).toEqual(['/guide', '/news', '/']);
    expect(config({ pages: { routeBasePath: 'site' } }).pages.routeBasePath).toBe('/site');
  });

  it("takes Docusaurus's folder names by default: tags, page and archive", () => {
    expect(config({}).blog).toMatchObject({ routeBasePath: '/blog', tagsBasePath: 'tags', pageBasePath: 'page', archiveBasePath: 'archive', sortPosts: 'descending' });
    expect(config({}).docs.tagsBasePath).toBe('tags');
    expect(config({ blog: { archiveBasePath: null } }).blog).toMatchObject({ archiveBasePath: null });
  });

  it('numbers list pages under pageBasePath', () => {
    expect(paginate([1, 2, 3], 1, '/news', 'sheet').map((p) => [p.path, p.newer, p.older])).toEqual([
      ['/news', undefined, '/news/sheet/2'],
      ['/news/sheet/2', '/news', '/news/sheet/3'],
      ['/news/sheet/3', '/news/sheet/2', undefined],
    ]);
  });

  it('accepts a RegExp truncateMarker and refuses anything else, as Docusaurus does', () => {
    expect(validate({ ...base, blog: { truncateMarker: /<!-- more -->/ } }, siteConfigSchema)).toEqual([]);
    expect(validate({ ...base, blog: { truncateMarker: '<!-- more -->' } }, siteConfigSchema).map((i) => i.key)).toEqual(['blog.truncateMarker']);
  });

  it('no longer warns of the options that now take effect', () => {
    const user = { ...base, docs: { tagsBasePath: 't' }, blog: { tagsBasePath: 'l', pageBasePath: 'p', archiveBasePath: null, truncateMarker: /x/, sortPosts: 'ascending' }, pages: { routeBasePath: 'site' } };
    expect(warnUnsupported(user, '/c.ts', undefined)).toEqual([]);
  });
});

describe('blog order, excerpts and routes', () => {
  const posts = {
    '2024-01-05-first.md': '---\ntitle: First\ntags: [watch]\n---\nBefore.\n\n<!-- more -->\n\nAfter.\n',
    '2024-02-11-second.md': '---\ntitle: Second\n---\nOpening.\n\n<!-- truncate -->\n\nRest.\n',
    '2024-03-20-third.md': '---\ntitle: Third\ntags: [watch]\n---\nOnly.\n',
  };
  const options = (extra: Partial<BlogOptions>) => config({ blog: extra }).blog as BlogOptions;

  it('lists posts oldest first with sortPosts: ascending', async () => {
    const dir = blogFolder(posts);
    const diagnostics: Diagnostic[] = [];
    const ascending = await loadBlog({ blogDir: dir, options: options({ sortPosts: 'ascending' }), includeDrafts: false }, diagnostics);
    const descending = await loadBlog({ blogDir: dir, options: options({}), includeDrafts: false }, diagnostics);
    expect(ascending!.posts.map((p) => p.title)).toEqual(['First', 'Second', 'Third']);
    expect(descending!.posts.map((p) => p.title)).toEqual(['Third', 'Second', 'First']);
    expect(diagnostics).toEqual([]);
  });

  it("ends excerpts at the site's truncateMarker only, where the default marker is ordinary text", async () => {
    const dir = blogFolder(posts);
    const loaded = await loadBlog({ blogDir: dir, options: options({ truncateMarker: /<!--\s*(more)\s*-->/g }), includeDrafts: false }, []);
    const byTitle = new Map(loaded!.posts.map((p) => [p.title, p]));
    expect(byTitle.get('First')!.excerpt?.body.trim()).toBe('Before.');
    expect(byTitle.get('Second')!.excerpt).toBeUndefined();
    const defaults = await loadBlog({ blogDir: dir, options: options({}), includeDrafts: false }, []);
    expect(defaults!.posts.find((p) => p.title === 'Second')!.excerpt?.body.trim()).toBe('Opening.');
    expect(defaults!.posts.find((p) => p.title === 'First')!.excerpt).toBeUndefined();
  });

  it('puts tag pages under tagsBasePath, list pages under pageBasePath, and no archive with archiveBasePath: null', async () => {
    const blog = options({ routeBasePath: 'news', tagsBasePath: 'labels', pageBasePath: 'sheet', archiveBasePath: null, postsPerPage: 2 });
    const loaded = await loadBlog({ blogDir: blogFolder(posts), options: blog, includeDrafts: false }, []);
    expect(loaded!.posts[0]!.tags).toEqual([{ label: 'watch', permalink: '/news/labels/watch' }]);
    const routes = planBlogRoutes({ options: blog, posts: loaded!.posts, compiled: new Map(), toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } });
    expect(routes.filter((r) => r.kind !== 'blog-post').map((r) => `${r.kind} ${r.path}`)).toEqual(['blog-list /news', 'blog-list /news/sheet/2', 'blog-tags /news/labels', 'blog-list /news/labels/watch']);
    const archived = planBlogRoutes({ options: { ...blog, archiveBasePath: 'past' }, posts: loaded!.posts, compiled: new Map(), toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } });
    expect(archived.filter((r) => r.kind === 'blog-archive').map((r) => r.path)).toEqual(['/news/past']);
  });
});
