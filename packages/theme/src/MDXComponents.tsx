import type { HTMLAttributes } from 'react';
import Admonition from '@theme/Admonition';
import Anchor from '@theme/MDXComponents/A';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import Heading, { type HeadingType } from '@theme/Heading';
import ImageZoom from '@theme/ImageZoom';
import MarkdownTable from '@theme/MarkdownTable';
import Mermaid from '@theme/Mermaid';

type HeadingElementProps = Omit<HTMLAttributes<HTMLHeadingElement>, 'as'>;

/** h1 to h6 through `@theme/Heading`, so shadowing it changes the content's headings too. */
const heading = (as: HeadingType) => {
  const Tag = (props: HeadingElementProps) => <Heading as={as} {...props} />;
  Tag.displayName = `MDX${as}`;
  return Tag;
};

/**
 * What Markdown elements render as: links route inside the app; code, admonitions, headings,
 * `<details>` and tables use the theme's parts. The names are Docusaurus's, so a site's own
 * `src/theme/MDXComponents.tsx` can spread these and add its components, as it does there.
 */
const MDXComponents = {
  a: Anchor,
  Admonition,
  admonition: Admonition,
  CodeBlock,
  details: Details,
  Details,
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  img: ImageZoom,
  Mermaid,
  mermaid: Mermaid,
  table: MarkdownTable,
};

export default MDXComponents;
