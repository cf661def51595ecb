import { headingsWithPartials } from '../compile/partialGraph.ts';
import { parseBlogPath } from './blogPath.ts';
import type { CompiledDocument } from '../compile/types.ts';
import type { BlogOptions } from '../config/types.ts';
import { joinUrl, titleFromName } from '../content/paths.ts';
import { blogEditArgs, editUrlFor } from '../routes/editUrl.ts';
import { lastUpdateData } from '../routes/lastUpdate.ts';
import { dateFormatter, type DateLocale } from '../i18n/dateFormat.ts';
import { buildToc } from '../routes/toc.ts';
import { compareText } from '../util/compareText.ts';
import { chunkNameFor } from '../routes/routeNames.ts';
import { readingTimeMinutes, truncate } from '../routes/summaryText.ts';
import type { BlogPostSummary, BlogSidebarData, RouteRecord } from '../routes/types.ts';
import type { BlogPost } from './types.ts';

export interface Page<T> {
  /** 1-based. */
  page: number;
  path: string;
  items: T[];
  totalPages: number;
  newer?: string;
  older?: string;
}

/**
 * Split `items` into pages of `perPage` at `basePath`, `basePath/page/2`, ... (`page` being the
 * blog's `pageBasePath`). There is always a first page, empty when there are no items, so links to
 * the list never break.
 */
export function paginate<T>(items: T[], perPage: number | 'ALL', basePath: string, pageBasePath = 'page'): Page<T>[] {
  const size = perPage === 'ALL' ? Math.max(1, items.length) : Math.max(1, Math.floor(perPage));
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const pathOf = (page: number) => (page === 1 ? basePath : joinUrl(basePath, pageBasePath, String(page)));
  return Array.from({ length: totalPages }, (_, i) => ({
    page: i + 1,
    path: pathOf(i + 1),
    items: items.slice(i * size, (i + 1) * size),
    totalPages,
    newer: i > 0 ? pathOf(i) : undefined,
    older: i + 1 < totalPages ? pathOf(i + 2) : undefined,
  }));
}

/** Where no locale is given (a feed's summaries): English, as a site of one locale writes it. */
const ENGLISH: DateLocale = { htmlLang: 'en' };

