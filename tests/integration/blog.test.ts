import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileCreationDate } from '../../packages/core/src/util/fileCreationDate.ts';
import { buildFixture, buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';

let site: BuiltSite;

/** The JSON a page hydrates with. */
function pageData<T>(file: string): T {
  const m = /<script type="application\/json" id="__docs_data">([\s\S]*?)<\/script>/.exec(site.read(file));
  return JSON.parse(m![1]!).data as T;
}

interface ListData {
  title: string;
  posts: { title: string; permalink: string; date: string; readingTimeMinutes: number; truncated: boolean; tags: { label: string }[] }[];
  pagination: { page: number; totalPages: number; totalPosts: number; newer?: string; older?: string };
  sidebar: { title: string; items: { title: string; permalink: string }[] };
}

beforeAll(async () => {
  site = await buildFixture('blog');
  expect(site.result.code, site.result.stderr).toBe(0);
});

describe('blog: posts, dates and addresses', () => {
  it('builds without warnings', () => {
    expect(site.report.diagnostics).toEqual([]);
  });

  it('serves each post at /news/YYYY/MM/DD/name from its file name, honouring slugs', () => {
    for (const file of ['news/2023/01/10/launch/index.html', 'news/2023/02/14/valentine/index.html', 'news/april-notes/index.html', 'news/may-special/index.html']) {
      expect(site.exists(file), file).toBe(true);
    }
    // As in Docusaurus, `date: 2023-03-02` in the front matter is the date shown; the address
    // keeps the file name's 2023-03-01.
    expect(site.exists('news/2023/03/01/march/index.html')).toBe(true);
    expect(site.exists('news/2023/03/02/march/index.html')).toBe(false);
    expect(site.read('news/2023/03/01/march/index.html')).toContain('2023-03-02');
  });

  it('never builds drafts, and builds unlisted posts without listing them anywhere', () => {
    expect(site.exists('news/2023/06/01/draft/index.html')).toBe(false);
    expect(site.exists('news/2023/07/01/hidden/index.html')).toBe(true);
    expect(site.read('news/2023/07/01/hidden/index.html')).toContain('<meta name="robots" content="noindex, nofollow">');
    for (const file of ['news/index.html', 'news/archive/index.html', 'news/rss.xml']) expect(site.read(file)).not.toContain('Hidden post');
  });

  it('takes the title from the first heading when the front matter has none, and removes the heading', () => {
    const html = site.read('news/2023/02/14/valentine/index.html');
    expect(html).toContain('<title>Fixed date parsing | Changelog Site</title>');
    expect(html.match(/Fixed date parsing<\/h1>/g)).toHaveLength(1);
  });

  it('shows date, reading time, authors from the authors file and inline, tags and a table of contents', () => {
    const launch = site.read('news/2023/01/10/launch/index.html');
    expect(launch).toContain('<time dateTime="2023-01-10">January 10, 2023</time>');
    expect(launch).toMatch(/>1(<!-- -->)? min read</);
    expect(launch).toContain('<a href="https://ada.example">Ada Lovelace</a><small>Engineer</small>');
    expect(launch).toContain('href="/news/tags/release"');
    expect(launch).toMatch(/<nav class="toc"[\s\S]*href="#what-is-in-it"/);
    expect(site.read('news/2023/03/01/march/index.html')).toContain('<strong>Grace Hopper</strong><small>Guest author</small>');
    expect(launch).toContain('<meta property="og:type" content="article">');
    expect(launch).toContain('<meta property="article:published_time" content="2023-01-10">');
  });

  it('gives a post with an `image` an absolute og:image, and a post without one none', () => {
    const launch = site.read('news/2023/01/10/launch/index.html');
    const images = [...launch.matchAll(/<meta property="og:image" content="([^"]*)">/g)].map((m) => m[1]);
    expect(images).toEqual(['https://changes.example/img/launch-card.png']);
    // The image itself is published from static/, at the address the card points to.
    expect(site.exists('img/launch-card.png')).toBe(true);
    expect(site.read('news/2023/02/14/valentine/index.html')).not.toContain('og:image');
  });

  it('links each post to the newer and older ones, and marks it in the sidebar of all posts', () => {
    const html = site.read('news/2023/02/14/valentine/index.html');
    expect(html).toMatch(/class="pagination-prev"><span>Newer post<\/span> <!-- -->March update/);
    expect(html).toMatch(/class="pagination-next"><span>Older post<\/span> <!-- -->We launched/);
    expect(html).toContain('<a href="/news/2023/02/14/valentine" aria-current="page">Fixed date parsing</a>');
    expect(html).toContain('id="blog-sidebar-title" class="blog-sidebar-title">All news</h2>');
  });
});

describe('blog: list pages, tags and archive', () => {
  it('pages the list newest first, with excerpts up to the truncate marker and Read more links', () => {
    const first = pageData<ListData>('news/index.html');
    expect(first.posts.map((p) => p.title)).toEqual(['May is here', 'April in MDX', 'March update']);
    expect(first.pagination).toEqual({ page: 1, totalPages: 2, totalPosts: 5, older: '/news/page/2' });
    const second = pageData<ListData>('news/page/2/index.html');
    expect(second.posts.map((p) => p.title)).toEqual(['Fixed date parsing', 'We launched']);
    expect(second.pagination).toEqual({ page: 2, totalPages: 2, totalPosts: 5, newer: '/news' });
    const html = site.read('news/page/2/index.html');
    expect(html).toContain('The product is live for everyone.');
    expect(html).not.toContain('What is in it');
    expect(html).toContain('aria-label="Read more about We launched">Read more</a>');
    // A post without a marker is shown whole, with no Read more.
    expect(html).toContain('Run <code>npm update</code> to get the fix.');
    expect(html).not.toContain('Read more about Fixed date parsing');
  });

  it('lists every tag with its count, and each tag on pages of its own', () => {
    const tags = pageData<{ tags: { label: string; permalink: string; count: number }[] }>('news/tags/index.html');
    expect(tags.tags).toEqual([
      { label: 'fix', permalink: '/news/tags/fix', count: 1 },
      { label: 'product', permalink: '/news/tags/product', count: 2 },
      { label: 'release', permalink: '/news/tags/release', count: 3 },
    ]);
    const release = pageData<ListData & { tag: { label: string; count: number } }>('news/tags/release/index.html');
    expect(release.title).toBe('3 posts tagged with "release"');
    expect(release.posts.map((p) => p.title)).toEqual(['April in MDX', 'March update', 'We launched']);
  });

  it('groups the archive by year and month', () => {
    const archive = pageData<{ years: { year: string; months: { month: string; posts: { title: string }[] }[] }[] }>('news/archive/index.html');
    expect(archive.years).toEqual([
      {
        year: '2023',
        months: [
          { month: 'May', posts: [expect.objectContaining({ title: 'May is here' })] },
          { month: 'April', posts: [expect.objectContaining({ title: 'April in MDX' })] },
          { month: 'March', posts: [expect.objectContaining({ title: 'March update' })] },
          { month: 'February', posts: [expect.objectContaining({ title: 'Fixed date parsing' })] },
          { month: 'January', posts: [expect.objectContaining({ title: 'We launched' })] },
        ],
      },
    ]);
  });

  it('writes the posts for site components to import as @generated/blog-posts.json', () => {
    const posts = JSON.parse(readFileSync(path.join(site.siteDir, '.docs', 'generated', 'blog-posts.json'), 'utf8'));
    expect(posts[0]).toEqual({ title: 'May is here', permalink: '/news/may-special', date: '2023-05-01', fileName: '2023-05-01-may', description: 'A post at an address of its own.', tags: [{ label: 'product', permalink: '/news/tags/product' }] });
    expect(posts).toHaveLength(5);
  });
});

describe('blog: products of posts', () => {
  it('writes each post\'s product, from its file name and blog.products, to @generated/blog-posts.json, and warns about a name it does not list', async () => {
    const dir = copyFixture('blog');
    const config = readFileSync(path.join(dir, 'docs.config.ts'), 'utf8');
    const products = "products: { launch: 'Platform', valentine: 'Platform', march: 'Docs', april: 'Docs', may: 'Docs', hidden: 'Docs' }";
    writeFileSync(path.join(dir, 'docs.config.ts'), config.replace("blogSidebarTitle: 'All news'", `blogSidebarTitle: 'All news', ${products}`));
    const built = await buildSite(dir);
    expect(built.report.diagnostics).toEqual([]);
    const posts = JSON.parse(readFileSync(path.join(dir, '.docs', 'generated', 'blog-posts.json'), 'utf8')) as { fileName: string; product?: string }[];
    expect(posts.map((p) => [p.fileName, p.product])).toEqual([
      ['2023-05-01-may', 'Docs'],
      ['2023-04-01-april', 'Docs'],
      ['2023-03-01-march', 'Docs'],
      ['2023-02-14-valentine', 'Platform'],
      ['2023-01-10-launch', 'Platform'],
    ]);

    writeFileSync(path.join(dir, 'blog', '2023-08-01-mobile.md'), '---\ntitle: Mobile\n---\n\nText.\n');
    const unlisted = await buildSite(dir);
    const warning = unlisted.report.diagnostics.find((d) => d.code === 'blog-product')!;
    expect(warning).toMatchObject({ severity: 'warning', line: 1 });
    expect(path.basename(warning.file!)).toBe('2023-08-01-mobile.md');
    expect(warning.message).toContain('"mobile"');
    expect(warning.hint).toContain('launch, valentine, march');
  });
});

describe('blog: feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

  it('writes a well-formed RSS 2.0 feed with every listed post, full HTML and absolute URLs', () => {
    const xml = site.read('news/rss.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = parser.parse(xml).rss;
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel.title).toBe('Changelog Site News');
    expect(rss.channel.link).toBe('https://changes.example/news');
    const items = rss.channel.item as { title: string; link: string; pubDate: string; 'content:encoded': string; category: string | string[] }[];
    expect(items.map((i) => i.title)).toEqual(['May is here', 'April in MDX', 'March update', 'Fixed date parsing', 'We launched']);
    const launch = items[4]!;
    expect(launch.link).toBe('https://changes.example/news/2023/01/10/launch');
    expect(new Date(launch.pubDate).toISOString()).toBe('2023-01-10T00:00:00.000Z');
    // The whole post, past the truncate marker, with links made absolute.
    expect(launch['content:encoded']).toContain('<h2>What comes next</h2>');
    expect(launch['content:encoded']).toContain('<a href="https://changes.example/docs/intro">guide</a>');
    const fix = items[3]!['content:encoded'];
    expect(fix).toContain('<a href="https://changes.example/news/2023/01/10/launch">the launch post</a>');
    expect(fix).toMatch(/<aside class="admonition admonition-tip"><p><strong>Upgrade<\/strong><\/p>/);
  });

  it('writes a well-formed Atom feed and a JSON Feed 1.1 with the same entries', () => {
    const xml = site.read('news/atom.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parser.parse(xml).feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.updated).toBe('2023-05-01T00:00:00.000Z');
    expect(feed.entry).toHaveLength(5);
    expect(feed.entry[4].author.name).toBe('Ada Lovelace');

    const json = JSON.parse(site.read('news/feed.json'));
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.feed_url).toBe('https://changes.example/news/feed.json');
    expect(json.items.map((i: { id: string }) => i.id)).toEqual(feed.entry.map((e: { id: string }) => e.id));
    expect(json.items[4]).toMatchObject({ title: 'We launched', date_published: '2023-01-10T00:00:00.000Z', tags: ['release', 'product'], authors: [{ name: 'Ada Lovelace', url: 'https://ada.example' }] });
  });

  it('links the three feeds from the head of every page', () => {
    for (const file of ['index.html', 'docs/intro/index.html', 'news/index.html']) {
      const html = site.read(file);
      expect(html).toContain('<link rel="alternate" type="application/rss+xml" href="/news/rss.xml" title="Changelog Site RSS Feed">');
      expect(html).toContain('<link rel="alternate" type="application/atom+xml" href="/news/atom.xml" title="Changelog Site Atom Feed">');
      expect(html).toContain('<link rel="alternate" type="application/feed+json" href="/news/feed.json" title="Changelog Site JSON Feed">');
    }
  });
});

