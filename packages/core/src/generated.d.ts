/** Modules the build writes for a site's components to import (see blog/generatedData.ts). */
declare module '@generated/blog-posts.json' {
  const posts: import('./blog/types.ts').GeneratedBlogPost[];
  export default posts;
}

/** A Markdown or MDX file imported by a page or component: its content as a component. */
declare module '*.mdx' {
  import type { ComponentType } from 'react';
  const Content: ComponentType<{ components?: Record<string, unknown> }>;
  export default Content;
}

/** lunr-languages' modules (UMD, untyped): each is a function that adds its language to lunr. */
declare module 'lunr-languages/*' {
  const plugin: (lunr: typeof import('lunr')) => void;
  export default plugin;
}
