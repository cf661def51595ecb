import { routeUrl, useSiteConfig } from '@docs/client';
import { useBlogPost } from '@docusaurus/theme-common';
import { JsonLd } from '../structuredData.tsx';

/** The post as a schema.org `BlogPosting`, for search engines. */
export default function BlogPostStructuredData() {
  const { metadata } = useBlogPost();
  const { url, baseUrl, trailingSlash } = useSiteConfig();
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: metadata.title,
        description: metadata.description,
        datePublished: metadata.date,
        url: url + routeUrl(metadata.permalink, baseUrl, trailingSlash),
        author: metadata.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })),
        keywords: metadata.tags.map((t) => t.label),
      }}
    />
  );
}
