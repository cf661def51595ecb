import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogOptions } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { skipPrivateDir } from '../util/globFiles.ts';
import { globLayered } from '../util/globLayered.ts';
import { compareText } from '../util/compareText.ts';
import { readYaml } from '../content/frontMatter.ts';
import { readContentFile, type ContentFile } from '../content/readContentFile.ts';
import type { MarkdownHooks } from '../content/markdownHooks.ts';
import { loadTagsFile, reportInlineTags, type TagsFile } from '../content/tagsFile.ts';
import { checkTagPermalinks, lastUpdateOf, normalizeTags, pageMeta } from '../content/loadDocs.ts';
import { checkUrlPathKey } from '../content/urlPathCheck.ts';
import { joinUrl, toPosix } from '../content/paths.ts';
import { fileCreationDate } from '../util/fileCreationDate.ts';
import { calendarDate, parseBlogPath } from './blogPath.ts';
import { excerptIdOf } from './excerpt.ts';
import { processBlogPosts } from './processBlogPosts.ts';
import type { BlogAuthor, BlogPost, LoadedBlog } from './types.ts';

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** `<!-- truncate -->` in Markdown, `{/* truncate *\/}` in MDX, on a line of its own. */
const TRUNCATE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/m;
const AUTHORS_FILES = ['authors.yml', 'authors.yaml', 'authors.json'];

export interface LoadBlogOptions {
  blogDir: string;
  /** The locale's translated posts, read instead of the same file in `blogDir`. */
  localizedDir?: string;
  options: BlogOptions;
  includeDrafts: boolean;
  /** The site's `markdown.parseFrontMatter` / `preprocessor`. */
  markdownHooks?: MarkdownHooks;
  /** Where the blog's functions (`processBlogPosts`) are, for their errors. */
  configFile?: string;
}

/**
 * Load every post of the blog folder: dates, permalinks, titles, tags, authors, excerpts. A site
 * without the folder has no blog (undefined); an empty folder has a blog with no posts yet.
 */
export async function loadBlog({ blogDir, localizedDir, options, includeDrafts, markdownHooks, configFile }: LoadBlogOptions, diagnostics: Diagnostic[]): Promise<LoadedBlog | undefined> {
  if (!existsSync(blogDir)) return undefined;
  const authors = await loadAuthors(blogDir, diagnostics);
  const tagsFile = await loadTagsFile(blogDir, options, 'blog.tags', diagnostics);
  const { files, skipped } = await globLayered(localizedDir ? [localizedDir, blogDir] : [blogDir], options.include ?? ['**/*.{md,mdx}'], { ignore: ['**/_*', '**/_*/**', '**/node_modules/**', ...(options.exclude ?? [])], skipLinkedDir: skipPrivateDir });
  diagnostics.push(...skipped);
  const posts: BlogPost[] = [];
  for (const { rel, file } of files) {
    const fm = await readContentFile(file, 'post', markdownHooks);
    const unsafe = [checkUrlPathKey(fm.data.slug, 'slug', file, fm.keyPositions.get('slug')), checkTagPermalinks(fm.data.tags, file, fm.keyPositions.get('tags'))].filter((d) => d !== undefined);
    diagnostics.push(...fm.diagnostics, ...unsafe);
    if (fm.failed || unsafe.length) continue;
    const post = toPost(file, rel, fm, { options, authors, tagsFile }, diagnostics);
    if (!post || (post.draft && !includeDrafts)) continue;
    // Only for posts that are built: a draft left out of the build has nothing to report.
    post.product = productOf(post, options.products, diagnostics);
    posts.push(post);
  }
  checkDuplicates(posts, diagnostics);
  // Newest first; posts of one day by file name, so the order never depends on the file system.
  posts.sort((a, b) => compareText(b.date, a.date) || compareText(b.fileName, a.fileName));
  // As Docusaurus: `ascending` is the same order reversed.
  if (options.sortPosts === 'ascending') posts.reverse();
  return { posts: await processBlogPosts(posts, options, diagnostics, configFile) };
}

