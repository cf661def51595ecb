import type { NavbarItem, SiteConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * Navbar items of type `doc` name a doc id; the browser needs its URL. An id no doc has is an
 * error naming the item.
 */
export function resolveNavbarDocs(items: NavbarItem[], permalinks: Map<string, { permalink: string; title?: string }>, configFile: string | undefined, diagnostics: Diagnostic[]): NavbarItem[] {
  return items.map((item) => {
    if (item.type !== 'doc') return item;
    const doc = permalinks.get(item.docId);
    if (!doc) {
      diagnostics.push({ severity: 'error', code: 'navbar-unknown-doc', file: configFile, message: `Navbar item "${item.label ?? item.docId}" names doc id "${item.docId}", but no doc has that id.`, hint: 'Use the id of an existing doc (its path in the docs folder without extension and number prefixes).' });
      return item;
    }
    return { type: 'link', label: item.label ?? doc.title ?? item.docId, to: doc.permalink, position: item.position, className: item.className };
  });
}

/** The part of the config the browser needs: no file system paths, nothing build-only. */
export function clientSiteConfig(config: SiteConfig, mainDocPath: string) {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    i18n: config.i18n,
    // The version menu links to the version's main doc: the first doc of the first sidebar.
    docs: { routeBasePath: config.docs.routeBasePath, mainDocPath, currentVersionLabel: config.docs.currentVersionLabel, breadcrumbs: config.docs.breadcrumbs },
    blog: config.blog === false ? false : { routeBasePath: config.blog.routeBasePath, blogTitle: config.blog.blogTitle },
    // The search index is at `{baseUrl}search/`, written by the build when search is on.
    search: config.search,
    navbar: config.navbar,
    footer: config.footer,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    themeConfig: config.themeConfig,
    customFields: config.customFields,
  };
}
export type ClientSiteConfigValue = ReturnType<typeof clientSiteConfig>;
