import type { BlogOptions } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { toPosix } from '../content/paths.ts';
import type { BlogPost } from './types.ts';

/** A post as Docusaurus gives it to `processBlogPosts` and `createFeedItems`: its id, metadata and Markdown. */
export interface DocusaurusBlogPost {
  id: string;
  metadata: {
    permalink: string;
    /** `@site/blog/2024-01-05-first-watch.md`. */
    source: string;
    title: string;
    description: string;
    date: Date;
    tags: { label: string; permalink: string; description?: string }[];
    authors: { name?: string; title?: string; url?: string; imageURL?: string; email?: string; key?: string }[];
    frontMatter: Record<string, unknown>;
    unlisted: boolean;
    hasTruncateMarker: boolean;
  };
  content: string;
}

/** Our post in Docusaurus's shape; `title` is the one the post shows (front matter, heading or file name). */
export function docusaurusBlogPost(post: BlogPost, blogPath: string, title: string): DocusaurusBlogPost {
  return {
    id: typeof post.frontMatter.id === 'string' ? post.frontMatter.id : post.permalink,
    metadata: {
      permalink: post.permalink,
      source: `@site/${toPosix(blogPath).replace(/^\.\/|\/$/g, '')}/${post.relPath}`,
      title,
      description: post.description ?? '',
      date: new Date(`${post.date}T00:00:00Z`),
      tags: post.tags,
      authors: post.authors.map(({ key, name, title: role, url, imageUrl, email }) => ({ key, name, title: role, url, imageURL: imageUrl, email })),
      frontMatter: post.frontMatter,
      unlisted: post.unlisted,
      hasTruncateMarker: post.excerpt !== undefined,
    },
    content: post.body,
  };
}

/**
 * Our posts behind the Docusaurus posts a site's function returns: the same objects, or (for
 * copies, `{ ...post }`) the post at the same permalink. A post the function made up has none.
 */
export function postsBehind(returned: unknown[], views: Map<DocusaurusBlogPost, BlogPost>): (BlogPost | undefined)[] {
  const byPermalink = new Map([...views].map(([view, post]) => [view.metadata.permalink, post]));
  return returned.map((item) => {
    const view = item as DocusaurusBlogPost;
    return views.get(view) ?? (typeof view?.metadata?.permalink === 'string' ? byPermalink.get(view.metadata.permalink) : undefined);
  });
}

/**
 * Docusaurus's `processBlogPosts`: given every post, it returns the posts the blog keeps, in its
 * order (or nothing, to keep them as they are). A title or description it changes is taken too.
 */
export async function processBlogPosts(posts: BlogPost[], options: BlogOptions, diagnostics: Diagnostic[], configFile?: string): Promise<BlogPost[]> {
  const process = options.processBlogPosts;
  if (!process) return posts;
  const views = new Map(posts.map((post) => [docusaurusBlogPost(post, options.path, post.title ?? post.fileName), post]));
  const fail = (why: string) => {
    diagnostics.push({ severity: 'error', code: 'blog-process-posts', file: configFile, message: `The blog's \`processBlogPosts\` failed: ${why}.`, hint: 'Return the array of posts to keep (filtered, sorted or changed), or nothing to keep them all.' });
    return posts;
  };
  let returned: unknown;
  try {
    returned = await process({ blogPosts: [...views.keys()] });
  } catch (error) {
    return fail(`it threw: ${(error as Error)?.message ?? String(error)}`);
  }
  if (returned === undefined || returned === null) return posts;
  if (!Array.isArray(returned)) return fail(`it returned ${typeof returned}, not an array of posts`);
  const behind = postsBehind(returned, views);
  const unknown = behind.findIndex((p) => p === undefined);
  if (unknown >= 0) return fail(`item ${unknown} of what it returned is not one of the blog's posts (posts cannot be added this way)`);
  return returned.map((item, i) => {
    const post = behind[i]!;
    const { title, description } = (item as DocusaurusBlogPost).metadata ?? {};
    return { ...post, ...(typeof title === 'string' && title !== (post.title ?? post.fileName) && { title }), ...(typeof description === 'string' && description !== (post.description ?? '') && { description }) };
  });
}
