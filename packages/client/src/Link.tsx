import { forwardRef, useCallback, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useRouter, useSiteConfig } from './context.ts';
import { hasProtocol, withBaseUrl } from './normalizePath.ts';
import { prefetchWhenVisible } from './prefetchVisible.ts';
import { applyTrailingSlash } from './trailingSlash.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A site path (`/docs/intro`, `#section`) or a full URL. */
  to?: string;
}


export function isInternalHref(href: string | undefined): href is string {
  return !!href && !hasProtocol(href);
}

/** An anchor that navigates inside the app without a full reload, and prefetches its route on hover. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, href, onClick, onMouseEnter, onFocus, target, ...rest }, ref) {
  const router = useRouter();
  const site = useSiteConfig();
  const raw = to ?? href ?? '';
  const internal = isInternalHref(raw) && (!target || target === '_self');
  const based = internal && raw.startsWith('/') && !raw.startsWith(site.baseUrl.replace(/\/$/, '') + '/') ? withBaseUrl(raw, site.baseUrl) : raw;
  // One form for every internal link, whoever wrote it (a sidebar, a Markdown link, a component).
  const url = internal ? applyTrailingSlash(based, site.trailingSlash, site.baseUrl) : based;
  const handleClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (!internal || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      router.navigate(url);
    },
    [internal, onClick, router, url],
  );
  const prefetch = () => internal && router.prefetch(url);
  const own = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    if (!internal || !own.current || url.startsWith('#')) return;
    return prefetchWhenVisible(own.current, () => router.prefetch(url));
  }, [internal, router, url]);
  const setRef = (node: HTMLAnchorElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <a
      ref={setRef}
      href={url}
      target={target}
      rel={!internal && hasProtocol(raw) ? 'noopener noreferrer' : undefined}
      onClick={handleClick}
      onMouseEnter={(e) => (prefetch(), onMouseEnter?.(e))}
      onFocus={(e) => (prefetch(), onFocus?.(e))}
      {...rest}
    />
  );
});
