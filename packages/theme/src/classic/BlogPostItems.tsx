import type { ComponentType } from 'react';
import type { BlogPostSummary } from '@docs/core/routes';
import { BlogPostProvider, blogPostContextOf } from '@docusaurus/theme-common';
import BlogPostItem from '@theme/BlogPostItem';

export interface BlogPostItemsProps {
  items: { post: BlogPostSummary; Content?: ComponentType<{ components?: Record<string, unknown> }> }[];
  component?: ComponentType;
}

/** The posts of a list page, each as `@theme/BlogPostItem` (or the `component` given) inside its post's provider. */
export default function BlogPostItems({ items, component: Item = BlogPostItem }: BlogPostItemsProps) {
  return (
    <>
      {items.map(({ post, Content }) => (
        <BlogPostProvider key={post.permalink} value={blogPostContextOf(post, false, Content)}>
          <Item />
        </BlogPostProvider>
      ))}
    </>
  );
}
