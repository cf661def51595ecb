import type { ComponentType, ReactNode } from 'react';
import type { BlogPostSummary } from '@docs/core/routes';
import { BlogPostProvider, blogPostContextOf, useOptionalBlogPost } from '@docusaurus/theme-common';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import MDXComponents from '@theme/MDXComponents';
import MDXContent from '@theme/MDXContent';
import ProvidedContent from './mdx/ProvidedContent.tsx';

export interface BlogPostItemProps {
  /** The post; inside a `BlogPostProvider` (as Docusaurus renders posts) the provider's post instead. */
  post?: BlogPostSummary;
  Content?: ComponentType<{ components?: Record<string, unknown> }>;
  /** In a list the title links to the post and a truncated post ends with "Read more". */
  inList?: boolean;
  /** The content, as Docusaurus passes it; else the post's compiled content. */
  children?: ReactNode;
  className?: string;
}

/**
 * A post's header (title, date, reading time, authors), its content and its tags, each part
 * through `@theme/BlogPostItem/*` so a site's shadow of one applies; the parts read the post
 * with `useBlogPost()`.
 */
export default function BlogPostItem({ post, Content, inList = false, children, className }: BlogPostItemProps) {
  const outer = useOptionalBlogPost();
  const value = post ? blogPostContextOf(post, !inList, Content) : outer;
  if (!value) throw new Error('<BlogPostItem> needs a `post` prop, or a BlogPostProvider around it.');
  const Body = value.Content;
  const content = children ?? (Body && (
    <MDXContent>
      <ProvidedContent Content={Body} components={MDXComponents} />
    </MDXContent>
  ));
  const item = (
    <BlogPostItemContainer className={className}>
      <BlogPostItemHeader />
      {content && <BlogPostItemContent>{content}</BlogPostItemContent>}
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
  return post ? <BlogPostProvider value={value}>{item}</BlogPostProvider> : item;
}
