import type { ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/theme-common';

/** The post's element: on its own page, labelled by its title. */
export default function BlogPostItemContainer({ children, className }: { children: ReactNode; className?: string }) {
  const { isBlogPostPage } = useBlogPost();
  return (
    <article className={['blog-post', className].filter(Boolean).join(' ')} aria-labelledby={isBlogPostPage ? 'blog-post-title' : undefined}>
      {children}
    </article>
  );
}
