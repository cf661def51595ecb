import { routeUrl, useSiteConfig } from '@docs/client';
import { JsonLd } from '../structuredData.tsx';

/** A list page as a schema.org `Blog` of `BlogPosting`s, for search engines. */
export default function BlogListPageStructuredData({ metadata, items }: { metadata: { blogTitle: string; blogDescription?: string; permalink: string }; items: { title: string; permalink: string; date?: string }[] }) {
  const { url, baseUrl, trailingSlash } = useSiteConfig();
  const abs = (p: string) => url + routeUrl(p, baseUrl, trailingSlash);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: metadata.blogTitle,
        description: metadata.blogDescription,
        url: abs(metadata.permalink),
        blogPost: items.map((p) => ({ '@type': 'BlogPosting', headline: p.title, url: abs(p.permalink), datePublished: p.date })),
      }}
    />
  );
}
