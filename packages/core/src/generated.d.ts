/** Modules the build writes for a site's components to import (see blog/generatedData.ts). */
declare module '@generated/blog-posts.json' {
  const posts: import('./blog/types.ts').GeneratedBlogPost[];
  export default posts;
}
