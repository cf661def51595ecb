import type { TrailingSlash } from '../../../client/src/trailingSlash.ts';
import type { SiteConfig } from '../config/types.ts';

/** What a feed's addresses are made of: the site's origin, base URL and `trailingSlash`. */
export interface FeedUrls {
  origin: string;
  baseUrl: string;
  trailingSlash: TrailingSlash;
}

/** What a post's feed HTML is made with (see feedHtml.ts), when some blog of the site writes feeds; undefined otherwise. */
export function feedUrlsOf(config: SiteConfig): FeedUrls | undefined {
  const blogs = [config.blog, ...config.blogInstances];
  if (!blogs.some((blog) => blog && blog.feedOptions.type.length > 0)) return undefined;
  return { origin: config.url, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
}
