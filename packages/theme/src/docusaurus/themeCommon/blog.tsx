import { createContext, useContext, type ReactNode } from 'react';
import type { ContentComponent } from '@docs/client';
import type { BlogPostSummary } from '@docs/core/routes';
import { ReactContextError } from './docs.tsx';
import { wholeFrontMatter } from './frontMatter.ts';

/** A post's metadata in the shape Docusaurus's `useBlogPost().metadata` gives it. */
export interface BlogPostMetadata {
  title: string;
  permalink: string;
  date: string;
  formattedDate: string;
  readingTime?: number;
  description: string;
  hasTruncateMarker: boolean;
  tags: { label: string; permalink: string }[];
  authors: { name: string; title?: string; url?: string; imageURL?: string }[];
  frontMatter: Record<string, unknown>;
}

export interface BlogPostContextValue {
  metadata: BlogPostMetadata;
  frontMatter: Record<string, unknown>;
  assets: { image?: string; authorsImageUrls: (string | undefined)[] };
  toc: { value: string; id: string; level: number }[];
  /** True on the post's own page, false in a list. */
  isBlogPostPage: boolean;
  /** The post as the build gives it, and its compiled content, for the theme's own post components. */
  post: BlogPostSummary;
  Content?: ContentComponent;
}

const BlogPostContext = createContext<BlogPostContextValue | null>(null);

export function blogPostContextOf(post: BlogPostSummary, isBlogPostPage: boolean, Content?: BlogPostContextValue['Content']): BlogPostContextValue {
  const frontMatter = wholeFrontMatter({ title: post.title, ...(post.description ? { description: post.description } : {}) }, Content);
  return {
    metadata: {
      title: post.title,
      permalink: post.permalink,
      date: post.date,
      formattedDate: post.formattedDate,
      readingTime: post.readingTimeMinutes,
      description: post.description ?? '',
      hasTruncateMarker: post.truncated,
      tags: post.tags.map((t) => ({ label: t.label, permalink: t.permalink })),
      authors: post.authors.map((a) => ({ name: a.name, title: a.title, url: a.url, imageURL: a.imageUrl })),
      frontMatter,
    },
    frontMatter,
    assets: { authorsImageUrls: post.authors.map(() => undefined) },
    toc: [],
    isBlogPostPage,
    post,
    Content,
  };
}

/** Gives a post's components its metadata (`useBlogPost`), as Docusaurus's `BlogPostProvider`. */
export function BlogPostProvider({ value, children }: { value: BlogPostContextValue; children: ReactNode }) {
  return <BlogPostContext.Provider value={value}>{children}</BlogPostContext.Provider>;
}

/** The post being rendered: inside a post page or one item of a post list. */
export function useBlogPost(): BlogPostContextValue {
  const post = useContext(BlogPostContext);
  if (!post) throw new ReactContextError('BlogPostProvider');
  return post;
}

export function useOptionalBlogPost(): BlogPostContextValue | null {
  return useContext(BlogPostContext);
}
