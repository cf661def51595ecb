import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { applyTrailingSlash, Link as AppLink, normalizePath, useLocation, useSiteConfig } from '@docs/client';
import { isInternalUrl, withBaseUrl } from './support/baseUrl.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A site path (`/docs/intro`), an anchor, or a full URL. */
  to?: string;
  href?: string;
  /** Prepend the base URL to site paths (the default). */
  autoAddBaseUrl?: boolean;
  /** Mark the link when it points at the current page (or, without `exact`, at a page under it). */
  isNavLink?: boolean;
  /** The class a nav link gets while active; `active` by default. */
  activeClassName?: string;
  /** A nav link is active only on its own page, not on pages under it. */
  exact?: boolean;
  /** Docusaurus's escape hatch from its broken-link check; accepted and not rendered. */
  'data-noBrokenLinkCheck'?: boolean;
}

/** `pathname:///file.pdf`: Docusaurus's way to say "a plain link to a file, not a route". */
const PLAIN_PATHNAME = 'pathname://';

/**
 * Docusaurus's `<Link>` on top of the app's: site paths navigate in the app and get the base URL,
 * links to other sites open in a new tab with `rel="noopener noreferrer"` (as Docusaurus does,
 * unless `target` says otherwise), and nav links are marked while their page is shown.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, href, autoAddBaseUrl = true, isNavLink = false, activeClassName = 'active', exact = false, className, 'data-noBrokenLinkCheck': _unchecked, ...rest },
  ref,
) {
  const site = useSiteConfig();
  const location = useLocation();
  const raw = to ?? href;

  if (raw?.startsWith(PLAIN_PATHNAME)) {
    const path = raw.slice(PLAIN_PATHNAME.length);
    return <a ref={ref} href={autoAddBaseUrl ? withBaseUrl(path, site) : path} className={className} {...rest} />;
  }
  if (!isInternalUrl(raw)) {
    const external = raw !== undefined && raw !== '';
    return <a ref={ref} href={raw} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
  }

  const target = raw!;
  const url = autoAddBaseUrl ? withBaseUrl(target, site) : target;
  // The app's Link always adds the base URL; a link that asks for none under a base is a plain anchor.
  if (!autoAddBaseUrl && site.baseUrl !== '/' && target.startsWith('/')) return <a ref={ref} href={applyTrailingSlash(target, site.trailingSlash, site.baseUrl)} className={className} {...rest} />;

  let active = false;
  if (isNavLink && url.startsWith('/')) {
    const linked = normalizePath(url.split(/[?#]/)[0]!, site.baseUrl);
    active = location.pathname === linked || (!exact && linked !== '/' && location.pathname.startsWith(`${linked}/`));
  }
  const classes = [className, active && activeClassName].filter(Boolean).join(' ') || undefined;
  return <AppLink ref={ref} to={url} className={classes} aria-current={active ? 'page' : undefined} {...rest} />;
});

export default Link;