/** A post's date as the locale writes it ("January 5, 2026", "5 janvier 2026"). */
export function formatDate(date: string, locale: DateLocale = ENGLISH): string {
  return dateFormatter(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
}

export interface PlanBlogInput {
  options: BlogOptions;
  posts: BlogPost[];
  compiled: Map<string, CompiledDocument>;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  /** The locale being built, for its dates. */
  locale?: DateLocale;
  /** Its name, as a function `editUrl` is told it. */
  localeName?: string;
}

/** The front matter's `custom_edit_url`: a URL, or null for no edit link; anything else is unset. */
const customEditUrl = (data: Record<string, unknown>) => (data.custom_edit_url === null ? null : typeof data.custom_edit_url === 'string' ? data.custom_edit_url : undefined);

/** What decides a post's reading time: Docusaurus's `showReadingTime` and `readingTime` options. */
export type ReadingTimeOptions = Pick<BlogOptions, 'showReadingTime' | 'readingTime'>;

/**
 * Minutes to read a post: none when the blog hides reading times; the site's `readingTime`
 * function, called as Docusaurus calls it, when it has one.
 */
export function postReadingTime(text: string, frontMatter: Record<string, unknown>, options: ReadingTimeOptions | undefined, locale = 'en'): number | undefined {
  if (options?.showReadingTime === false) return undefined;
  const defaultReadingTime = ({ content, options: o }: { content: string; options?: { wordsPerMinute?: number } }) => readingTimeMinutes(content, o?.wordsPerMinute);
  if (!options?.readingTime) return readingTimeMinutes(text);
  const minutes = options.readingTime({ content: text, frontMatter, locale, defaultReadingTime });
  return typeof minutes === 'number' && Number.isFinite(minutes) ? minutes : undefined;
}

/** The summary of every post, in the loader's order (newest first). */
export function summarize(posts: BlogPost[], compiled: Map<string, CompiledDocument>, options?: ReadingTimeOptions, locale: DateLocale = ENGLISH): BlogPostSummary[] {
  return posts.map((post) => {
    const result = compiled.get(post.source);
    const { name } = parseBlogPath(`${post.fileName}.md`);
    return {
      title: post.title ?? result?.contentTitle ?? titleFromName(name),
      permalink: post.permalink,
      date: post.date,
      formattedDate: formatDate(post.date, locale),
      readingTimeMinutes: postReadingTime(result?.text ?? '', post.frontMatter, options),
      description: post.description ?? (result?.excerpt ? truncate(result.excerpt, 160) : undefined),
      tags: post.tags,
      authors: post.authors.map(({ name, title, url, imageUrl }) => ({ name, title, url, imageUrl })),
      truncated: post.excerpt !== undefined,
    };
  });
}

/**
 * The blog's routes: the paginated list, one page per post, the tags list and each tag's paginated
 * list, and the archive. Unlisted posts get their page and nothing else.
 */
export function planBlogRoutes({ options, posts, compiled, toc, locale = ENGLISH, localeName = 'en' }: PlanBlogInput): RouteRecord[] {
  const base = options.routeBasePath;
  const summaries = summarize(posts, compiled, options, locale);
  const listed = summaries.filter((_, i) => !posts[i]!.unlisted);
  const listedPosts = posts.filter((p) => !p.unlisted);
  const sidebar: BlogSidebarData = { title: options.blogSidebarTitle, items: listed.slice(0, options.blogSidebarCount === 'ALL' ? undefined : options.blogSidebarCount).map((p) => ({ title: p.title, permalink: p.permalink, date: p.date })) };
  const contentOf = (summary: BlogPostSummary) => {
    const post = listedPosts[listed.indexOf(summary)]!;
    return post.excerpt ? post.excerpt.source : post.source;
  };
  const routes: RouteRecord[] = [];

  for (const page of paginate(listed, options.postsPerPage, base, options.pageBasePath)) {
    const title = page.page === 1 ? options.blogTitle : `${options.blogTitle}, page ${page.page}`;
    routes.push({
      path: page.path,
      kind: 'blog-list',
      title,
      description: options.blogDescription,
      chunkName: chunkNameFor(page.path),
      component: '@theme/BlogListPage',
      contentSources: page.items.map(contentOf),
      data: {
        title,
        description: options.blogDescription,
        blogTitle: options.blogTitle,
        posts: page.items,
        pagination: { page: page.page, totalPages: page.totalPages, totalPosts: listed.length, newer: page.newer, older: page.older },
        sidebar,
      },
      noindex: false,
    });
  }

  posts.forEach((post, i) => {
    const summary = summaries[i]!;
    const result = compiled.get(post.source);
    const position = listed.indexOf(summary);
    const newer = position > 0 ? listed[position - 1] : undefined;
    const older = position >= 0 && position + 1 < listed.length ? listed[position + 1] : undefined;
    routes.push({
      path: post.permalink,
      kind: 'blog-post',
      title: summary.title,
      description: summary.description,
      source: post.source,
      chunkName: chunkNameFor(post.permalink),
      component: '@theme/BlogPostPage',
      contentSource: post.source,
      data: {
        title: summary.title,
        description: summary.description,
        post: summary,
        toc: buildToc(result ? headingsWithPartials(result, compiled) : [], post.toc?.minHeadingLevel ?? toc.minHeadingLevel, post.toc?.maxHeadingLevel ?? toc.maxHeadingLevel),
        hideTableOfContents: post.hideTableOfContents,
        newer: newer && { label: newer.title, href: newer.permalink },
        older: older && { label: older.title, href: older.permalink },
        sidebar,
        image: post.image,
        lastUpdate: lastUpdateData(post.lastUpdate, locale),
        editUrl: editUrlFor(options.editUrl, options.path, post.relPath, blogEditArgs(options.path.replace(/\\/g, '/'), post.relPath, post.permalink, localeName), customEditUrl(post.frontMatter)),
        unlisted: post.unlisted,
        draft: post.draft || undefined,
      },
      noindex: post.unlisted,
      meta: post.meta,
    });
  });

  const byTag = new Map<string, { label: string; permalink: string; description?: string; posts: BlogPostSummary[] }>();
  for (const summary of listed) {
    for (const tag of summary.tags) {
      const entry = byTag.get(tag.permalink) ?? { label: tag.label, permalink: tag.permalink, description: tag.description, posts: [] };
      entry.posts.push(summary);
      byTag.set(tag.permalink, entry);
    }
  }
  const tagsPath = joinUrl(base, options.tagsBasePath);
  const tags = [...byTag.values()].sort((a, b) => compareText(a.label, b.label));
  routes.push({
    path: tagsPath,
    kind: 'blog-tags',
    title: 'Tags',
    chunkName: chunkNameFor(tagsPath),
    component: '@theme/BlogTagsListPage',
    data: { title: 'Tags', tags: tags.map((t) => ({ label: t.label, permalink: t.permalink, count: t.posts.length })), sidebar },
    noindex: false,
  });
  for (const tag of tags) {
    for (const page of paginate(tag.posts, options.postsPerPage, tag.permalink, options.pageBasePath)) {
      const count = tag.posts.length;
      const heading = `${count} ${count === 1 ? 'post' : 'posts'} tagged with "${tag.label}"`;
      const title = page.page === 1 ? heading : `${heading}, page ${page.page}`;
      routes.push({
        path: page.path,
        kind: 'blog-list',
        title,
        description: tag.description,
        chunkName: chunkNameFor(page.path),
        component: '@theme/BlogListPage',
        contentSources: page.items.map(contentOf),
        data: {
          title,
          description: tag.description,
          blogTitle: options.blogTitle,
          posts: page.items,
          pagination: { page: page.page, totalPages: page.totalPages, totalPosts: count, newer: page.newer, older: page.older },
          sidebar,
          tag: { label: tag.label, permalink: tag.permalink, count, allTagsPath: tagsPath, ...(tag.description !== undefined && { description: tag.description }) },
        },
        noindex: false,
      });
    }
  }

  // `archiveBasePath: null`: the blog has no archive.
  if (options.archiveBasePath === null) return routes;
  const archivePath = joinUrl(base, options.archiveBasePath);
  const years: { year: string; months: { month: string; posts: { title: string; permalink: string; date: string; formattedDate: string }[] }[] }[] = [];
  for (const summary of listed) {
    const [year, month] = summary.date.split('-') as [string, string];
    let y = years.find((e) => e.year === year);
    if (!y) years.push((y = { year, months: [] }));
    const monthName = dateFormatter(locale, { month: 'long' }).format(new Date(`${year}-${month}-01T00:00:00Z`));
    let m = y.months.find((e) => e.month === monthName);
    if (!m) y.months.push((m = { month: monthName, posts: [] }));
    m.posts.push({ title: summary.title, permalink: summary.permalink, date: summary.date, formattedDate: summary.formattedDate });
  }
  routes.push({
    path: archivePath,
    kind: 'blog-archive',
    title: 'Archive',
    description: `Every post of ${options.blogTitle}, by year and month.`,
    chunkName: chunkNameFor(archivePath),
    component: '@theme/BlogArchivePage',
    data: { title: 'Archive', years, sidebar },
    noindex: false,
  });
  return routes;
}
