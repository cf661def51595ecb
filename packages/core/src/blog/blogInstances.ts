import type { SiteConfig } from '../config/types.ts';
import type { LoadedContent } from '../content/loadedContent.ts';
import type { BlogPost } from './types.ts';

/** One blog of the site, with the config as its stages read it (its own options as `blog`). */
export interface SiteBlog {
  id: string;
  config: SiteConfig & { blog: Exclude<SiteConfig['blog'], false> };
  posts: BlogPost[];
}

/**
 * Every blog the site builds, the default one (`blog`) first, then `blogInstances`: each stage
 * that serves one blog (feeds, their head links) runs once per blog with that blog's options.
 */
export function blogsOf(config: SiteConfig, content: Pick<LoadedContent, 'blog' | 'blogInstances'>): SiteBlog[] {
  const blogs: SiteBlog[] = [];
  if (config.blog && content.blog) blogs.push({ id: 'default', config: config as SiteBlog['config'], posts: content.blog.posts });
  config.blogInstances.forEach((blog, i) => blogs.push({ id: blog.id, config: { ...config, blog }, posts: content.blogInstances[i]?.posts ?? [] }));
  return blogs;
}

/** Every post of every blog, for the stages that take all documents (compile, link check). */
export const allPosts = (content: Pick<LoadedContent, 'blog' | 'blogInstances'>): BlogPost[] => [...(content.blog?.posts ?? []), ...content.blogInstances.flatMap((b) => b.posts)];