describe('blog: pagination arithmetic', () => {
  /** A blog of `count` posts, one a day from 2022-01-01, ten to a page; every post tagged `all`. */
  async function blogOf(count: number) {
    const dir = copyFixture('blog');
    rmSync(path.join(dir, 'blog'), { recursive: true });
    mkdirSync(path.join(dir, 'blog'));
    writeFileSync(path.join(dir, 'docs.config.ts'), "import { defineConfig } from '@docs/core/config';\nexport default defineConfig({ title: 'N', url: 'https://n.example', blog: { path: 'blog', routeBasePath: '/news', postsPerPage: 10 } });\n");
    for (let i = 0; i < count; i++) {
      const date = new Date(Date.UTC(2022, 0, 1 + i)).toISOString().slice(0, 10);
      writeFileSync(path.join(dir, 'blog', `${date}-post-${i + 1}.md`), `---\ntitle: Post ${i + 1}\ntags: [all]\n---\n\nPost number ${i + 1}.\n`);
    }
    return buildSite(dir);
  }

  it.each([
    [0, [0]],
    [1, [1]],
    [10, [10]],
    [11, [10, 1]],
    [40, [10, 10, 10, 10]],
  ])('%i posts make list pages of %j', async (count, sizes) => {
    const built = await blogOf(count);
    expect(built.result.code, built.result.stderr).toBe(0);
    const pages = sizes.map((_, i) => (i === 0 ? 'news/index.html' : `news/page/${i + 1}/index.html`));
    for (const [i, file] of pages.entries()) {
      const m = /<script type="application\/json" id="__docs_data">([\s\S]*?)<\/script>/.exec(built.read(file))!;
      const data = JSON.parse(m[1]!).data as ListData;
      expect(data.posts).toHaveLength(sizes[i]!);
      expect(data.pagination.totalPages).toBe(sizes.length);
      // Newest first: the first post of page N is post count - 10 * (N - 1).
      if (sizes[i]) expect(data.posts[0]!.title).toBe(`Post ${count - 10 * i}`);
    }
    expect(built.exists(`news/page/${sizes.length + 1}/index.html`)).toBe(false);
    // The tag's pages split the same way.
    if (count > 0) expect(built.exists(sizes.length > 1 ? `news/tags/all/page/${sizes.length}/index.html` : 'news/tags/all/index.html')).toBe(true);
    if (count === 0) expect(built.read('news/index.html')).toContain('No posts yet.');
  });
});

