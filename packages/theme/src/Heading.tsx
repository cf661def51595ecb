import type { HTMLAttributes } from 'react';

export type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Which heading element to render. */
  as: HeadingType;
  /** The anchor links point at; Markdown headings get theirs at build time. */
  id?: string;
}

/**
 * A heading, as Markdown headings render: MDXComponents maps h1 to h6 here, so a site that
 * shadows `@theme/Heading` changes every heading of its content, as in Docusaurus.
 */
export default function Heading({ as: As, ...props }: HeadingProps) {
  return <As {...props} />;
}
