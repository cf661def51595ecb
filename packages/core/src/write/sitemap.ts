import { escapeHtml } from '../render/htmlShell.ts';
import type { LocaleAlternate } from '../i18n/alternates.ts';

/** One page of the sitemap: its address and, on a translated site, the same page in each locale. */
export interface SitemapEntry {
  loc: string;
  alternates?: LocaleAlternate[];
}

export function sitemapXml(entries: (string | SitemapEntry)[]): string {
  const pages = entries.map((e) => (typeof e === 'string' ? { loc: e } : e));
  const translated = pages.some((p) => p.alternates?.length);
  const url = ({ loc, alternates = [] }: SitemapEntry) =>
    alternates.length === 0 ? `  <url><loc>${escapeHtml(loc)}</loc></url>` : `  <url><loc>${escapeHtml(loc)}</loc>${alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`).join('')}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${translated ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>
${pages.map(url).join('\n')}
</urlset>
`;
}
