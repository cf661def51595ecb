import type { AnchorHTMLAttributes } from 'react';
import { Link } from '@docs/client';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import ImageZoom from '@theme/ImageZoom';

/**
 * A Markdown link routes inside the app; an `<a>` without `href` (a raw HTML anchor target such
 * as `<a id="install">`) is not a link at all and stays a plain `<a>` with its own attributes.
 */
function Anchor({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href === undefined) return <a {...rest} />;
  return <Link to={href} {...rest} />;
}

/** What Markdown elements render as: links route inside the app; code and admonitions use the theme's parts. */
const MDXComponents = {
  a: Anchor,
  Admonition,
  CodeBlock,
  img: ImageZoom,
};

export default MDXComponents;