describe('blog: mistakes in posts', () => {
  async function buildWith(files: Record<string, string>) {
    const dir = copyFixture('blog');
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'blog', name), text);
    return buildSite(dir);
  }

  it('reports a malformed date and an impossible one, each with file and line', async () => {
    const built = await buildWith({
      '2023-08-01-bad.md': '---\ntitle: Bad\ntags: [x]\ndate: 2023-13-45\n---\n\nText.\n',
      '2023-02-30-impossible.md': '---\ntitle: Impossible\n---\n\nText.\n',
    });
    expect(built.result.code).toBe(1);
    const dates = built.report.diagnostics.filter((d) => d.code === 'blog-date').map((d) => [path.basename(d.file!), d.line, d.message]);
    expect(dates).toHaveLength(2);
    expect(dates).toEqual(
      expect.arrayContaining([
        ['2023-08-01-bad.md', 4, 'The post\'s date "2023-13-45" is not a valid date.'],
        ['2023-02-30-impossible.md', 1, 'The path 2023-02-30-impossible.md names the date 2023-02-30, which is not a real day.'],
      ]),
    );
  });

  it('dates and places posts in every layout Docusaurus reads: dated folders, date folders, folders before the date, no date at all', async () => {
    const dir = copyFixture('blog');
    const write = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, 'blog', rel)), { recursive: true });
      writeFileSync(path.join(dir, 'blog', rel), text);
    };
    write('2023-09-12-welcome/index.mdx', '---\ntitle: Welcome\n---\n\nA post in a dated folder, beside its images.\n');
    write('2023/10/02/in-folders.md', '---\ntitle: In date folders\n---\n\nText.\n');
    write('series/2023-11-05-part-one.md', '---\ntitle: Part one\n---\n\nText.\n');
    write('undated.md', '---\ntitle: Undated\n---\n\nNo date in the name or the front matter.\n');
    const built = await buildSite(dir);
    expect(built.report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.read('news/2023/09/12/welcome/index.html')).toContain('<time dateTime="2023-09-12">');
    expect(built.read('news/2023/10/02/in-folders/index.html')).toContain('<time dateTime="2023-10-02">');
    expect(built.read('news/2023/11/05/series/part-one/index.html')).toContain('<time dateTime="2023-11-05">');
    // No date anywhere: the day the file was added to git, or created (a temporary folder has no git).
    expect(built.read('news/undated/index.html')).toContain(`<time dateTime="${fileCreationDate(path.join(dir, 'blog', 'undated.md'))}">`);
  });

  it('reports two posts at one address, at the slug that causes it', async () => {
    const built = await buildWith({ '2023-01-10-other.md': '---\ntitle: Other\nslug: 2023/01/10/launch\n---\n\nText.\n' });
    expect(built.result.code).toBe(1);
    const error = built.report.diagnostics.find((d) => d.code === 'blog-duplicate-slug')!;
    expect(path.basename(error.file!)).toBe('2023-01-10-other.md');
    expect(error.line).toBe(3);
    expect(error.message).toContain('/news/2023/01/10/launch');
  });

  it('reports the post whose slug takes another post\'s address, at its slug, even when it sorts first', async () => {
    // `2023-01-10-a-first.md` sorts before `2023-01-10-launch.md`, whose address its slug takes.
    const built = await buildWith({ '2023-01-10-a-first.md': '---\ntitle: First\ndescription: Sorted first.\nslug: 2023/01/10/launch\n---\n\nText.\n' });
    expect(built.result.code).toBe(1);
    const errors = built.report.diagnostics.filter((d) => d.code === 'blog-duplicate-slug');
    expect(errors).toHaveLength(1);
    expect(path.basename(errors[0]!.file!)).toBe('2023-01-10-a-first.md');
    expect(errors[0]!.line).toBe(4);
    expect(errors[0]!.message).toBe('This post and 2023-01-10-launch.md both have the address /news/2023/01/10/launch.');
  });

  it('reports both posts when each one\'s slug leads to the same address', async () => {
    const built = await buildWith({
      '2023-08-01-one.md': '---\ntitle: One\nslug: /same\n---\n\nText.\n',
      '2023-08-02-two.md': '---\ntitle: Two\ntags: [x]\nslug: /same\n---\n\nText.\n',
    });
    expect(built.result.code).toBe(1);
    const errors = built.report.diagnostics.filter((d) => d.code === 'blog-duplicate-slug').map((d) => [path.basename(d.file!), d.line]);
    expect(errors.sort()).toEqual([['2023-08-01-one.md', 3], ['2023-08-02-two.md', 4]]);
  });

  it('reports an unknown author at its line, naming the authors file and who is in it', async () => {
    const built = await buildWith({ '2023-09-01-guest.md': '---\ntitle: Guest\nauthors: [ada, bob]\n---\n\nText.\n' });
    expect(built.result.code).toBe(1);
    const error = built.report.diagnostics.find((d) => d.code === 'blog-author')!;
    expect(error).toMatchObject({ line: 3, message: 'Unknown author "bob".' });
    expect(error.hint).toContain('authors.yml (it has: ada)');
  });
});
