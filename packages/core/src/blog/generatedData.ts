import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPostSummary } from '../routes/types.ts';
import type { BlogPost, GeneratedBlogPost } from './types.ts';

/**
 * `@generated/blog-posts.json`: every listed post's title, file name, date, description, product and tags,
 * newest first, for a site's own components (a home page's latest releases, say) to import. It is
 * derived from the posts on every build, never kept by hand.
 */
export async function writeGeneratedBlogData(siteDir: string, posts: BlogPost[], summaries: BlogPostSummary[]): Promise<void> {
  const data: GeneratedBlogPost[] = posts.map((post, i) => ({
    title: summaries[i]!.title,
    permalink: post.permalink,
    date: post.date,
    fileName: post.fileName,
    description: summaries[i]!.description,
    product: post.product,
    tags: post.tags,
  }));
  const dir = path.join(siteDir, '.docs', 'generated');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'blog-posts.json'), JSON.stringify(data, null, 2) + '\n');
}
