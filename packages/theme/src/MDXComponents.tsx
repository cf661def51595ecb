import type { AnchorHTMLAttributes } from 'react';
import { Link } from '@docs/client';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import ImageZoom from '@theme/ImageZoom';

function Anchor({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
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
