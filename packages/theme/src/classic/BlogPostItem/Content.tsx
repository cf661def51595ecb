import type { ReactNode } from 'react';

/** The post's content. */
export default function BlogPostItemContent({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={['markdown', className].filter(Boolean).join(' ')}>{children}</div>;
}