function toPost(
  file: string,
  rel: string,
  { data, body: rawBody, keyPositions }: ContentFile,
  context: { options: BlogOptions; authors: AuthorsFile; tagsFile?: TagsFile },
  diagnostics: Diagnostic[],
): BlogPost | undefined {
  const parsed = parseBlogPath(rel);
  const { fileName } = parsed;
  const at = (key: string) => ({ file, ...(keyPositions.get(key) ?? { line: 1, column: 1 }) });
  let date: string | undefined;
  if (data.date !== undefined) {
    const value = data.date instanceof Date ? data.date.toISOString() : String(data.date);
    const m = DATE_VALUE.exec(value.trim());
    date = m ? calendarDate(m[1]!, m[2]!, m[3]!) : undefined;
    if (!date) {
      diagnostics.push({ severity: 'error', code: 'blog-date', ...at('date'), message: `The post's date "${value}" is not a valid date.`, hint: 'Write it as YYYY-MM-DD, for example date: 2022-05-06.' });
      return undefined;
    }
  } else if (parsed.invalidDate) {
    diagnostics.push({ severity: 'error', code: 'blog-date', file, line: 1, column: 1, message: `The path ${toPosix(rel)} names the date ${parsed.invalidDate}, which is not a real day.`, hint: 'Name the file (or its folder) YYYY-MM-DD-name with a real date, or set `date` in the front matter.' });
    return undefined;
  } else {
    // As Docusaurus does: the path's date, else the day the file was added to git (or created).
    date = parsed.date ?? fileCreationDate(file);
  }
  const slug = typeof data.slug === 'string' && data.slug.trim() ? data.slug.trim() : undefined;
  // As in Docusaurus, the permalink comes from the path (the front matter's date changes the date
  // shown, not the address), and a slug replaces the whole of it under the blog's route.
  const permalink = joinUrl(context.options.routeBasePath, slug ?? parsed.slug);

  let body = rawBody;
  let title = typeof data.title === 'string' ? data.title : undefined;
  if (title === undefined) {
    // As Docusaurus does for posts: the first heading, when it opens the post, is its title.
    const heading = /^(?:[ \t]*\r?\n)*#[ \t]+(.+?)[ \t]*#*[ \t]*$/m.exec(body);
    if (heading && body.slice(0, heading.index).trim() === '') {
      title = heading[1]!.trim();
      const start = heading.index + heading[0].indexOf('#');
      body = body.slice(0, start) + body.slice(start).replace(/^[^\n]*/, '');
    }
  }
  const format = file.endsWith('.mdx') ? 'mdx' : 'md';
  const marker = truncateMarkerOf(context.options).exec(body);
  const tagsValue = data.tags;
  const inline = Array.isArray(tagsValue) ? reportInlineTags(tagsValue, context.tagsFile, { ...context.options, optionName: 'blog' }, at('tags')) : undefined;
  if (inline) diagnostics.push(inline);
  return {
    source: file,
    format,
    body,
    frontMatter: data,
    fileName,
    relPath: toPosix(rel),
    permalink,
    slugLine: slug ? at('slug').line : undefined,
    date,
    title,
    description: typeof data.description === 'string' ? data.description : undefined,
    tags: Array.isArray(tagsValue) ? normalizeTags(tagsValue, joinUrl(context.options.routeBasePath, context.options.tagsBasePath), context.tagsFile) : [],
    authors: authorsOf(data, context.authors, at, diagnostics),
    image: typeof data.image === 'string' ? data.image : undefined,
    draft: data.draft === true,
    unlisted: data.unlisted === true,
    hideTableOfContents: data.hide_table_of_contents === true,
    toc: { minHeadingLevel: num(data.toc_min_heading_level), maxHeadingLevel: num(data.toc_max_heading_level) },
    meta: pageMeta(data),
    lastUpdate: lastUpdateOf(data),
    excerpt: marker ? { source: excerptIdOf(file), format, body: body.slice(0, marker.index), frontMatter: data } : undefined,
  };
}

/**
 * `blog.truncateMarker`, without the flags that make `exec` stateful; unset, the built-in marker
 * (on a line of its own, so one quoted in prose or code does not cut the post).
 */
function truncateMarkerOf(options: BlogOptions): RegExp {
  const marker = options.truncateMarker;
  return marker ? new RegExp(marker.source, marker.flags.replace(/[gy]/g, '')) : TRUNCATE;
}

/** The label `blog.products` gives a post's name (its file name after the date); a name it does not list is reported. */
function productOf(post: BlogPost, products: Record<string, string> | undefined, diagnostics: Diagnostic[]): string | undefined {
  if (!products) return undefined;
  const { name } = parseBlogPath(`${post.fileName}.md`);
  const file = post.source;
  if (Object.hasOwn(products, name)) return products[name];
  const known = Object.keys(products);
  diagnostics.push({
    severity: 'warning',
    code: 'blog-product',
    file,
    line: 1,
    column: 1,
    message: `The post's name "${name}" is not one of the products in blog.products, so the post has no product.`,
    hint: `Name the file YYYY-MM-DD-<product>.md with one of ${known.join(', ') || '(none yet)'}, or add "${name}" to blog.products in the site config.`,
  });
  return undefined;
}

interface AuthorsFile {
  file?: string;
  byKey: Map<string, BlogAuthor>;
}

