import type { AnchorHTMLAttributes } from 'react';
import { Link } from '@docs/client';

/**
 * A Markdown link routes inside the app; an `<a>` without `href` (a raw HTML anchor target such
 * as `<a id="install">`) is not a link at all and stays a plain `<a>` with its own attributes.
 */
export default function MDXA({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href === undefined) return <a {...rest} />;
  return <Link to={href} {...rest} />;
}
