import { routeUrl, useSiteConfig } from '@docs/client';
import { useOptionalDoc } from '@docusaurus/theme-common';
import { JsonLd } from '../structuredData.tsx';

/** The doc's breadcrumbs as a schema.org `BreadcrumbList`, for search engines. */
export default function DocBreadcrumbsStructuredData() {
  const doc = useOptionalDoc();
  const { url, baseUrl, trailingSlash } = useSiteConfig();
  const crumbs = doc?.data.breadcrumbs.filter((c) => c.href) ?? [];
  if (crumbs.length === 0) return null;
  return <JsonLd data={{ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: url + routeUrl(c.href, baseUrl, trailingSlash) })) }} />;
}
