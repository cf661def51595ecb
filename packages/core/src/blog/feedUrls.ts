import type { TrailingSlash } from '../../../client/src/trailingSlash.ts';
import type { SiteConfig } from '../config/types.ts';

/** What a feed's addresses are made of: the site's origin, base URL and `trailingSlash`. */
export interface FeedUrls {
  origin: string;
  baseUrl: string;
  trailingSlash: TrailingSlash;
}

/** What a post's feed HTML is made with (see feedHtml.ts): the same for every blog of the site. */
export function feedUrls(config: SiteConfig): FeedUrls {
  return { origin: config.url, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
}

/** feedUrls, when some blog of the site writes feeds; undefined otherwise. */
export function feedUrlsOf(config: SiteConfig): FeedUrls | undefined {
  const blogs = [config.blog, ...config.blogInstances];
  return blogs.some((blog) => blog && blog.feedOptions.type.length > 0) ? feedUrls(config) : undefined;
}
