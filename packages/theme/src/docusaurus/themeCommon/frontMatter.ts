import type { ContentComponent } from '@docs/client';

/**
 * The front matter as the document writes it, which its compiled content carries, over the keys
 * the theme knows from the route data (a document with no `title` key still has its title).
 */
export function wholeFrontMatter(known: Record<string, unknown>, Content: ContentComponent | undefined): Record<string, unknown> {
  return Content?.frontMatter ? { ...known, ...Content.frontMatter } : known;
}
