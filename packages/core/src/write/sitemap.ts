import { escapeHtml } from '../render/htmlShell.ts';
import type { LocaleAlternate } from '../i18n/alternates.ts';
import type { SitemapItem, SitemapOptions } from '../config/types.ts';
import { globMatcher } from '../util/globMatcher.ts';

/** One page of the sitemap: its address and, on a translated site, the same page in each locale. */
export interface SitemapEntry extends SitemapItem {
  alternates?: LocaleAlternate[];
}

/** A page that may be listed: its route path (without the base URL), address and last change. */
export interface SitemapPage {
  routePath: string;
  url: string;
  alternates?: LocaleAlternate[];
  /** When the page last changed (an ISO date or date-time), if known. */
  lastUpdated?: string;
}

/**
 * The sitemap's `<url>` items as Docusaurus's plugin-sitemap makes them: the pages less those an
 * ignore pattern matches (patterns see the path with the base URL), each with the `changefreq`,
 * `priority` and `lastmod` the options ask for; `createSitemapItems` may then rewrite the list.
 */
export async function sitemapItems(pages: SitemapPage[], options: SitemapOptions, site: { baseUrl: string; siteConfig: Record<string, unknown> }): Promise<SitemapEntry[]> {
  const ignored = globMatcher(options.ignorePatterns);
  const defaults = async (): Promise<SitemapEntry[]> =>
    pages
      .filter((p) => !ignored(site.baseUrl + p.routePath.slice(1)))
      .map((p) => ({
        url: p.url,
        ...(p.alternates?.length && { alternates: p.alternates }),
        ...(options.lastmod && p.lastUpdated && { lastmod: lastmodOf(p.lastUpdated, options.lastmod) }),
        ...(options.changefreq && { changefreq: options.changefreq }),
        ...(options.priority !== null && { priority: options.priority }),
      }));
  if (!options.createSitemapItems) return defaults();
  const routes = pages.map((p) => ({ path: site.baseUrl + p.routePath.slice(1) }));
  return [...(await options.createSitemapItems({ siteConfig: site.siteConfig, routes, defaultCreateSitemapItems: defaults }))];
}

function lastmodOf(when: string, format: 'date' | 'datetime'): string | undefined {
  const time = new Date(when);
  if (Number.isNaN(time.getTime())) return undefined;
  const iso = time.toISOString();
  return format === 'date' ? iso.slice(0, 10) : iso;
}

export function sitemapXml(entries: (string | SitemapEntry)[]): string {
  const pages = entries.map((e): SitemapEntry => (typeof e === 'string' ? { url: e } : e));
  const translated = pages.some((p) => p.alternates?.length);
  const url = ({ url: loc, alternates = [], lastmod, changefreq, priority }: SitemapEntry) => {
    const fields = [
      `<loc>${escapeHtml(loc)}</loc>`,
      lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '',
      changefreq ? `<changefreq>${escapeHtml(changefreq)}</changefreq>` : '',
      typeof priority === 'number' ? `<priority>${escapeHtml(priority.toFixed(1))}</priority>` : '',
      ...alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`),
    ];
    return `  <url>${fields.join('')}</url>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${translated ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>
${pages.map(url).join('\n')}
</urlset>
`;
}