/** `authors.yml`: `key: { name, title, url, image_url, email }`. */
async function loadAuthors(blogDir: string, diagnostics: Diagnostic[]): Promise<AuthorsFile> {
  const name = AUTHORS_FILES.find((f) => existsSync(path.join(blogDir, f)));
  const byKey = new Map<string, BlogAuthor>();
  if (!name) return { byKey };
  const file = path.join(blogDir, name);
  const yaml = readYaml(await readFile(file, 'utf8'));
  if (yaml.errors.length) {
    const { message, ...e } = yaml.errors[0]!;
    diagnostics.push({ severity: 'error', code: 'blog-authors', file, ...e, message: `The authors file ${message}` });
    return { file, byKey };
  }
  for (const [key, raw] of Object.entries((yaml.value ?? {}) as Record<string, unknown>)) {
    const author = toAuthor(raw, key);
    if (author) byKey.set(key, author);
    else diagnostics.push({ severity: 'error', code: 'blog-authors', file, ...(yaml.keyPositions.get(key) ?? { line: 1, column: 1 }), message: `Author "${key}" needs at least a name.`, hint: `Write ${key}: { name: Full Name, title: Role, url: https://..., image_url: https://... }` });
  }
  return { file, byKey };
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

function toAuthor(raw: unknown, key?: string): BlogAuthor | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r.name !== 'string') return undefined;
  return { key, name: r.name, title: text(r.title), url: text(r.url), imageUrl: text(r.image_url) ?? text(r.imageURL), email: text(r.email) };
}

/**
 * The post's authors: `authors`, or else the one author of Docusaurus 1 and 2's keys (`author`,
 * `author_title`, `author_url`, `author_image_url`, and their camel-case forms). Docusaurus refuses
 * a post that mixes the two, and so does this.
 */
function authorsOf(data: Record<string, unknown>, authors: AuthorsFile, at: (key: string) => { file: string; line: number; column: number }, diagnostics: Diagnostic[]): BlogAuthor[] {
  const legacy = {
    name: text(data.author),
    title: text(data.author_title) ?? text(data.authorTitle),
    url: text(data.author_url) ?? text(data.authorURL),
    imageUrl: text(data.author_image_url) ?? text(data.authorImageURL),
  };
  const hasLegacy = Object.values(legacy).some((v) => v !== undefined);
  if (!hasLegacy) return resolveAuthors(data.authors, authors, at('authors'), diagnostics);
  if (data.authors !== undefined) {
    const key = LEGACY_AUTHOR_KEYS.find((k) => data[k] !== undefined)!;
    diagnostics.push({ severity: 'error', code: 'blog-author', ...at(key), message: `The post has both \`authors\` and the older \`${key}\`; write its authors one way only.`, hint: 'Move this author into `authors` (for example authors: [{ name: ..., title: ..., url: ..., image_url: ... }]) and remove the `author*` keys.' });
    return resolveAuthors(data.authors, authors, at('authors'), diagnostics);
  }
  // As in Docusaurus, an author with only a picture still shows (its name empty).
  return [{ name: legacy.name ?? '', title: legacy.title, url: legacy.url, imageUrl: legacy.imageUrl }];
}

const LEGACY_AUTHOR_KEYS = ['author', 'author_title', 'author_url', 'author_image_url', 'authorTitle', 'authorURL', 'authorImageURL'];

/** `authors: key`, `authors: [key, { name, ... }]` or one inline object. */
function resolveAuthors(value: unknown, authors: AuthorsFile, at: { file: string; line: number; column: number }, diagnostics: Diagnostic[]): BlogAuthor[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  const resolved: BlogAuthor[] = [];
  for (const item of list) {
    if (typeof item === 'string') {
      const author = authors.byKey.get(item);
      if (author) resolved.push(author);
      else {
        const known = [...authors.byKey.keys()];
        diagnostics.push({
          severity: 'error',
          code: 'blog-author',
          ...at,
          message: `Unknown author "${item}".`,
          hint: authors.file
            ? `Add "${item}" to ${toPosix(path.basename(authors.file))}${known.length ? ` (it has: ${known.join(', ')})` : ''}, or write the author inline: { name: ... }.`
            : `There is no authors.yml next to the posts: create one with "${item}", or write the author inline: { name: ... }.`,
        });
      }
    } else {
      const author = toAuthor(item);
      if (author) resolved.push(author);
      else diagnostics.push({ severity: 'error', code: 'blog-author', ...at, message: 'An inline author needs a name.', hint: 'Write authors: [{ name: Full Name, title: Role }].' });
    }
  }
  return resolved;
}

/**
 * Two posts at one address. The diagnostic goes to the post whose `slug` makes the collision, at
 * the slug's line, whichever of the two sorts first; when both set a slug, both are reported, and
 * when neither does (same file name in two folders), the later one in file order.
 */
function checkDuplicates(posts: BlogPost[], diagnostics: Diagnostic[]) {
  const byPermalink = new Map<string, BlogPost>();
  for (const post of posts) {
    const other = byPermalink.get(post.permalink);
    if (!other) {
      byPermalink.set(post.permalink, post);
      continue;
    }
    const culprits = [other, post].filter((p) => p.slugLine !== undefined);
    for (const culprit of culprits.length ? culprits : [post]) {
      const rival = culprit === post ? other : post;
      diagnostics.push({
        severity: 'error',
        code: 'blog-duplicate-slug',
        file: culprit.source,
        line: culprit.slugLine ?? 1,
        column: 1,
        message: `This post and ${path.basename(rival.source)} both have the address ${culprit.permalink}.`,
        hint: culprit.slugLine !== undefined ? 'Change this post\'s `slug`, or give the other post another file name or slug.' : 'Give one of them another file name or a `slug` in its front matter.',
      });
    }
  }
}
