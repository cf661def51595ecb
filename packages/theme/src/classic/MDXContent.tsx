import type { ReactNode } from 'react';

/**
 * What every compiled Markdown content (doc, page, post) renders inside: the place a site wraps
 * all content (`src/theme/MDXContent`). The theme's MDX components reach the content as its
 * `components` prop; an `MDXProvider` a site's wrapper adds here is read by the content itself
 * (see mdx/ProvidedContent.tsx).
 */
export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
