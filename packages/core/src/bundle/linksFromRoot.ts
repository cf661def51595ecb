import type { FooterConfig, SiteConfig } from '../config/types.ts';

/** A scheme (`https:`, `mailto:`), a protocol-relative `//host`, a hash or a root path: left as written. */
const KEPT = /^(?:[a-z][a-z\d+.-]*:|\/|#)/i;

/**
 * A navbar or footer `to` as Docusaurus's theme reads it (through `useBaseUrl`): a path written
 * without its leading slash (`to: 'docs/intro'`) is from the site's root, not from the page the
 * link is on, where the browser would take it.
 */
export function fromSiteRoot(to: string): string {
  return KEPT.test(to) ? to : '/' + to.replace(/^\.\//, '');
}

type WithTo = { to?: unknown; items?: unknown };

function rootItem<T>(item: T): T {
  if (!item || typeof item !== 'object') return item;
  const { to, items } = item as WithTo;
  const next = { ...item } as WithTo;
  if (typeof to === 'string') next.to = fromSiteRoot(to);
  if (Array.isArray(items)) next.items = items.map(rootItem);
  return next as T;
}

/** The navbar's items (dropdowns' too) with every `to` from the site's root. */
export function navbarFromRoot(navbar: SiteConfig['navbar']): SiteConfig['navbar'] {
  return navbar && { ...navbar, items: navbar.items?.map(rootItem) };
}

/** The footer's links (in groups or a simple row) with every `to` from the site's root. */
export function footerFromRoot(footer: FooterConfig | undefined): FooterConfig | undefined {
  return footer && { ...footer, links: footer.links?.map(rootItem) };
}
