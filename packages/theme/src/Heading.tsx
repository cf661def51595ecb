import { isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';

export type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Which heading element to render. */
  as: HeadingType;
  /** The anchor links point at; Markdown headings get theirs at build time. */
  id?: string;
}

/** The words of a heading's content, for the name of its anchor link. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * A heading, as Markdown headings render: MDXComponents maps h1 to h6 here, so a site that
 * shadows `@theme/Heading` changes every heading of its content, as in Docusaurus. A heading with
 * an id below the title gets a `#` link to itself, shown on hover and focus, for readers to copy.
 */
export default function Heading({ as: As, id, children, ...props }: HeadingProps) {
  if (As === 'h1' || !id) {
    return (
      <As id={id} {...props}>
        {children}
      </As>
    );
  }
  const label = translate({ id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}', description: 'The label of the # link beside a heading' }, { heading: textOf(children).trim() || id });
  return (
    <As id={id} {...props}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={label} title={label}>
        #
      </a>
    </As>
  );
}
